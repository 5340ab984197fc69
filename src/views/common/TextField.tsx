import type { InputHTMLAttributes, ReactNode } from 'react';
import { field, input } from '../../styles/controls.css';
import { FieldLabel } from './FieldLabel';
import { describedBy, FieldMessages } from './FieldMessages';
import { inputWithButton, invalid } from './form-fields.css';

type TextFieldProps = {
  id: string;
  label: string;
  hint?: string;
  /** The message under the field; the input is marked invalid while there is one. */
  error?: string;
  /** A button beside the input (Product Code's refresh). */
  addon?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** A labelled input, with an optional hint and message read out with it. */
export function TextField({ id, label, hint, error, addon, required, ...inputProps }: TextFieldProps) {
  const control = (
    <input
      id={id}
      className={error ? `${input} ${invalid}` : input}
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      {...inputProps}
    />
  );
  return (
    <div className={field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {addon ? (
        <div className={inputWithButton}>
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
