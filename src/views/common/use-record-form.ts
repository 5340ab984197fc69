import { useCallback, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import { fieldError, fieldValue, type FormEdit, type RecordFormActor, type RecordFormInput, type RecordFormMachine } from '../../machines/common/record-form.machine';
import { screenActorContext } from './screen-actor-context';
import { useFollowUps } from './use-follow-ups';
import { useShopSettings } from './use-shop-settings';
import { fieldMessageText } from '../i18n/field-messages';

/**
 * Every record form's machine (one per form definition) with its server calls: the app uses the
 * machine's own; view tests substitute theirs, so a form is driven through its rendered view without a server.
 */
export const RecordFormActorContext = screenActorContext((form: RecordFormMachine) => form);

/** One record form machine for the life of a form screen; its notices go to the toaster, its routes to the router. */
export function useRecordFormActor(formMachine: RecordFormMachine, input: RecordFormInput = {}): RecordFormActor {
  const { timeZone } = useShopSettings();
  const actor: RecordFormActor = RecordFormActorContext.useOwnActor({ definition: formMachine, input: { timeZone, ...input } });
  // The settings may arrive after the form opened (a deep link on page load): the form follows the shop's zone.
  useEffect(() => actor.send({ type: 'shop.timeZone', timeZone }), [actor, timeZone]);
  useFollowUps(actor);
  return actor;
}

/** One field's value: the component re-renders when this value changes, not on every keystroke in the form. */
export function useFieldValue(actor: RecordFormActor, name: string): unknown {
  return useSelector(actor, (snapshot) => fieldValue(snapshot, name));
}

export function useFieldText(actor: RecordFormActor, name: string): string {
  const value = useFieldValue(actor, name);
  return value === undefined || value === null ? '' : String(value);
}

/** The message under a path ('name', 'variantList.0.additionalPrice'), in the person's language. */
export function useFieldError(actor: RecordFormActor, path: string): string | undefined {
  const { i18n } = useLingui();
  const error = useSelector(actor, (snapshot) => fieldError(snapshot, path));
  return error === undefined ? undefined : fieldMessageText(i18n, error);
}

/** Goes up when the values are replaced wholesale: a key for widgets that hold their own state (the image). */
export function useFormGeneration(actor: RecordFormActor): number {
  return useSelector(actor, (snapshot) => snapshot.context.generation);
}

export function useFieldChange(actor: RecordFormActor) {
  return useCallback((name: string, value: unknown) => actor.send({ type: 'field.change', name, value }), [actor]);
}

/** Sends a form's own edits (a variant row removed), typed by the form: useFormEdit<ProductEdit>(actor). */
export function useFormEdit<Edit extends FormEdit>(actor: RecordFormActor) {
  return useCallback((edit: Edit) => actor.send({ type: 'form.edit', edit }), [actor]);
}
