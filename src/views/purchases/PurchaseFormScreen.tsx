import { useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import { PURCHASE_STATUSES } from '../../domain/purchase.schemas';
import { screens } from '../../domain/screens';
import {
  selectIsSaving,
  selectPurchaseAttachment,
  selectPurchaseChoices,
  selectPurchaseFieldErrors,
  selectPurchaseLines,
  selectPurchaseLinesProblem,
  selectPurchaseValues,
  type PurchaseFormActor,
} from '../../machines/purchases/purchase-form.machine';
import { button } from '../../styles/controls.css';
import { CheckboxField } from '../common/CheckboxField';
import { bottom, problem } from '../common/DocumentForm.css';
import { selectPurchaseNotFound } from '../../machines/purchases/purchase-form.machine';
import { DocumentFormFrame, OrderChargeFields } from '../common/DocumentFormFrame';
import { DocumentOrderLines } from '../common/DocumentOrderLines';
import { fieldGrid, formCard, wide } from '../common/RecordFormFrame.css';
import { SelectField } from '../common/SelectField';
import { TextAreaField } from '../common/TextAreaField';
import { AttachedDocumentLink } from './AttachedDocumentLink';
import { PurchaseSummary } from './PurchaseSummary';
import { usePurchaseForm } from './use-purchase-form';

/** Add Purchase and Edit Purchase (/purchase/add, /purchase/edit/:id). */
export function PurchaseFormScreen() {
  const { id } = useParams<{ id?: string }>();
  const actor = usePurchaseForm(id);
  return (
    <DocumentFormFrame title={id ? screens.purchaseEdit.title : screens.purchaseAdd.title} form={actor} selectNotFound={selectPurchaseNotFound} listPath={screens.purchaseList.path}>
      <PurchaseFormBody actor={actor} />
    </DocumentFormFrame>
  );
}

function PurchaseFormBody({ actor }: { actor: PurchaseFormActor }) {
  const values = useSelector(actor, selectPurchaseValues);
  const errors = useSelector(actor, selectPurchaseFieldErrors);
  const lines = useSelector(actor, selectPurchaseLines)!;
  const linesProblem = useSelector(actor, selectPurchaseLinesProblem);
  const choices = useSelector(actor, selectPurchaseChoices);
  const attachment = useSelector(actor, selectPurchaseAttachment);
  const saving = useSelector(actor, selectIsSaving);
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'form.submit' }));
  const change = (name: 'warehouse' | 'supplier' | 'purchaseStatus' | 'note') => (event: { target: { value: string } }) => actor.send({ type: 'field.change', name, value: event.target.value });
  const options = (items: readonly { id: string; name: string }[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));

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
      <DocumentOrderLines lines={lines} document="purchase" serverErrors={errors} />
      {linesProblem && (
        <p className={problem} role="alert">
          {linesProblem}
        </p>
      )}
      <div className={bottom}>
        <div className={fieldGrid}>
          <OrderChargeFields
            lines={lines}
            ids={{ orderTax: 'purchase-order-tax', discount: 'purchase-discount', shipping: 'purchase-shipping' }}
            discountLabel="Discount"
            errors={{ orderTax: errors.orderTax, discount: errors.discount, shipping: errors.shippingCost }}
          />
          <div className={wide}>
            <TextAreaField id="purchase-note" label="Note" rows={3} value={values.note} error={errors.note} onChange={change('note')} />
          </div>
          {attachment && (
            <div className={wide}>
              <AttachedDocumentLink attachment={attachment} />
            </div>
          )}
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
