import type { InputHTMLAttributes } from 'react';
import { field, input, label as labelStyle } from '../../styles/controls.css';

type TextFieldProps = { id: string; label: string; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** A labelled input, with an optional hint read out with it. */
export function TextField({ id, label, hint, ...inputProps }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={field}>
      <label className={labelStyle} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={input} aria-describedby={hintId} {...inputProps} />
      {hint && <small id={hintId}>{hint}</small>}
    </div>
  );
}
