import { shallowEqual, useSelector } from '@xstate/react';
import { selectSaleCharges } from '../../machines/sales/sale-lines.selectors';
import { useParams } from 'wouter';
import { screens } from '../../domain/screens';
import { SALE_PAYMENT_STATUSES, SALE_STATUSES } from '../../domain/sales.schemas';
import {
  selectIsSaving,
  selectSaleBanner,
  selectSaleChoices,
  selectSaleFieldErrors,
  selectSaleLines,
  selectSaleValues,
  type SaleFormActor,
  type SaleFormField,
} from '../../machines/sales/sale-form.machine';
import { button } from '../../styles/controls.css';
import { formCard, fieldGrid, statePanel, wide } from '../common/RecordFormFrame.css';
import { screen, screenTitle } from '../common/screen.css';
import { SelectField } from '../common/SelectField';
import { TextAreaField } from '../common/TextAreaField';
import { TextField } from '../common/TextField';
import { bannerError, bannerSuccess, bottom } from './SaleForm.css';
import { SaleOrderLines } from './SaleOrderLines';
import { SaleSummary } from './SaleSummary';
import { useSaleForm } from './use-sale-form';

/** SPEC.md section 9: order tax choices 0, 5, 10 and 15 percent. */
const ORDER_TAX_CHOICES = ['0', '5', '10', '15'];

/** Add Sale and Edit Sale (/sale/add, /sale/edit/:id). */
export function SaleFormScreen() {
  const { id } = useParams<{ id?: string }>();
  const actor = useSaleForm(id);
  const title = id ? screens.saleEdit.title : screens.saleAdd.title;
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const loadError = useSelector(actor, (snapshot) => snapshot.context.loadError);
  return (
    <section className={screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={screenTitle}>
        {title}
      </h1>
      {loading ? (
        <div className={statePanel} role="status">
          Loading…
        </div>
      ) : loadError ? (
        <div className={statePanel} role="alert">
          <p>{loadError}</p>
          <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'form.retry' })}>
            Retry
          </button>
        </div>
      ) : (
        <SaleFormBody actor={actor} />
      )}
    </section>
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
  const charges = useSelector(lines!, selectSaleCharges, shallowEqual);
  const problem = useSelector(lines!, (snapshot) => snapshot.context.problem);
  const change = (name: SaleFormField) => (event: { target: { value: string } }) => actor.send({ type: 'field.change', name, value: event.target.value });
  const options = (items: readonly { id: string; name: string }[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));
  const fixed = (items: readonly string[]) => items.map((item) => ({ value: item, label: item }));
  const chargeProblem = (field: string) => (problem?.field === field ? problem.message : undefined);

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
        <SelectField id="sale-payment-status" label="Payment Status" options={fixed(SALE_PAYMENT_STATUSES)} value={values.paymentStatus} error={errors.paymentStatus} onChange={change('paymentStatus')} />
      </div>
      {lines && <SaleOrderLines lines={lines} />}
      <div className={bottom}>
        <div className={fieldGrid}>
          <SelectField
            id="sale-order-tax"
            label="Order Tax"
            options={ORDER_TAX_CHOICES.map((rate) => ({ value: rate, label: `${rate}%` }))}
            value={String(charges.orderTax)}
            error={chargeProblem('orderTax') ?? errors.orderTax}
            onChange={(event) => lines!.send({ type: 'lines.orderTax.change', text: event.target.value })}
          />
          <TextField
            id="sale-order-discount"
            label="Order Discount"
            type="number"
            min={0}
            step={0.01}
            defaultValue={charges.discount}
            error={chargeProblem('orderDiscount') ?? errors.orderDiscount}
            onChange={(event) => lines!.send({ type: 'lines.orderDiscount.change', text: event.target.value || '0' })}
          />
          <TextField
            id="sale-shipping"
            label="Shipping Cost"
            type="number"
            min={0}
            step={0.01}
            defaultValue={charges.shipping}
            error={chargeProblem('shipping') ?? errors.shippingCost}
            onChange={(event) => lines!.send({ type: 'lines.shipping.change', text: event.target.value || '0' })}
          />
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
