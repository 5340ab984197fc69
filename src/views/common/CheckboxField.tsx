import type { InputHTMLAttributes } from 'react';
import { field } from '../../styles/controls.css';
import { describedBy, FieldMessages } from './FieldMessages';
import { checkbox, checkboxRow } from './form-fields.css';

type CheckboxFieldProps = { id: string; label: string; hint?: string; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'>;

/** A checkbox with its text beside it ('Featured product will be displayed in POS'). */
export function CheckboxField({ id, label, hint, error, ...inputProps }: CheckboxFieldProps) {
  return (
    <div className={field}>
      <label className={checkboxRow} htmlFor={id}>
        <input id={id} type="checkbox" className={checkbox} aria-describedby={describedBy(id, hint, error)} aria-invalid={error ? true : undefined} {...inputProps} />
        {label}
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
