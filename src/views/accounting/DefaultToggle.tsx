import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Account } from '../../domain/accounts.schemas';
import { shownAsDefault, type AccountDefaultActor } from '../../machines/accounting/account-default.machine';
import type { ListActor } from '../../machines/common/list.machine';
import { knob, toggle } from './DefaultToggle.css';

/** The Account list's default toggle machine, started by the list as its companion. */
export const accountDefaultOf = (list: ListActor) => list.getSnapshot().context.companion as AccountDefaultActor;

/** One row's Default switch (docs/screens.md#accounting): on makes this the default account; pressing the default turns it off. */
export function DefaultToggle({ row, list }: { row: Account; list: ListActor }) {
  const actor = accountDefaultOf(list);
  const account = { id: row._id, name: row.name, isDefault: row.isDefault };
  const on = useSelector(actor, (snapshot) => shownAsDefault(snapshot, row));
  const enabled = useSelector(actor, (snapshot) => snapshot.can({ type: 'default.toggle', account }));
  const { t } = useLingui();
  const { name } = row;
  return (
    <button
      type="button"
      role="switch"
      className={toggle}
      aria-checked={on}
      aria-label={t`Default account: ${name}`}
      disabled={!enabled}
      onClick={() => actor.send({ type: 'default.toggle', account })}
    >
      <span className={knob} />
    </button>
  );
}
