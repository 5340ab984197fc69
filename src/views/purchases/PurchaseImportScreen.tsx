import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { purchaseImportMachine, type PurchaseImportActor } from '../../machines/purchases/purchase-import.machine';
import { ATTACHMENT_EXTENSIONS, PURCHASE_IMPORT_COLUMNS, PURCHASE_IMPORT_SAMPLE, PURCHASE_IMPORT_SAMPLE_NAME } from '../../domain/purchase-import';
import { screens } from '../../domain/screens';
import { field } from '../../styles/controls.css';
import { fileInput } from '../catalog/CategoryImportDialog.css';
import { DocumentImportForm, DocumentImportFrame, useImportUploading } from '../common/DocumentImport';
import { useFollowUps } from '../common/use-follow-ups';
import { FieldLabel } from '../common/FieldLabel';
import { describedBy, FieldMessages } from '../common/FieldMessages';
import { SelectField } from '../common/SelectField';
import { screenActorContext } from '../common/screen-actor-context';
import { screenTitles } from '../i18n/screen-names';
import { shownFieldErrors } from '../i18n/field-messages';

/** The machine the screen runs; view tests substitute its server calls. */
export const PurchaseImportActorContext = screenActorContext(purchaseImportMachine);

const attachmentAccept = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const extensions = ATTACHMENT_EXTENSIONS.join(', ');

/** Import Purchase (/purchase/import; docs/screens.md#purchases and #messages and docs/api.md#records-and-their-fields). */
export function PurchaseImportScreen() {
  const actor: PurchaseImportActor = PurchaseImportActorContext.useOwnActor();
  useFollowUps(actor);
  const { i18n, t } = useLingui();
  return (
    <DocumentImportFrame title={i18n._(screenTitles.purchaseImport)} form={actor} loadingText={t`Loading warehouses and suppliers…`}>
      <DocumentImportForm
        form={actor}
        fields={<PurchaseImportFields actor={actor} />}
        after={<AttachmentField actor={actor} />}
        columns={PURCHASE_IMPORT_COLUMNS}
        sample={{ name: PURCHASE_IMPORT_SAMPLE_NAME, text: PURCHASE_IMPORT_SAMPLE }}
        note={t`The fields marked * are required. Nothing is saved unless every row of the file is correct.`}
        cancelHref={screens.purchaseList.path}
      />
    </DocumentImportFrame>
  );
}

function PurchaseImportFields({ actor }: { actor: PurchaseImportActor }) {
  const choices = useSelector(actor, (snapshot) => snapshot.context.choices);
  const warehouse = useSelector(actor, (snapshot) => snapshot.context.warehouse);
  const supplier = useSelector(actor, (snapshot) => snapshot.context.supplier);
  const { i18n, t } = useLingui();
  const errors = shownFieldErrors(i18n, useSelector(actor, (snapshot) => snapshot.context.fieldErrors));
  const uploading = useImportUploading(actor);
  return (
    <>
      <SelectField
        id="import-warehouse"
        label={t`Warehouse`}
        required
        placeholder={t`Select warehouse`}
        options={choices.warehouses.map((choice) => ({ value: choice.id, label: choice.name }))}
        value={warehouse}
        error={errors.warehouse}
        disabled={uploading}
        onChange={(event) => actor.send({ type: 'import.warehouse.choose', warehouse: event.target.value })}
      />
      <SelectField
        id="import-supplier"
        label={t`Supplier`}
        placeholder={t`Select supplier`}
        options={choices.suppliers.map((choice) => ({ value: choice.id, label: choice.name }))}
        value={supplier}
        disabled={uploading}
        onChange={(event) => actor.send({ type: 'import.supplier.choose', supplier: event.target.value })}
      />
    </>
  );
}

/** docs/screens.md#purchases: an optional pdf, doc, docx, jpg, jpeg or png kept with the purchase. */
function AttachmentField({ actor }: { actor: PurchaseImportActor }) {
  const uploading = useImportUploading(actor);
  const { i18n, t } = useLingui();
  const error = shownFieldErrors(i18n, useSelector(actor, (snapshot) => snapshot.context.fieldErrors)).attachment;
  return (
    <div className={field}>
      <FieldLabel htmlFor="import-attachment" label={t`Attach Document`} />
      <input
        id="import-attachment"
        className={fileInput}
        type="file"
        accept={attachmentAccept}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy('import-attachment', 'hint', error)}
        disabled={uploading}
        onChange={(event) => actor.send({ type: 'import.attachment.choose', file: event.target.files?.[0] ?? null })}
      />
      <FieldMessages id="import-attachment" hint={t`Optional: ${extensions}.`} error={error} />
    </div>
  );
}
