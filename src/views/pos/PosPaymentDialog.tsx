import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import type { PaymentMethod } from '../../machines/common/wire-types';
import { changeDue, draftChange, methodNeedsNumber, paidSoFar, remainingDue, type PosPaymentActor } from '../../machines/pos/pos-payment.machine';
import { button } from '../../styles/controls.css';
import { backdrop, dialog, title } from '../common/ConfirmDialog.css';
import { SelectField } from '../common/SelectField';
import { TextField } from '../common/TextField';
import { useMinorFormat } from './use-minor-format';
import * as styles from './pos.css';

const METHODS: PaymentMethod[] = ['Cash', 'Card', 'Paypal', 'Cheque', 'GiftCard', 'Deposit'];

/** Paying: the method, the amount, what cash was handed over and its change, numbers, the account; split over methods. */
export function PosPaymentDialog({ payment }: { payment: PosPaymentActor }) {
  const context = useSelector(payment, (snapshot) => snapshot.context);
  const loading = useSelector(payment, (snapshot) => snapshot.hasTag('loading'));
  const format = useMinorFormat();
  const cash = context.method === 'Cash';
  // The field the cashier types first: what was handed over for cash, the amount otherwise.
  useEffect(() => {
    const field = document.getElementById(cash ? 'payment-received' : 'payment-amount') as HTMLInputElement | null;
    field?.focus();
    field?.select();
  }, [cash, context.method, context.payments.length]);
  const change = draftChange(context);
  const numberLabel = context.method === 'Cheque' ? 'Cheque number' : 'Gift card number';
  return (
    <div className={backdrop}>
      <div
        className={`${dialog} ${styles.dialogWide}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="pos-payment-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape') payment.send({ type: 'payment.cancel' });
        }}
      >
        <form
          className={styles.dialogBody}
          onSubmit={(event) => {
            event.preventDefault();
            payment.send({ type: 'payment.add' });
          }}
        >
          <h2 id="pos-payment-title" className={title}>
            Payment
          </h2>
          <div className={styles.summary}>
            <div className={styles.figure}>
              <span className={styles.figureLabel}>Grand Total</span>
              <span className={styles.figureValue}>{format(context.due)}</span>
            </div>
            <div className={styles.figure}>
              <span className={styles.figureLabel}>Paid</span>
              <span className={styles.figureValue}>{format(paidSoFar(context))}</span>
            </div>
            <div className={styles.figure}>
              <span className={styles.figureLabel}>Still due</span>
              <span className={styles.figureValue} data-testid="payment-remaining">
                {format(remainingDue(context))}
              </span>
            </div>
            {context.depositBalance !== null && (
              <div className={styles.figure}>
                <span className={styles.figureLabel}>Deposit balance</span>
                <span className={styles.figureValue}>{format(context.depositBalance)}</span>
              </div>
            )}
          </div>
          {context.payments.length > 0 && (
            <ul className={styles.paymentList} aria-label="Payments">
              {context.payments.map((entry, index) => (
                <li key={index} className={styles.paymentItem}>
                  <span>
                    {entry.method} {format(entry.amount)}
                    {entry.methodNumber ? ` (${entry.methodNumber})` : ''}
                  </span>
                  <button type="button" className={button.ghost} onClick={() => payment.send({ type: 'payment.remove', index })}>
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.methodRow} role="group" aria-label="Method">
            {METHODS.map((method) => (
              <button
                key={method}
                type="button"
                className={`${button.secondary} ${styles.methodButton}`}
                aria-pressed={context.method === method}
                onClick={() => payment.send({ type: 'payment.method.choose', method })}
              >
                {method}
              </button>
            ))}
          </div>
          <div className={styles.formGrid}>
            <TextField
              id="payment-amount"
              label="Amount"
              inputMode="decimal"
              value={context.amountText}
              onChange={(event) => payment.send({ type: 'payment.amount.change', text: event.currentTarget.value })}
            />
            {cash && (
              <TextField
                id="payment-received"
                label="Amount received"
                inputMode="decimal"
                value={context.receivedText}
                onChange={(event) => payment.send({ type: 'payment.received.change', text: event.currentTarget.value })}
              />
            )}
            {methodNeedsNumber(context.method) && (
              <TextField id="payment-number" label={numberLabel} value={context.numberText} onChange={(event) => payment.send({ type: 'payment.number.change', text: event.currentTarget.value })} />
            )}
            {context.method !== 'Deposit' && context.accounts.length > 0 && (
              <SelectField
                id="payment-account"
                label="Account"
                options={context.accounts.map((account) => ({ value: account.id, label: account.name }))}
                value={context.accountId ?? ''}
                onChange={(event) => payment.send({ type: 'payment.account.choose', id: event.currentTarget.value })}
              />
            )}
          </div>
          {cash && (
            <p className={styles.grandTotal} aria-live="polite">
              <span>Change</span>
              <span data-testid="payment-change">{change === null ? '—' : format(change)}</span>
            </p>
          )}
          {context.payments.some((entry) => entry.method === 'Cash') && changeDue(context.payments) > 0 && <p className={styles.notice}>Change so far: {format(changeDue(context.payments))}</p>}
          {loading && <p className={styles.notice}>Reading the customer's deposit…</p>}
          {context.problem && (
            <p role="alert" className={styles.message}>
              {context.problem}
            </p>
          )}
          <div className={styles.noticeActions}>
            <button type="submit" className={button.primary}>
              Pay {context.method}
            </button>
            <button type="button" className={button.secondary} onClick={() => payment.send({ type: 'payment.cancel' })}>
              Back to cart
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
