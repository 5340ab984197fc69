import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatDate, parseDate } from '../../domain/format';
import { TextField } from './TextField';
import { useShopSettings } from './use-shop-settings';

interface DateFieldProps {
  id: string;
  label: string;
  /** The calendar date (YYYY-MM-DD), or '' for none. */
  value: string;
  /** Called with a calendar date once the text is a real day, or '' when the box is emptied. */
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
}

/**
 * A date typed in General Setting's date format, the format every list shows its dates in (a browser's
 * date box shows its own locale's, mm/dd/yyyy beside a list of dd-mm-yyyy). Until the text is a real
 * day it stays as typed, says the format, and changes nothing.
 */
export function DateField({ id, label, value, onChange, hint, error }: DateFieldProps) {
  const { t } = useLingui();
  const { dateFormat, timeZone } = useShopSettings();
  const shown = value ? formatDate(value, { dateFormat, timeZone }) : '';
  const [text, setText] = useState(shown);
  useEffect(() => {
    // The value changed elsewhere (cleared filters, a new shop format): show it unless it is what is typed.
    setText((typed) => (parseDate(typed, dateFormat) === (value || null) ? typed : shown));
  }, [value, shown, dateFormat]);
  const unreadable = text.trim() !== '' && parseDate(text, dateFormat) === null;
  return (
    <TextField
      id={id}
      label={label}
      inputMode="numeric"
      autoComplete="off"
      placeholder={dateFormat}
      value={text}
      hint={hint}
      error={error ?? (unreadable ? t`Use ${dateFormat}.` : undefined)}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        if (typed.trim() === '') onChange('');
        else {
          const date = parseDate(typed, dateFormat);
          if (date) onChange(date);
        }
      }}
    />
  );
}
