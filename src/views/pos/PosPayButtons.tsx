import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PosTillEvent } from '../../machines/pos/pos-till.machine';
import { button } from '../../styles/controls.css';
import * as styles from './pos.css';

/** The payment buttons of docs/screens.md#point-of-sale, in its order; four carry a function key (F5 is left to reloading). */
export const PAY_BUTTONS: { label: MessageDescriptor; event: PosTillEvent; key?: string; primary?: boolean }[] = [
  { label: msg`Card`, event: { type: 'till.pay', method: 'Card' }, key: 'F3' },
  { label: msg`Cash`, event: { type: 'till.pay', method: 'Cash' }, key: 'F2', primary: true },
  { label: msg`Paypal`, event: { type: 'till.pay', method: 'Paypal' } },
  { label: msg`Draft`, event: { type: 'till.draft' }, key: 'F4' },
  { label: msg`Cheque`, event: { type: 'till.pay', method: 'Cheque' } },
  { label: msg`GiftCard`, event: { type: 'till.pay', method: 'GiftCard' } },
  { label: msg`Deposit`, event: { type: 'till.pay', method: 'Deposit' } },
  { label: msg`Cancel`, event: { type: 'till.cancel' }, key: 'F8' },
  { label: msg`Recent transaction`, event: { type: 'till.recent.open' } },
  // A sale found by its receipt number, returned at this till (docs/tills-and-shifts.md#refunds-at-the-till).
  { label: msg`Return a sale`, event: { type: 'till.return' } },
];

export function PosPayButtons({ enabled, send }: { enabled: (event: PosTillEvent) => boolean; send: (event: PosTillEvent) => void }) {
  const { i18n, t } = useLingui();
  return (
    <div className={styles.payButtons} role="group" aria-label={t`Payment`}>
      {PAY_BUTTONS.map((entry) => (
        <button
          key={entry.label.id}
          type="button"
          className={`${entry.primary ? button.primary : button.secondary} ${styles.payButton}`}
          disabled={!enabled(entry.event)}
          aria-keyshortcuts={entry.key}
          onClick={() => send(entry.event)}
        >
          <span>{i18n._(entry.label)}</span>
          {entry.key && <span className={styles.shortcut}>{entry.key}</span>}
        </button>
      ))}
    </div>
  );
}
