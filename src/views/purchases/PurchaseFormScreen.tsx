import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { fieldMessageText } from '../i18n/field-messages';
import { screenTitles } from '../i18n/screen-names';
import { statusName } from '../i18n/status-names';
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
  const { i18n } = useLingui();
  const { id } = useParams<{ id?: string }>();
  const actor = usePurchaseForm(id);
  return (
    <DocumentFormFrame title={i18n._(id ? screenTitles.purchaseEdit : screenTitles.purchaseAdd)} form={actor} selectNotFound={selectPurchaseNotFound} listPath={screens.purchaseList.path}>
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
  const { i18n, t } = useLingui();
  // The form's messages are src/domain's and the server's words, shown in the person's language where the catalogs have them.
  const shown = (error: string | undefined) => (error === undefined ? undefined : fieldMessageText(i18n, error));

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
        <SelectField id="purchase-warehouse" label={t`Warehouse`} required placeholder={t`Select warehouse...`} options={options(choices?.warehouses)} value={values.warehouse} error={shown(errors.warehouse)} onChange={change('warehouse')} />
        <SelectField id="purchase-supplier" label={t`Supplier`} placeholder={t`No supplier`} options={options(choices?.suppliers)} value={values.supplier} error={shown(errors.supplier)} onChange={change('supplier')} />
        <SelectField
          id="purchase-status"
          label={t`Purchase Status`}
          options={PURCHASE_STATUSES.map((status) => ({ value: status, label: statusName(i18n, status) }))}
          value={values.purchaseStatus}
          error={shown(errors.purchaseStatus)}
          onChange={change('purchaseStatus')}
        />
      </div>
      <DocumentOrderLines lines={lines} document="purchase" serverErrors={errors} />
      {linesProblem && (
        <p className={problem} role="alert">
          {shown(linesProblem)}
        </p>
      )}
      <div className={bottom}>
        <div className={fieldGrid}>
          <OrderChargeFields
            lines={lines}
            ids={{ orderTax: 'purchase-order-tax', discount: 'purchase-discount', shipping: 'purchase-shipping' }}
            discountLabel="Discount"
            errors={{ orderTax: shown(errors.orderTax), discount: shown(errors.discount), shipping: shown(errors.shippingCost) }}
          />
          <div className={wide}>
            <TextAreaField id="purchase-note" label={t`Note`} rows={3} value={values.note} error={shown(errors.note)} onChange={change('note')} />
          </div>
          {attachment && (
            <div className={wide}>
              <AttachedDocumentLink attachment={attachment} />
            </div>
          )}
          <div className={wide}>
            <CheckboxField
              id="purchase-paid-in-full"
              label={t`Paid in full (pay the balance from the default account)`}
              checked={values.paidInFull}
              error={shown(errors.paidInFull)}
              onChange={(event) => actor.send({ type: 'field.paidInFull', value: event.target.checked })}
            />
          </div>
        </div>
        <PurchaseSummary lines={lines} />
      </div>
      {errors.total && (
        <p className={problem} role="alert">
          {shown(errors.total)}
        </p>
      )}
      <div>
        <button type="submit" className={button.primary} disabled={!canSubmit}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Submit</Trans>}
        </button>
      </div>
    </form>
  );
}
