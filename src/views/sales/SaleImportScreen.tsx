import { createContext, useContext, useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { SALE_IMPORT_COLUMNS, SALE_IMPORT_SAMPLE, SALE_IMPORT_SAMPLE_NAME } from '../../domain/sale-import';
import { SALE_STATUSES } from '../../domain/sales.schemas';
import { screens } from '../../domain/screens';
import { saleImportMachine, type SaleImportActor, type SaleImportField } from '../../machines/sales/sale-import.machine';
import { button, field } from '../../styles/controls.css';
import { fileInput, problemList, progressBar } from '../catalog/CategoryImportDialog.css';
import { FieldLabel } from '../common/FieldLabel';
import { describedBy, FieldMessages } from '../common/FieldMessages';
import { screenHeader } from '../common/ListScreen.css';
import { actions, fieldGrid, formAlert, formCard, note, wide } from '../common/RecordFormFrame.css';
import { screen, screenTitle } from '../common/screen.css';
import { SelectField } from '../common/SelectField';
import { useForwardNotices } from '../common/use-list-actor';
import { formStack } from './SaleForm.css';

/** The machine the screen runs; view tests provide one with their own server calls. */
export const SaleImportLogicContext = createContext(saleImportMachine);

const sampleHref = `data:text/csv;charset=utf-8,${encodeURIComponent(SALE_IMPORT_SAMPLE)}`;

/** Import Sale (/sale/import; SPEC.md section 2; issue 13): customer, warehouse, biller, CSV and status, all required. */
export function SaleImportScreen() {
  const logic = useContext(SaleImportLogicContext);
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
          {screens.saleImport.title}
        </h1>
      </div>
      <div className={formCard}>
        {loading && <p role="status">Loading customers, warehouses and billers…</p>}
        {loadFailed && <LoadFailure actor={actor} />}
        {!loading && !loadFailed && <ImportForm actor={actor} />}
      </div>
    </section>
  );
}

function LoadFailure({ actor }: { actor: SaleImportActor }) {
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

function ImportForm({ actor }: { actor: SaleImportActor }) {
  const choices = useSelector(actor, (snapshot) => snapshot.context.choices);
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const errors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const fileName = useSelector(actor, (snapshot) => snapshot.context.file?.name ?? null);
  const rowCount = useSelector(actor, (snapshot) => snapshot.context.rowCount);
  const reading = useSelector(actor, (snapshot) => snapshot.matches('reading'));
  const uploading = useSelector(actor, (snapshot) => snapshot.matches('uploading') || snapshot.matches('imported'));
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'import.submit' }));
  const select = (name: SaleImportField, label: string, items: readonly { id: string; name: string }[]) => (
    <SelectField
      id={`import-${name}`}
      label={label}
      required
      placeholder={`Select ${label.toLowerCase()}...`}
      options={items.map((item) => ({ value: item.id, label: item.name }))}
      value={values[name]}
      error={errors[name]}
      disabled={uploading}
      onChange={(event) => actor.send({ type: 'import.field.change', name, value: event.target.value })}
    />
  );
  return (
    <form
      className={formStack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'import.submit' });
      }}
    >
      <div className={fieldGrid}>
        {select('customer', 'Customer', choices?.customers ?? [])}
        {select('warehouse', 'Warehouse', choices?.warehouses ?? [])}
        {select('biller', 'Biller', choices?.billers ?? [])}
        {select('saleStatus', 'Sale Status', SALE_STATUSES.map((status) => ({ id: status, name: status })))}
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
            hint={reading ? `Reading ${fileName}…` : fileName && rowCount > 0 ? `${rowCount} ${rowCount === 1 ? 'row' : 'rows'} in ${fileName}.` : `Columns in order: ${SALE_IMPORT_COLUMNS.join(', ')}.`}
            error={errors.file}
          />
        </div>
        <div className={wide}>
          <a href={sampleHref} download={SALE_IMPORT_SAMPLE_NAME} className={button.secondary}>
            Download sample file
          </a>
        </div>
      </div>
      <p className={note}>The fields marked * are required. The file makes one sale, and nothing is saved unless every row is correct.</p>
      {uploading && (
        <div role="status">
          <p>
            Importing {rowCount} {rowCount === 1 ? 'line' : 'lines'}…
          </p>
          <progress className={progressBar} aria-label="Import progress" />
        </div>
      )}
      <ServerProblems actor={actor} />
      <div className={actions}>
        <button type="submit" className={button.primary} disabled={!canSubmit}>
          {uploading ? 'Importing…' : 'Submit'}
        </button>
        <Link href={screens.saleList.path} className={button.secondary}>
          Cancel
        </Link>
      </div>
    </form>
  );
}

function ServerProblems({ actor }: { actor: SaleImportActor }) {
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
