import { useEffect, useId, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paymentMethodName } from '../i18n/payment-method-names';
import { shownText } from '../i18n/shown-text';
import { statusName } from '../i18n/status-names';
import { SUPPLIER_PAYMENT_METHODS } from '../../domain/purchase.schemas';
import type { PaymentField, PurchasePaymentActor } from '../../machines/purchases/purchase-payment.machine';
import { button } from '../../styles/controls.css';
import { backdrop, buttons, title as titleStyle } from '../common/ConfirmDialog.css';
import { alignEnd, cell, headerCell, stateCell, table } from '../common/DataTable.css';
import { DateText } from '../common/DateText';
import { Money } from '../common/Money';
import { SelectField } from '../common/SelectField';
import { DateField } from '../common/DateField';
import { TextField } from '../common/TextField';
import { dialog, dialogGrid, failure, scroller, wide } from './PurchaseForm.css';
import { shownFieldErrors } from '../i18n/field-messages';

/** A purchase's payments to its supplier, and the Add payment form. */
export function PurchasePaymentDialog({ actor }: { actor: PurchasePaymentActor }) {
  const isOpen = useSelector(actor, (snapshot) => snapshot.hasTag('open'));
  if (!isOpen) return null;
  return <OpenPaymentDialog actor={actor} />;
}

function OpenPaymentDialog({ actor }: { actor: PurchasePaymentActor }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const purchase = useSelector(actor, (snapshot) => snapshot.context.purchase!);
  const accounts = useSelector(actor, (snapshot) => snapshot.context.accounts);
  const payments = useSelector(actor, (snapshot) => snapshot.context.payments);
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const { i18n, t } = useLingui();
  const errors = shownFieldErrors(i18n, useSelector(actor, (snapshot) => snapshot.context.fieldErrors));
  const message = useSelector(actor, (snapshot) => snapshot.context.message);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('failed'));
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'payment.submit' }));
  const { reference } = purchase;
  const change = (field: PaymentField) => (event: { target: { value: string } }) => actor.send({ type: 'payment.change', field, value: event.target.value });

  useEffect(() => closeRef.current?.focus(), []);

  return (
    <div className={backdrop}>
      <div
        className={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') actor.send({ type: 'payment.close' });
        }}
      >
        <h2 id={titleId} className={titleStyle}>
          <Trans>Payments of {reference}</Trans>
        </h2>
        <p>
          <Trans>
            Grand Total <Money amount={purchase.total} /> · Paid <Money amount={purchase.paid} /> · Due <Money amount={purchase.due} />
          </Trans>{' '}
          · {statusName(i18n, purchase.paymentStatus)}
        </p>
        {loading && (
          <p role="status">
            <Trans>Loading payments…</Trans>
          </p>
        )}
        {message && (
          <div className={failure} role="alert">
            {shownText(i18n, message)}
            {failed && (
              <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'payment.retry' })}>
                <Trans>Retry</Trans>
              </button>
            )}
          </div>
        )}
        <div className={scroller}>
          <table className={table}>
            <caption className={titleStyle}>
              <Trans>Payments</Trans>
            </caption>
            <thead>
              <tr>
                {[
                  { id: 'date', heading: t`Date` },
                  { id: 'reference', heading: t`Reference` },
                  { id: 'account', heading: t`Account` },
                  { id: 'method', heading: t`Method` },
                  { id: 'amount', heading: t`Amount` },
                  { id: 'note', heading: t`Note` },
                ].map(({ id, heading }) => (
                  <th key={id} scope="col" className={`${headerCell} ${id === 'amount' ? alignEnd : ''}`}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {payments.length === 0 ? (
                <tr>
                  <td colSpan={6} className={stateCell}>
                    <Trans>No payments yet.</Trans>
                  </td>
                </tr>
              ) : (
                payments.map((payment) => (
                  <tr key={payment._id}>
                    <td className={cell}>
                      <DateText value={payment.date} />
                    </td>
                    <td className={cell}>{payment.reference}</td>
                    <td className={cell}>
                      <bdi>{payment.account ?? ''}</bdi>
                    </td>
                    <td className={cell}>
                      {paymentMethodName(i18n, payment.method)}
                      {payment.methodNumber ? ` ${payment.methodNumber}` : ''}
                    </td>
                    <td className={`${cell} ${alignEnd}`}>
                      <Money amount={payment.amount} />
                    </td>
                    <td className={cell}>
                      <bdi>{payment.note}</bdi>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        {purchase.due > 0 && (
          <form
            noValidate
            aria-label={t`Add payment`}
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'payment.submit' });
            }}
          >
            <div className={dialogGrid}>
              <TextField id="payment-amount" label={t`Amount`} required type="number" min={0.01} step={0.01} value={values.amount} error={errors.amount} onChange={change('amount')} />
              <SelectField
                id="payment-account"
                label={t`Account`}
                required
                placeholder={t`Select account...`}
                options={accounts.map((account) => {
                  const { name: accountName, accountNumber } = account;
                  return { value: account._id, label: account.isDefault ? t`${accountName} (${accountNumber}) · default` : `${accountName} (${accountNumber})` };
                })}
                value={values.account}
                error={errors.account}
                onChange={change('account')}
              />
              <SelectField id="payment-method" label={t`Method`} options={SUPPLIER_PAYMENT_METHODS.map((method) => ({ value: method, label: paymentMethodName(i18n, method) }))} value={values.method} error={errors.method} onChange={change('method')} />
              <DateField id="payment-date" label={t`Date`} value={values.date} error={errors.date} hint={t`Today when empty`} onChange={(value) => change('date')({ target: { value } })} />
              <div className={wide}>
                <TextField id="payment-note" label={t`Note`} value={values.note} error={errors.note} onChange={change('note')} />
              </div>
            </div>
            <div className={buttons}>
              <button type="submit" className={button.primary} disabled={!canSubmit}>
                {saving ? <Trans>Saving…</Trans> : <Trans>Add payment</Trans>}
              </button>
            </div>
          </form>
        )}
        <div className={buttons}>
          <button ref={closeRef} type="button" className={button.secondary} onClick={() => actor.send({ type: 'payment.close' })}>
            <Trans>Close</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}
