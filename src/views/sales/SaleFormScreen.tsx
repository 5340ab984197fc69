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
import { bannerError, bannerSuccess } from './SaleForm.css';
import { SaleSummary } from './SaleSummary';
import { useSaleForm } from './use-sale-form';

/** Add Sale and Edit Sale (/sale/add, /sale/edit/:id). */
export function SaleFormScreen() {
  const { id } = useParams<{ id?: string }>();
  const actor = useSaleForm(id);
  return (
    <DocumentFormFrame title={id ? screens.saleEdit.title : screens.saleAdd.title} form={actor} selectNotFound={selectSaleNotFound} listPath={screens.saleList.path}>
      <SaleFormBody actor={actor} />
    </DocumentFormFrame>
  );
}

function SaleFormBody({ actor }: { actor: SaleFormActor }) {
  const values = useSelector(actor, selectSaleValues);
  const errors = useSelector(actor, selectSaleFieldErrors);
  const banner = useSelector(actor, selectSaleBanner);
  const lines = useSelector(actor, selectSaleLines);
  const choices = useSelector(actor, selectSaleChoices);
  const saving = useSelector(actor, selectIsSaving);
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'form.submit' }));
  const change = (name: SaleFormField) => (event: { target: { value: string } }) => actor.send({ type: 'field.change', name, value: event.target.value });
  const options = (items: readonly { id: string; name: string }[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));
  const fixed = (items: readonly string[]) => items.map((item) => ({ value: item, label: item }));

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
          {banner.message}
        </p>
      )}
      <div className={fieldGrid}>
        <SelectField id="sale-customer" label="Customer" required placeholder="Select customer..." options={options(choices?.customers)} value={values.customer} error={errors.customer} onChange={change('customer')} />
        <SelectField id="sale-warehouse" label="Warehouse" required placeholder="Select warehouse..." options={options(choices?.warehouses)} value={values.warehouse} error={errors.warehouse} onChange={change('warehouse')} />
        <SelectField id="sale-biller" label="Biller" required placeholder="Select biller..." options={options(choices?.billers)} value={values.biller} error={errors.biller} onChange={change('biller')} />
        <SelectField id="sale-status" label="Sale Status" options={fixed(SALE_STATUSES)} value={values.saleStatus} error={errors.saleStatus} onChange={change('saleStatus')} />
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
            <TextAreaField id="sale-note" label="Sale Note" rows={3} value={values.saleNote} error={errors.saleNote} onChange={change('saleNote')} />
          </div>
          <div className={wide}>
            <TextAreaField id="staff-note" label="Staff Note" rows={3} value={values.staffNote} error={errors.staffNote} onChange={change('staffNote')} />
          </div>
        </div>
        {lines && <SaleSummary lines={lines} />}
      </div>
      <div>
        <button type="submit" className={button.primary} disabled={!canSubmit}>
          {saving ? 'Saving…' : 'Submit'}
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
  return (
    <div role="group" aria-labelledby="sale-payment-status-label">
      <span id="sale-payment-status-label">Payment Status</span>
      <p>
        <output aria-labelledby="sale-payment-status-label" data-testid="sale-payment-status">
          {status}
        </output>{' '}
        (paid <Money amount={paid} /> of <Money amount={owed} />)
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
  const change = (index: number, field: 'method' | 'amount' | 'account' | 'number') => (event: { target: { value: string } }) =>
    actor.send({ type: 'payment.change', index, field, value: event.target.value });
  return (
    <section aria-labelledby="sale-payments-title">
      <h2 id="sale-payments-title">Payments</h2>
      {payments.map((payment, index) => (
        <fieldset key={index} className={fieldGrid} aria-label={`Payment ${index + 1}`}>
          <SelectField id={`sale-payment-${index}-method`} label="Method" options={ACCOUNT_PAYMENT_METHODS.map((method) => ({ value: method, label: method }))} value={payment.method} onChange={change(index, 'method')} />
          <TextField id={`sale-payment-${index}-amount`} label="Amount" inputMode="decimal" value={payment.amount} error={errors[`payments.${index}.amount`]} onChange={change(index, 'amount')} />
          <SelectField
            id={`sale-payment-${index}-account`}
            label="Account"
            placeholder="Select account"
            options={accountOptions}
            value={payment.accountId}
            error={errors[`payments.${index}.accountId`]}
            onChange={change(index, 'account')}
          />
          {paymentNeedsNumber(payment.method) && (
            <TextField
              id={`sale-payment-${index}-number`}
              label={payment.method === 'Cheque' ? 'Cheque number' : 'Gift card number'}
              value={payment.number}
              error={errors[`payments.${index}.methodNumber`]}
              onChange={change(index, 'number')}
            />
          )}
          <div>
            <button type="button" className={button.ghost} onClick={() => actor.send({ type: 'payment.remove', index })}>
              Remove payment {index + 1}
            </button>
          </div>
        </fieldset>
      ))}
      {errors.payments && (
        <p role="alert" className={bannerError}>
          {errors.payments}
        </p>
      )}
      <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'payment.add' })}>
        Add payment
      </button>
    </section>
  );
}
