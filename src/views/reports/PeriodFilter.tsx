import type { ActorRef, Snapshot } from 'xstate';
import { useSelector } from '@xstate/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PERIOD_CHOICES, type PeriodChoice } from '../../domain/report-period';
import type { PickerOption } from '../../machines/common/wire-types';
import type { PeriodContext, PeriodEvent } from '../../machines/reports/period-choice';
import { filterControl, filterField, filters } from './reports.css';

/** src/domain/report-period.ts's PERIOD_LABELS, as people read them. */
const periodNames: Readonly<Record<PeriodChoice, MessageDescriptor>> = {
  today: msg`Today`,
  week: msg`This Week`,
  month: msg`This Month`,
  year: msg`This Year`,
  range: msg`Date Range`,
};

type PeriodActor = ActorRef<Snapshot<unknown> & { context: PeriodContext & { warehouses: PickerOption[] } }, PeriodEvent>;

/** The period (today, this week, this month, this year, a date range) and the warehouse every figure follows. */
export function PeriodFilter({ actor }: { actor: PeriodActor }) {
  const choice = useSelector(actor, (snapshot) => snapshot.context.choice);
  const from = useSelector(actor, (snapshot) => snapshot.context.from);
  const to = useSelector(actor, (snapshot) => snapshot.context.to);
  const warehouse = useSelector(actor, (snapshot) => snapshot.context.warehouse);
  const warehouses = useSelector(actor, (snapshot) => snapshot.context.warehouses);
  const { i18n, t } = useLingui();
  return (
    <div className={filters} role="group" aria-label={t`Period and warehouse`} data-print="hide">
      <label className={filterField}>
        <Trans>Period</Trans>
        <select className={filterControl} value={choice} onChange={(event) => actor.send({ type: 'period.choose', choice: event.target.value as PeriodChoice })}>
          {PERIOD_CHOICES.map((option) => (
            <option key={option} value={option}>
              {i18n._(periodNames[option])}
            </option>
          ))}
        </select>
      </label>
      {choice === 'range' && (
        <>
          <label className={filterField}>
            <Trans>From</Trans>
            <input type="date" className={filterControl} value={from} max={to} onChange={(event) => actor.send({ type: 'period.range', from: event.target.value, to })} />
          </label>
          <label className={filterField}>
            <Trans>To</Trans>
            <input type="date" className={filterControl} value={to} min={from} onChange={(event) => actor.send({ type: 'period.range', from, to: event.target.value })} />
          </label>
        </>
      )}
      <label className={filterField}>
        <Trans>Warehouse</Trans>
        <select className={filterControl} value={warehouse} onChange={(event) => actor.send({ type: 'warehouse.choose', warehouse: event.target.value })}>
          <option value="">{t`All Warehouses`}</option>
          {warehouses.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
