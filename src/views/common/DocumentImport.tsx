import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ShownText } from '../../machines/common/notifications';
import { fieldMessageText } from '../i18n/field-messages';
import { shownText } from '../i18n/shown-text';
import { Link } from 'wouter';
import type { AnyActorRef } from 'xstate';
import { button, field } from '../../styles/controls.css';
import { fileInput, problemList, progressBar } from '../catalog/CategoryImportDialog.css';
import { formStack } from './DocumentForm.css';
import { FieldLabel } from './FieldLabel';
import { describedBy, FieldMessages } from './FieldMessages';
import { screenHeader } from './ListScreen.css';
import { actions, fieldGrid, formAlert, formCard, note as noteStyle, wide } from './RecordFormFrame.css';
import { screen, screenTitle } from './screen.css';

/*
 * Import Purchase and Import Sale share their frame: the machine's states (loading, loadFailed,
 * reading, uploading, imported), its context (message, problems, fieldErrors.file, file, rowCount) and
 * its events (import.retry, import.file.choose, import.submit) are the same in both import machines.
 */

/** The title and the card: 'Loading …', the load failure with Retry, or the form. */
export function DocumentImportFrame({ title, form, loadingText, children }: { title: string; form: AnyActorRef; loadingText: string; children: ReactNode }) {
  const loading = useSelector(form, (snapshot) => snapshot.hasTag('loading'));
  const loadFailed = useSelector(form, (snapshot) => snapshot.hasTag('loadFailed'));
  const message = useSelector(form, (snapshot) => snapshot.context.message as ShownText | null);
  const { i18n } = useLingui();
  return (
    <section className={screen} aria-labelledby="screen-title">
      <div className={screenHeader}>
        <h1 id="screen-title" className={screenTitle}>
          {title}
        </h1>
      </div>
      <div className={formCard}>
        {loading && <p role="status">{loadingText}</p>}
        {loadFailed && (
          <div role="alert" className={actions}>
            <p className={formAlert}>{message && shownText(i18n, message)}</p>
            <button type="button" className={button.secondary} onClick={() => form.send({ type: 'import.retry' })}>
              <Trans>Retry</Trans>
            </button>
          </div>
        )}
        {!loading && !loadFailed && children}
      </div>
    </section>
  );
}

interface DocumentImportFormProps {
  form: AnyActorRef;
  /** The document's own fields before the CSV file (warehouse, supplier; customer, biller…). */
  fields: ReactNode;
  /** Fields after the CSV file (the purchase's attachment). */
  after?: ReactNode;
  /** The CSV's columns, in order, said under the file box until a file is read. */
  columns: readonly string[];
  sample: { name: string; text: string };
  note: string;
  cancelHref: string;
}

/** The import form: the document's fields, the CSV file, the sample, then the progress, what the server refused, Submit and Cancel. */
export function DocumentImportForm({ form, fields, after, columns, sample, note, cancelHref }: DocumentImportFormProps) {
  const fileError = useSelector(form, (snapshot) => snapshot.context.fieldErrors.file as string | undefined);
  const fileName = useSelector(form, (snapshot) => (snapshot.context.file?.name ?? null) as string | null);
  const rowCount = useSelector(form, (snapshot) => snapshot.context.rowCount as number);
  const reading = useSelector(form, (snapshot) => snapshot.hasTag('reading'));
  const uploading = useSelector(form, (snapshot) => snapshot.hasTag('uploading'));
  const canSubmit = useSelector(form, (snapshot) => snapshot.can({ type: 'import.submit' }) as boolean);
  const { i18n, t } = useLingui();
  const columnList = columns.join(', ');
  const shownName = fileName ?? '';
  const rowsText = i18n._(rowCount === 1 ? msg`1 row in ${shownName}.` : msg`${rowCount} rows in ${shownName}.`);
  return (
    <form
      className={formStack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'import.submit' });
      }}
    >
      <div className={fieldGrid}>
        {fields}
        <div className={field}>
          <FieldLabel htmlFor="import-file" label={t`Upload CSV File`} required />
          <input
            id="import-file"
            className={fileInput}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={describedBy('import-file', 'hint', fileError)}
            disabled={uploading}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) form.send({ type: 'import.file.choose', file });
            }}
          />
          <FieldMessages
            id="import-file"
            hint={reading ? t`Reading ${shownName}…` : fileName && rowCount > 0 ? rowsText : t`Columns in order: ${columnList}.`}
            error={fileError && fieldMessageText(i18n, fileError)}
          />
        </div>
        {after}
        <div className={wide}>
          <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(sample.text)}`} download={sample.name} className={button.secondary}>
            <Trans>Download sample file</Trans>
          </a>
        </div>
      </div>
      <p className={noteStyle}>{note}</p>
      {uploading && (
        <div role="status">
          <p>
            <Plural value={rowCount} one="Importing # line…" other="Importing # lines…" />
          </p>
          <progress className={progressBar} aria-label={t`Import progress`} />
        </div>
      )}
      <ServerProblems form={form} />
      <div className={actions}>
        <button type="submit" className={button.primary} disabled={!canSubmit}>
          {uploading ? <Trans>Importing…</Trans> : <Trans>Submit</Trans>}
        </button>
        <Link href={cancelHref} className={button.secondary}>
          <Trans>Cancel</Trans>
        </Link>
      </div>
    </form>
  );
}

/** The server's refusal, and each row and column it named when there are several. */
function ServerProblems({ form }: { form: AnyActorRef }) {
  const message = useSelector(form, (snapshot) => snapshot.context.message as ShownText | null);
  const { i18n } = useLingui();
  const problems = useSelector(form, (snapshot) => snapshot.context.problems as readonly { path: string; message: string }[]);
  if (!message) return null;
  return (
    <div className={formAlert} role="alert">
      <p>{shownText(i18n, message)}</p>
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

/** Whether the import is sending its file (its fields are locked meanwhile). */
export function useImportUploading(form: AnyActorRef): boolean {
  return useSelector(form, (snapshot) => snapshot.hasTag('uploading'));
}
