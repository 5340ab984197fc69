import { Trans, useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useParams } from 'wouter';
import { screens } from '../../domain/screens';
import { SALE_STATUSES } from '../../domain/sales.schemas';
import { ACCOUNT_PAYMENT_METHODS } from '../../domain/shop-constants';
import type { orderLinesMachine } from '../../machines/common/order-lines.machine';
import {
  paymentNeedsNumber,
  salePaymentStatus,
  selectSalePaymentAccounts,
  selectSalePayments,
  selectIsSaving,
  selectSaleBanner,
  selectSaleChoices,
  selectSaleFieldErrors,
  selectSaleLines,
  selectSaleSettled,
  selectSaleValues,
  type SaleFormActor,
  type SaleFormField,
} from '../../machines/sales/sale-form.machine';
import { button } from '../../styles/controls.css';
import { bottom } from '../common/DocumentForm.css';
import { selectSaleNotFound } from '../../machines/sales/sale-form.machine';
import { DocumentFormFrame, OrderChargeFields } from '../common/DocumentFormFrame';
import { DocumentOrderLines } from '../common/DocumentOrderLines';
import { Money } from '../common/Money';
import { formCard, fieldGrid, wide } from '../common/RecordFormFrame.css';
import { SelectField } from '../common/SelectField';
import { TextAreaField } from '../common/TextAreaField';
import { TextField } from '../common/TextField';
import { fieldMessageText, shownFieldErrors } from '../i18n/field-messages';
import { paymentMethodName } from '../i18n/payment-method-names';
import { screenTitles } from '../i18n/screen-names';
import { statusName } from '../i18n/status-names';
import { bannerError, bannerSuccess } from './SaleForm.css';
import { SaleSummary } from './SaleSummary';
import { useSaleForm } from './use-sale-form';

/** Add Sale and Edit Sale (/sale/add, /sale/edit/:id). */
export function SaleFormScreen() {
  const { id } = useParams<{ id?: string }>();
  const actor = useSaleForm(id);
  const { i18n } = useLingui();
  return (
    <DocumentFormFrame title={i18n._(id ? screenTitles.saleEdit : screenTitles.saleAdd)} form={actor} selectNotFound={selectSaleNotFound} listPath={screens.saleList.path}>
      <SaleFormBody actor={actor} />
    </DocumentFormFrame>
  );
}

function SaleFormBody({ actor }: { actor: SaleFormActor }) {
  const { i18n, t } = useLingui();
  const values = useSelector(actor, selectSaleValues);
  const errors = shownFieldErrors(i18n, useSelector(actor, selectSaleFieldErrors)) as Record<string, string>;
  const banner = useSelector(actor, selectSaleBanner);
  const lines = useSelector(actor, selectSaleLines);
  const choices = useSelector(actor, selectSaleChoices);
  const saving = useSelector(actor, selectIsSaving);
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'form.submit' }));
  const change = (name: SaleFormField) => (event: { target: { value: string } }) => actor.send({ type: 'field.change', name, value: event.target.value });
  const options = (items: readonly { id: string; name: string }[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));
  const statuses = SALE_STATUSES.map((status) => ({ value: status, label: statusName(i18n, status) }));

  return (
    <form
      className={formCard}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'form.submit' });
      }}
    >
      {banner && (
        <p className={banner.kind === 'error' ? bannerError : bannerSuccess} role={banner.kind === 'error' ? 'alert' : 'status'} data-testid="sale-banner">
          {typeof banner.message === 'string' ? fieldMessageText(i18n, banner.message) : i18n._(banner.message)}
        </p>
      )}
      <div className={fieldGrid}>
        <SelectField id="sale-customer" label={t`Customer`} required placeholder={t`Select customer...`} options={options(choices?.customers)} value={values.customer} error={errors.customer} onChange={change('customer')} />
        <SelectField id="sale-warehouse" label={t`Warehouse`} required placeholder={t`Select warehouse...`} options={options(choices?.warehouses)} value={values.warehouse} error={errors.warehouse} onChange={change('warehouse')} />
        <SelectField id="sale-biller" label={t`Biller`} required placeholder={t`Select biller...`} options={options(choices?.billers)} value={values.biller} error={errors.biller} onChange={change('biller')} />
        <SelectField id="sale-status" label={t`Sale Status`} options={statuses} value={values.saleStatus} error={errors.saleStatus} onChange={change('saleStatus')} />
        {lines && <PaymentStatusField lines={lines} actor={actor} />}
      </div>
      {lines && <DocumentOrderLines lines={lines} document="sale" serverErrors={errors} />}
      <SalePayments actor={actor} errors={errors} />
      <div className={bottom}>
        <div className={fieldGrid}>
          {lines && (
            <OrderChargeFields
              lines={lines}
              ids={{ orderTax: 'sale-order-tax', discount: 'sale-order-discount', shipping: 'sale-shipping' }}
              discountLabel="Order Discount"
              errors={{ orderTax: errors.orderTax, discount: errors.orderDiscount, shipping: errors.shippingCost }}
            />
          )}
          <div className={wide}>
            <TextAreaField id="sale-note" label={t`Sale Note`} rows={3} value={values.saleNote} error={errors.saleNote} onChange={change('saleNote')} />
          </div>
          <div className={wide}>
            <TextAreaField id="staff-note" label={t`Staff Note`} rows={3} value={values.staffNote} error={errors.staffNote} onChange={change('staffNote')} />
          </div>
        </div>
        {lines && <SaleSummary lines={lines} />}
      </div>
      <div>
        <button type="submit" className={button.primary} disabled={!canSubmit}>
          {saving ? t`Saving…` : t`Submit`}
        </button>
      </div>
    </form>
  );
}

/**
 * Payment Status is derived, never chosen (docs/money-and-payments.md, "Payment status"): what the
 * sale was paid against what is owed with the lines on screen. Choosing 'Paid' used to record a
 * payment nobody took.
 */
function PaymentStatusField({ lines, actor }: { lines: ActorRefFrom<typeof orderLinesMachine>; actor: SaleFormActor }) {
  const settled = useSelector(actor, selectSaleSettled);
  const payments = useSelector(actor, selectSalePayments);
  const { status, paid, owed } = useSelector(lines, (snapshot) => salePaymentStatus(settled, snapshot, payments), shallowEqual);
  const { i18n } = useLingui();
  return (
    <div role="group" aria-labelledby="sale-payment-status-label">
      <span id="sale-payment-status-label">
        <Trans>Payment Status</Trans>
      </span>
      <p>
        <output aria-labelledby="sale-payment-status-label" data-testid="sale-payment-status">
          {statusName(i18n, status)}
        </output>{' '}
        <Trans>
          (paid <Money amount={paid} /> of <Money amount={owed} />)
        </Trans>
      </p>
    </div>
  );
}

/**
 * Payments taken with the sale (docs/money-and-payments.md, "Methods and accounts"): each a method,
 * an amount, the account it goes into (the method's, changeable for this payment) and, for a cheque
 * or gift card, its number. They are recorded when the sale is saved.
 */
function SalePayments({ actor, errors }: { actor: SaleFormActor; errors: Record<string, string> }) {
  const payments = useSelector(actor, selectSalePayments);
  const { accounts } = useSelector(actor, selectSalePaymentAccounts);
  const accountOptions = accounts.map((account) => ({ value: account.id, label: account.name }));
  const { i18n, t } = useLingui();
  const methodOptions = ACCOUNT_PAYMENT_METHODS.map((method) => ({ value: method, label: paymentMethodName(i18n, method) }));
  const change = (index: number, field: 'method' | 'amount' | 'account' | 'number') => (event: { target: { value: string } }) =>
    actor.send({ type: 'payment.change', index, field, value: event.target.value });
  return (
    <section aria-labelledby="sale-payments-title">
      <h2 id="sale-payments-title">
        <Trans>Payments</Trans>
      </h2>
      {payments.map((payment, index) => {
        const number = index + 1;
        return (
        <fieldset key={index} className={fieldGrid} aria-label={t`Payment ${number}`}>
          <SelectField id={`sale-payment-${index}-method`} label={t`Method`} options={methodOptions} value={payment.method} onChange={change(index, 'method')} />
          <TextField id={`sale-payment-${index}-amount`} label={t`Amount`} inputMode="decimal" value={payment.amount} error={errors[`payments.${index}.amount`]} onChange={change(index, 'amount')} />
          <SelectField
            id={`sale-payment-${index}-account`}
            label={t`Account`}
            placeholder={t`Select account`}
            options={accountOptions}
            value={payment.accountId}
            error={errors[`payments.${index}.accountId`]}
            onChange={change(index, 'account')}
          />
          {paymentNeedsNumber(payment.method) && (
            <TextField
              id={`sale-payment-${index}-number`}
              label={payment.method === 'Cheque' ? t`Cheque number` : t`Gift card number`}
              value={payment.number}
              error={errors[`payments.${index}.methodNumber`]}
              onChange={change(index, 'number')}
            />
          )}
          <div>
            <button type="button" className={button.ghost} onClick={() => actor.send({ type: 'payment.remove', index })}>
              <Trans>Remove payment {number}</Trans>
            </button>
          </div>
        </fieldset>
        );
      })}
      {errors.payments && (
        <p role="alert" className={bannerError}>
          {errors.payments}
        </p>
      )}
      <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'payment.add' })}>
        <Trans>Add payment</Trans>
      </button>
    </section>
  );
}
