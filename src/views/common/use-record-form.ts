import { createContext, useCallback, useContext, useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { recordFormMachine, type FormEdit, type RecordFormActor, type RecordFormDefinition } from '../../machines/common/record-form.machine';
import { useForwardNotices } from './use-list-actor';

type Implementations = Parameters<typeof recordFormMachine.provide>[0];

/**
 * The record form's server calls: the app uses the machine's own; view tests provide theirs, so a
 * form is driven through its rendered view without a server.
 */
export const RecordFormImplementationsContext = createContext<Implementations>({});

/** One record form machine for the life of a form screen; its notices go to the toaster, its routes to the router. */
export function useRecordFormActor(definition: RecordFormDefinition, id: string | undefined): RecordFormActor {
  const implementations = useContext(RecordFormImplementationsContext);
  const machine = useMemo(() => recordFormMachine.provide(implementations), [implementations]);
  const actor = useActorRef(machine, { input: { definition, id } });
  const [, navigate] = useLocation();
  useForwardNotices(actor as never);
  useEffect(() => {
    const subscription = actor.on('navigate', ({ to }) => navigate(to));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  return actor;
}

/** What a form's fields read and send: the value and message of a path, and the events that change them. */
export function useRecordFields(actor: RecordFormActor) {
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const serverErrors = useSelector(actor, (snapshot) => snapshot.context.serverErrors);
  const generation = useSelector(actor, (snapshot) => snapshot.context.generation);
  const change = useCallback((name: string, value: unknown) => actor.send({ type: 'field.change', name, value }), [actor]);
  const edit = useCallback((formEdit: FormEdit) => actor.send({ type: 'form.edit', edit: formEdit }), [actor]);
  return {
    values,
    /** Changes when the values are replaced wholesale: a key for widgets that hold their own state. */
    generation,
    error: (path: string): string | undefined => serverErrors[path] ?? errors[path],
    text: (name: string) => String(values[name] ?? ''),
    checked: (name: string) => values[name] === true,
    change,
    edit,
    /** Props of a text input or select bound to a field. */
    bind: (name: string) => ({
      id: `field-${name}`,
      name,
      value: String(values[name] ?? ''),
      error: serverErrors[name] ?? errors[name],
      onChange: (event: { currentTarget: { value: string } }) => change(name, event.currentTarget.value),
    }),
    /** Props of a checkbox bound to a flag. */
    bindCheckbox: (name: string) => ({
      id: `field-${name}`,
      name,
      checked: values[name] === true,
      onChange: (event: { currentTarget: { checked: boolean } }) => change(name, event.currentTarget.checked),
    }),
  };
}

export type RecordFields = ReturnType<typeof useRecordFields>;
