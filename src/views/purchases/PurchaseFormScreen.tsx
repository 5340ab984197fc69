import { shallowEqual, useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import { PURCHASE_STATUSES } from '../../domain/purchase.schemas';
import { screens } from '../../domain/screens';
import {
  selectIsSaving,
  selectPurchaseChoices,
  selectPurchaseFieldErrors,
  selectPurchaseLines,
  selectPurchaseValues,
  type PurchaseFormActor,
} from '../../machines/purchases/purchase-form.machine';
import { selectPurchaseSummary } from '../../machines/purchases/purchase-lines.selectors';
import { button } from '../../styles/controls.css';
import { CheckboxField } from '../common/CheckboxField';
import { fieldGrid, formCard, statePanel, wide } from '../common/RecordFormFrame.css';
import { screen, screenTitle } from '../common/screen.css';
import { SelectField } from '../common/SelectField';
import { TextAreaField } from '../common/TextAreaField';
import { TextField } from '../common/TextField';
import { bottom, problem } from './PurchaseForm.css';
import { PurchaseOrderLines } from './PurchaseOrderLines';
import { PurchaseSummary } from './PurchaseSummary';
import { usePurchaseForm } from './use-purchase-form';

/** SPEC.md section 9: order tax choices 0, 5, 10 and 15 percent. */
const ORDER_TAX_CHOICES = ['0', '5', '10', '15'];

/** Add Purchase and Edit Purchase (/purchase/add, /purchase/edit/:id). */
export function PurchaseFormScreen() {
  const { id } = useParams<{ id?: string }>();
  const actor = usePurchaseForm(id);
  const title = id ? screens.purchaseEdit.title : screens.purchaseAdd.title;
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
        <PurchaseFormBody actor={actor} />
      )}
    </section>
  );
}

function PurchaseFormBody({ actor }: { actor: PurchaseFormActor }) {
  const values = useSelector(actor, selectPurchaseValues);
  const errors = useSelector(actor, selectPurchaseFieldErrors);
  const lines = useSelector(actor, selectPurchaseLines)!;
  const choices = useSelector(actor, selectPurchaseChoices);
  const saving = useSelector(actor, selectIsSaving);
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'form.submit' }));
  const figures = useSelector(lines, selectPurchaseSummary, shallowEqual);
  const refused = useSelector(lines, (snapshot) => snapshot.context.problem);
  const change = (name: 'warehouse' | 'supplier' | 'purchaseStatus' | 'note') => (event: { target: { value: string } }) => actor.send({ type: 'field.change', name, value: event.target.value });
  const options = (items: readonly { id: string; name: string }[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));
  const chargeProblem = (field: string) => (refused?.field === field ? refused.message : undefined);

  return (
    <form
      className={formCard}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'form.submit' });
      }}
    >
      <div className={fieldGrid}>
        <SelectField id="purchase-warehouse" label="Warehouse" required placeholder="Select warehouse..." options={options(choices?.warehouses)} value={values.warehouse} error={errors.warehouse} onChange={change('warehouse')} />
        <SelectField id="purchase-supplier" label="Supplier" placeholder="No supplier" options={options(choices?.suppliers)} value={values.supplier} error={errors.supplier} onChange={change('supplier')} />
        <SelectField
          id="purchase-status"
          label="Purchase Status"
          options={PURCHASE_STATUSES.map((status) => ({ value: status, label: status }))}
          value={values.purchaseStatus}
          error={errors.purchaseStatus}
          onChange={change('purchaseStatus')}
        />
      </div>
      <PurchaseOrderLines lines={lines} />
      {errors.products && (
        <p className={problem} role="alert">
          {errors.products}
        </p>
      )}
      <div className={bottom}>
        <div className={fieldGrid}>
          <SelectField
            id="purchase-order-tax"
            label="Order Tax"
            options={ORDER_TAX_CHOICES.map((rate) => ({ value: rate, label: `${rate}%` }))}
            value={String(figures.orderTaxRate)}
            error={chargeProblem('orderTax') ?? errors.orderTax}
            onChange={(event) => lines.send({ type: 'lines.orderTax.change', text: event.target.value })}
          />
          <TextField
            id="purchase-discount"
            label="Discount"
            type="number"
            min={0}
            step={0.01}
            defaultValue={figures.discount}
            error={chargeProblem('orderDiscount') ?? errors.discount}
            onChange={(event) => lines.send({ type: 'lines.orderDiscount.change', text: event.target.value || '0' })}
          />
          <TextField
            id="purchase-shipping"
            label="Shipping Cost"
            type="number"
            min={0}
            step={0.01}
            defaultValue={figures.shipping}
            error={chargeProblem('shipping') ?? errors.shippingCost}
            onChange={(event) => lines.send({ type: 'lines.shipping.change', text: event.target.value || '0' })}
          />
          <div className={wide}>
            <TextAreaField id="purchase-note" label="Note" rows={3} value={values.note} error={errors.note} onChange={change('note')} />
          </div>
          <div className={wide}>
            <CheckboxField
              id="purchase-paid-in-full"
              label="Paid in full (pay the balance from the default account)"
              checked={values.paidInFull}
              error={errors.paidInFull}
              onChange={(event) => actor.send({ type: 'field.paidInFull', value: event.target.checked })}
            />
          </div>
        </div>
        <PurchaseSummary lines={lines} />
      </div>
      {errors.total && (
        <p className={problem} role="alert">
          {errors.total}
        </p>
      )}
      <div>
        <button type="submit" className={button.primary} disabled={!canSubmit}>
          {saving ? 'Saving…' : 'Submit'}
        </button>
      </div>
    </form>
  );
}
