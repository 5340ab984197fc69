import { fromPromise } from 'xstate';
import type { SaveResult } from '../../api/catalog/catalog';
import type { LoadedForm, recordFormMachine } from './record-form.machine';

type Implementations = Parameters<typeof recordFormMachine.provide>[0];
type SaveInput = { body: Record<string, unknown>; failureMessage: string };

/** A document's server calls for the record form: read it, and PUT it back. */
export function documentFormActors(
  read: ((signal: AbortSignal) => Promise<Record<string, unknown>>) | null,
  save: (body: Record<string, unknown>, failureMessage: string, signal: AbortSignal) => Promise<SaveResult>,
): Implementations {
  return {
    actors: {
      loadForm: fromPromise<LoadedForm>(async ({ signal }) => ({ options: {}, record: read ? await read(signal) : null })) as never,
      saveForm: fromPromise<SaveResult, SaveInput>(({ input, signal }) => save(input.body, input.failureMessage, signal)) as never,
    },
  };
}

