import type { SelectHTMLAttributes } from 'react';
import { field, input } from '../../styles/controls.css';
import { FieldLabel } from './FieldLabel';
import { describedBy, FieldMessages } from './FieldMessages';
import { invalid, select } from './form-fields.css';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = {
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ('Select brand'); absent when a value is always chosen. */
  placeholder?: string;
  hint?: string;
  error?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>;

/** A labelled picker over records read from the server or a fixed list of docs/screens.md#forms. */
export function SelectField({ id, label, options, placeholder, hint, error, required, ...selectProps }: SelectFieldProps) {
  return (
    <div className={field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        className={`${input} ${select}${error ? ` ${invalid}` : ''}`}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        {...selectProps}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
