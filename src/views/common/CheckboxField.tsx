import type { InputHTMLAttributes } from 'react';
import { field } from '../../styles/controls.css';
import { FieldMessages } from './FieldMessages';
import { checkbox, checkboxRow } from './form-fields.css';

type CheckboxFieldProps = { id: string; label: string; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'>;

/** A checkbox with its text beside it ('Featured product will be displayed in POS'). */
export function CheckboxField({ id, label, error, ...inputProps }: CheckboxFieldProps) {
  return (
    <div className={field}>
      <label className={checkboxRow} htmlFor={id}>
        <input id={id} type="checkbox" className={checkbox} aria-describedby={error ? `${id}-error` : undefined} {...inputProps} />
        {label}
      </label>
      <FieldMessages id={id} error={error} />
    </div>
  );
}
