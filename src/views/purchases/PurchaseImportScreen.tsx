import { createContext, useContext, useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { purchaseImportMachine, type PurchaseImportActor } from '../../machines/purchases/purchase-import.machine';
import { ATTACHMENT_EXTENSIONS, PURCHASE_IMPORT_COLUMNS, PURCHASE_IMPORT_SAMPLE, PURCHASE_IMPORT_SAMPLE_NAME } from '../../domain/purchase-import';
import { screens } from '../../domain/screens';
import { button, field } from '../../styles/controls.css';
import { screen, screenTitle } from '../common/screen.css';
import { screenHeader } from '../common/ListScreen.css';
import { actions, fieldGrid, formAlert, formCard, note, wide } from '../common/RecordFormFrame.css';
import { FieldLabel } from '../common/FieldLabel';
import { describedBy, FieldMessages } from '../common/FieldMessages';
import { SelectField } from '../common/SelectField';
import { useForwardNotices } from '../common/use-list-actor';
import { fileInput, problemList, progressBar } from '../catalog/CategoryImportDialog.css';

/** The machine the screen runs; view tests provide one with their own server calls. */
export const PurchaseImportLogicContext = createContext(purchaseImportMachine);

const sampleHref = `data:text/csv;charset=utf-8,${encodeURIComponent(PURCHASE_IMPORT_SAMPLE)}`;
const attachmentAccept = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Import Purchase (/purchase/import; SPEC.md sections 2, 3, 5 and 8; issue 12). */
export function PurchaseImportScreen() {
  const logic = useContext(PurchaseImportLogicContext);
  const actor = useActorRef(logic);
  const [, navigate] = useLocation();
  useForwardNotices(actor as never);
  useEffect(() => {
    const subscription = actor.on('navigate', ({ to }) => navigate(to));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const loadFailed = useSelector(actor, (snapshot) => snapshot.matches('loadFailed'));

  return (
    <section className={screen} aria-labelledby="screen-title">
      <div className={screenHeader}>
        <h1 id="screen-title" className={screenTitle}>
          {screens.purchaseImport.title}
        </h1>
      </div>
      <div className={formCard}>
        {loading && <p role="status">Loading warehouses and suppliers…</p>}
        {loadFailed && <LoadFailure actor={actor} />}
        {!loading && !loadFailed && <ImportForm actor={actor} />}
      </div>
    </section>
  );
}

function LoadFailure({ actor }: { actor: PurchaseImportActor }) {
  const message = useSelector(actor, (snapshot) => snapshot.context.message);
  return (
    <div role="alert" className={actions}>
      <p className={formAlert}>{message}</p>
      <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'import.retry' })}>
        Retry
      </button>
    </div>
  );
}

function ImportForm({ actor }: { actor: PurchaseImportActor }) {
  const choices = useSelector(actor, (snapshot) => snapshot.context.choices);
  const warehouse = useSelector(actor, (snapshot) => snapshot.context.warehouse);
  const supplier = useSelector(actor, (snapshot) => snapshot.context.supplier);
  const errors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const fileName = useSelector(actor, (snapshot) => snapshot.context.file?.name ?? null);
  const rowCount = useSelector(actor, (snapshot) => snapshot.context.rowCount);
  const reading = useSelector(actor, (snapshot) => snapshot.matches('reading'));
  const uploading = useSelector(actor, (snapshot) => snapshot.matches('uploading') || snapshot.matches('imported'));
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'import.submit' }));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'import.submit' });
      }}
    >
      <div className={fieldGrid}>
        <SelectField
          id="import-warehouse"
          label="Warehouse"
          required
          placeholder="Select warehouse"
          options={choices.warehouses.map((choice) => ({ value: choice.id, label: choice.name }))}
          value={warehouse}
          error={errors.warehouse}
          disabled={uploading}
          onChange={(event) => actor.send({ type: 'import.warehouse.choose', warehouse: event.target.value })}
        />
        <SelectField
          id="import-supplier"
          label="Supplier"
          placeholder="Select supplier"
          options={choices.suppliers.map((choice) => ({ value: choice.id, label: choice.name }))}
          value={supplier}
          disabled={uploading}
          onChange={(event) => actor.send({ type: 'import.supplier.choose', supplier: event.target.value })}
        />
        <div className={field}>
          <FieldLabel htmlFor="import-file" label="Upload CSV File" required />
          <input
            id="import-file"
            className={fileInput}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={describedBy('import-file', 'hint', errors.file)}
            disabled={uploading}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) actor.send({ type: 'import.file.choose', file });
            }}
          />
          <FieldMessages
            id="import-file"
            hint={reading ? `Reading ${fileName}…` : fileName && rowCount > 0 ? `${rowCount} ${rowCount === 1 ? 'row' : 'rows'} in ${fileName}.` : `Columns in order: ${PURCHASE_IMPORT_COLUMNS.join(', ')}.`}
            error={errors.file}
          />
        </div>
        <div className={field}>
          <FieldLabel htmlFor="import-attachment" label="Attach Document" />
          <input
            id="import-attachment"
            className={fileInput}
            type="file"
            accept={attachmentAccept}
            aria-invalid={errors.attachment ? true : undefined}
            aria-describedby={describedBy('import-attachment', 'hint', errors.attachment)}
            disabled={uploading}
            onChange={(event) => actor.send({ type: 'import.attachment.choose', file: event.target.files?.[0] ?? null })}
          />
          <FieldMessages id="import-attachment" hint={`Optional: ${ATTACHMENT_EXTENSIONS.join(', ')}.`} error={errors.attachment} />
        </div>
        <div className={wide}>
          <a href={sampleHref} download={PURCHASE_IMPORT_SAMPLE_NAME} className={button.secondary}>
            Download sample file
          </a>
        </div>
      </div>
      <p className={note}>The fields marked * are required. Nothing is saved unless every row of the file is correct.</p>
      {uploading && (
        <div role="status">
          <p>Importing {rowCount} {rowCount === 1 ? 'line' : 'lines'}…</p>
          <progress className={progressBar} aria-label="Import progress" />
        </div>
      )}
      <ServerProblems actor={actor} />
      <div className={actions}>
        <button type="submit" className={button.primary} disabled={!canSubmit}>
          {uploading ? 'Importing…' : 'Submit'}
        </button>
        <Link href={screens.purchaseList.path} className={button.secondary}>
          Cancel
        </Link>
      </div>
    </form>
  );
}

function ServerProblems({ actor }: { actor: PurchaseImportActor }) {
  const message = useSelector(actor, (snapshot) => snapshot.context.message);
  const problems = useSelector(actor, (snapshot) => snapshot.context.problems);
  if (!message) return null;
  return (
    <div className={formAlert} role="alert">
      <p>{message}</p>
      {problems.length > 1 && (
        <ul className={problemList}>
          {problems.map((problem, index) => (
            <li key={`${problem.path}-${index}`}>{problem.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
