import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { PaymentMethod } from '../../machines/common/wire-types';
import { changeDue, draftChange, methodNeedsNumber, paidSoFar, remainingDue, type PosPaymentActor } from '../../machines/pos/pos-payment.machine';
import { button } from '../../styles/controls.css';
import { backdrop, dialog, title } from '../common/ConfirmDialog.css';
import { SelectField } from '../common/SelectField';
import { TextField } from '../common/TextField';
import { paymentMethodName } from '../i18n/payment-method-names';
import { shownText } from '../i18n/shown-text';
import { useMinorFormat } from './use-minor-format';
import * as styles from './pos.css';

const METHODS: PaymentMethod[] = ['Cash', 'Card', 'Paypal', 'Cheque', 'GiftCard', 'Deposit'];

/** Paying: the method, the amount, what cash was handed over and its change, numbers, the account; split over methods. */
export function PosPaymentDialog({ payment }: { payment: PosPaymentActor }) {
  const context = useSelector(payment, (snapshot) => snapshot.context);
  const loading = useSelector(payment, (snapshot) => snapshot.hasTag('loading'));
  const format = useMinorFormat();
  const { i18n, t } = useLingui();
  const cash = context.method === 'Cash';
  // The field the cashier types first: what was handed over for cash, the amount otherwise.
  useEffect(() => {
    const field = document.getElementById(cash ? 'payment-received' : 'payment-amount') as HTMLInputElement | null;
    field?.focus();
    field?.select();
  }, [cash, context.method, context.payments.length]);
  const change = draftChange(context);
  const changeSoFar = format(changeDue(context.payments));
  const numberLabel = context.method === 'Cheque' ? t`Cheque number` : t`Gift card number`;
  const method = paymentMethodName(i18n, context.method);
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
            <Trans>Payment</Trans>
          </h2>
          <div className={styles.summary}>
            <div className={styles.figure}>
              <span className={styles.figureLabel}>
                <Trans>Grand Total</Trans>
              </span>
              <span className={styles.figureValue}>{format(context.due)}</span>
            </div>
            <div className={styles.figure}>
              <span className={styles.figureLabel}>
                <Trans>Paid</Trans>
              </span>
              <span className={styles.figureValue}>{format(paidSoFar(context))}</span>
            </div>
            <div className={styles.figure}>
              <span className={styles.figureLabel}>
                <Trans>Still due</Trans>
              </span>
              <span className={styles.figureValue} data-testid="payment-remaining">
                {format(remainingDue(context))}
              </span>
            </div>
            {context.depositBalance !== null && (
              <div className={styles.figure}>
                <span className={styles.figureLabel}>
                  <Trans>Deposit balance</Trans>
                </span>
                <span className={styles.figureValue}>{format(context.depositBalance)}</span>
              </div>
            )}
          </div>
          {context.payments.length > 0 && (
            <ul className={styles.paymentList} aria-label={t`Payments`}>
              {context.payments.map((entry, index) => (
                <li key={index} className={styles.paymentItem}>
                  <span>
                    {paymentMethodName(i18n, entry.method)} <bdi>{format(entry.amount)}</bdi>
                    {entry.methodNumber && (
                      <>
                        {' '}
                        (<bdi>{entry.methodNumber}</bdi>)
                      </>
                    )}
                  </span>
                  <button type="button" className={button.ghost} onClick={() => payment.send({ type: 'payment.remove', index })}>
                    <Trans>Remove</Trans>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.methodRow} role="group" aria-label={t`Method`}>
            {METHODS.map((choice) => (
              <button
                key={choice}
                type="button"
                className={`${button.secondary} ${styles.methodButton}`}
                aria-pressed={context.method === choice}
                onClick={() => payment.send({ type: 'payment.method.choose', method: choice })}
              >
                {paymentMethodName(i18n, choice)}
              </button>
            ))}
          </div>
          <div className={styles.formGrid}>
            <TextField
              id="payment-amount"
              label={t`Amount`}
              inputMode="decimal"
              value={context.amountText}
              onChange={(event) => payment.send({ type: 'payment.amount.change', text: event.currentTarget.value })}
            />
            {cash && (
              <TextField
                id="payment-received"
                label={t`Amount received`}
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
                label={t`Account`}
                options={context.accounts.map((account) => ({ value: account.id, label: account.name }))}
                value={context.accountId ?? ''}
                onChange={(event) => payment.send({ type: 'payment.account.choose', id: event.currentTarget.value })}
              />
            )}
          </div>
          {cash && (
            <p className={styles.grandTotal} aria-live="polite">
              <span>
                <Trans>Change</Trans>
              </span>
              <span data-testid="payment-change">{change === null ? '—' : format(change)}</span>
            </p>
          )}
          {context.payments.some((entry) => entry.method === 'Cash') && changeDue(context.payments) > 0 && (
            <p className={styles.notice}>
              <Trans>Change so far: {changeSoFar}</Trans>
            </p>
          )}
          {loading && (
            <p className={styles.notice}>
              <Trans>Reading the customer's deposit…</Trans>
            </p>
          )}
          {context.problem && (
            <p role="alert" className={styles.message}>
              {shownText(i18n, context.problem)}
            </p>
          )}
          <div className={styles.noticeActions}>
            <button type="submit" className={button.primary}>
              <Trans>Pay {method}</Trans>
            </button>
            <button type="button" className={button.secondary} onClick={() => payment.send({ type: 'payment.cancel' })}>
              <Trans>Back to cart</Trans>
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
