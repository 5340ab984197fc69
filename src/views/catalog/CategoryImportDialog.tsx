import { useEffect, useId, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { CsvImportActor } from '../../machines/common/csv-import.machine';
import { button } from '../../styles/controls.css';
import { backdrop, buttons, dialog, message as messageStyle, title as titleStyle } from '../common/ConfirmDialog.css';
import { visuallyHidden } from '../../styles/controls.css';
import { fileName as fileNameStyle, filePicker, fileInput, problemList, progressBar, failure } from './CategoryImportDialog.css';

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
          Import Category
        </h2>
        <p id={hintId} className={messageStyle}>
          A CSV file whose first row names the columns <strong>name</strong> and <strong>parent</strong>. Leave parent empty for a top-level
          category. Nothing is saved unless every row is correct.
        </p>
        <div className={filePicker}>
          <input
            ref={fileRef}
            id={inputId}
            className={`${visuallyHidden} ${fileInput}`}
            type="file"
            accept=".csv,text/csv"
            aria-label="CSV file"
            disabled={uploading}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) actor.send({ type: 'import.file.choose', file });
            }}
          />
          <label htmlFor={inputId} className={button.secondary}>
            Choose CSV file
          </label>
          <span className={fileNameStyle} data-file-name>
            {fileName ?? 'No file chosen'}
          </span>
        </div>
        {reading && <p role="status">Reading {fileName}…</p>}
        {fileName && rowCount > 0 && !reading && (
          <p role="status">
            {uploading ? `Importing ${rowCount} ${rowCount === 1 ? 'category' : 'categories'} from ${fileName}…` : `${rowCount} ${rowCount === 1 ? 'row' : 'rows'} in ${fileName}.`}
          </p>
        )}
        {uploading && <progress className={progressBar} aria-label="Import progress" />}
        {message && (
          <div className={failure} role="alert">
            <p>{message}</p>
            {problems.length > 0 && (
              <ul className={problemList}>
                {problemLines(problems).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className={buttons}>
          <button type="button" className={button.secondary} disabled={!canClose} onClick={() => actor.send({ type: 'import.close' })}>
            Cancel
          </button>
          <button type="button" className={button.primary} disabled={!canSubmit} onClick={() => actor.send({ type: 'import.submit' })}>
            {uploading ? 'Importing…' : 'Import'}
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
function problemLines(problems: readonly { path: string; message: string }[]): string[] {
  const lines = problems.map(({ path, message }) => (!path || /^Row \d+/.test(message) ? message : `Row ${path.split('.')[0]}: ${message}`));
  return [...new Set(lines)];
}
