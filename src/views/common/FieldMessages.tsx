import { fieldHint, fieldMessage } from './form-fields.css';

/** The hint and the message under a field (docs/screens.md#forms: 'This field is required.' under the field). */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <small id={`${id}-hint`} className={fieldHint}>
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className={fieldMessage} role="alert">
          {error}
        </small>
      )}
    </>
  );
}

/** The ids a control is described by: its hint and its message when shown. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
