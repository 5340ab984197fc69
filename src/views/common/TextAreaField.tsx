import type { TextareaHTMLAttributes } from 'react';
import { field, input } from '../../styles/controls.css';
import { FieldLabel } from './FieldLabel';
import { describedBy, FieldMessages } from './FieldMessages';
import { invalid, textArea } from './form-fields.css';

type TextAreaFieldProps = { id: string; label: string; hint?: string; error?: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

export function TextAreaField({ id, label, hint, error, required, ...areaProps }: TextAreaFieldProps) {
  return (
    <div className={field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        className={`${input} ${textArea}${error ? ` ${invalid}` : ''}`}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        {...areaProps}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
