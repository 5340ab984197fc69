/**
 * The labelled controls bound to one field of a record form. Each reads only its own value and
 * message from the machine, so typing in one field re-renders that field alone.
 */
import type { ComponentProps } from 'react';
import type { RecordFormActor } from '../../machines/common/record-form.machine';
import { CheckboxField } from './CheckboxField';
import { ImageUpload } from './ImageUpload';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';
import { useFieldChange, useFieldError, useFieldText, useFieldValue, useFormGeneration } from './use-record-form';

type Bound<Props> = Omit<Props, 'id' | 'name' | 'value' | 'checked' | 'error' | 'onChange' | 'form'> & { form: RecordFormActor; name: string };

function useBoundText(form: RecordFormActor, name: string) {
  const change = useFieldChange(form);
  return {
    id: `field-${name}`,
    name,
    value: useFieldText(form, name),
    error: useFieldError(form, name),
    onChange: (event: { currentTarget: { value: string } }) => change(name, event.currentTarget.value),
  };
}

export function FormTextField({ form, name, ...props }: Bound<ComponentProps<typeof TextField>>) {
  return <TextField {...props} {...useBoundText(form, name)} />;
}

export function FormSelectField({ form, name, ...props }: Bound<ComponentProps<typeof SelectField>>) {
  return <SelectField {...props} {...useBoundText(form, name)} />;
}

export function FormTextAreaField({ form, name, ...props }: Bound<ComponentProps<typeof TextAreaField>>) {
  return <TextAreaField {...props} {...useBoundText(form, name)} />;
}

export function FormCheckboxField({ form, name, ...props }: Bound<ComponentProps<typeof CheckboxField>>) {
  const change = useFieldChange(form);
  const checked = useFieldValue(form, name) === true;
  const error = useFieldError(form, name);
  return <CheckboxField {...props} id={`field-${name}`} name={name} checked={checked} error={error} onChange={(event) => change(name, event.currentTarget.checked)} />;
}

/** The image widget bound to a field holding the served URL; it starts over when the form's values are replaced. */
export function FormImageUpload({ form, name, label }: { form: RecordFormActor; name: string; label: string }) {
  const change = useFieldChange(form);
  const generation = useFormGeneration(form);
  const url = useFieldText(form, name);
  return <ImageUpload label={label} key={generation} initialUrl={url} onUploaded={(served) => change(name, served)} onRemoved={() => change(name, '')} />;
}
