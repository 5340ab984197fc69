import { useEffect, useId, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CsvImportActor } from '../../machines/common/csv-import.machine';
import { button } from '../../styles/controls.css';
import { backdrop, buttons, dialog, message as messageStyle, title as titleStyle } from '../common/ConfirmDialog.css';
import { visuallyHidden } from '../../styles/controls.css';
import { fileName as fileNameStyle, filePicker, fileInput, problemList, progressBar, failure } from './CategoryImportDialog.css';
import { fieldMessageText } from '../i18n/field-messages';

/** Import Category: a CSV with the columns name and parent; all rows or none. */
export function CategoryImportDialog({ actor }: { actor: CsvImportActor }) {
  const isOpen = useSelector(actor, (snapshot) => snapshot.hasTag('open'));
  if (!isOpen) return null;
  return <OpenDialog actor={actor} />;
}

function OpenDialog({ actor }: { actor: CsvImportActor }) {
  const titleId = useId();
  const hintId = useId();
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const fileName = useSelector(actor, (snapshot) => snapshot.context.file?.name ?? null);
  const rowCount = useSelector(actor, (snapshot) => snapshot.context.rowCount);
  const message = useSelector(actor, (snapshot) => snapshot.context.message);
  const problems = useSelector(actor, (snapshot) => snapshot.context.problems);
  const reading = useSelector(actor, (snapshot) => snapshot.hasTag('reading'));
  const uploading = useSelector(actor, (snapshot) => snapshot.hasTag('uploading'));
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'import.submit' }));
  const canClose = useSelector(actor, (snapshot) => snapshot.can({ type: 'import.close' }));
  const { i18n, t } = useLingui();

  useEffect(() => fileRef.current?.focus(), []);

  return (
    <div className={backdrop}>
      <div
        className={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && canClose) actor.send({ type: 'import.close' });
        }}
      >
        <h2 id={titleId} className={titleStyle}>
          <Trans>Import Category</Trans>
        </h2>
        <p id={hintId} className={messageStyle}>
          <Trans>
            A CSV file whose first row names the columns <strong>name</strong> and <strong>parent</strong>. Leave parent empty for a top-level
            category. Nothing is saved unless every row is correct.
          </Trans>
        </p>
        <div className={filePicker}>
          <input
            ref={fileRef}
            id={inputId}
            className={`${visuallyHidden} ${fileInput}`}
            type="file"
            accept=".csv,text/csv"
            aria-label={t`CSV file`}
            disabled={uploading}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) actor.send({ type: 'import.file.choose', file });
            }}
          />
          <label htmlFor={inputId} className={button.secondary}>
            <Trans>Choose CSV file</Trans>
          </label>
          <span className={fileNameStyle} data-file-name>
            {fileName ? <bdi>{fileName}</bdi> : <Trans>No file chosen</Trans>}
          </span>
        </div>
        {reading && (
          <p role="status">
            <Trans>
              Reading <bdi>{fileName}</bdi>…
            </Trans>
          </p>
        )}
        {fileName && rowCount > 0 && !reading && (
          <p role="status">
            {uploading ? (
              <Plural value={rowCount} one={`Importing # category from ${fileName}…`} other={`Importing # categories from ${fileName}…`} />
            ) : (
              <Plural value={rowCount} one={`# row in ${fileName}.`} other={`# rows in ${fileName}.`} />
            )}
          </p>
        )}
        {uploading && <progress className={progressBar} aria-label={t`Import progress`} />}
        {message && (
          <div className={failure} role="alert">
            <p>{fieldMessageText(i18n, message)}</p>
            {problems.length > 0 && (
              <ul className={problemList}>
                {problemLines(i18n, problems).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className={buttons}>
          <button type="button" className={button.secondary} disabled={!canClose} onClick={() => actor.send({ type: 'import.close' })}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className={button.primary} disabled={!canSubmit} onClick={() => actor.send({ type: 'import.submit' })}>
            {uploading ? <Trans>Importing…</Trans> : <Trans>Import</Trans>}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * One line per problem: the server's message already says which row and column
 * ('Row 3, name: This field is required.'), so its raw path ('3.name') is not put before it; a message
 * that does not say where gets the row's number. The same line twice is shown once.
 */
function problemLines(i18n: I18n, problems: readonly { path: string; message: string }[]): string[] {
  const lines = problems.map(({ path, message }) => {
    if (!path || /^Row \d+/.test(message)) return message;
    const row = path.split('.')[0];
    return i18n._(msg`Row ${row}: ${message}`);
  });
  return [...new Set(lines)];
}
