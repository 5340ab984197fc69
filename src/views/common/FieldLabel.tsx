import { label as labelStyle } from '../../styles/controls.css';
import { requiredMark } from './form-fields.css';

/** A field's label; a required one carries the * that docs/screens.md#products says marks it. */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label className={labelStyle} htmlFor={htmlFor}>
      {label}
      {required && (
        <span className={requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}
