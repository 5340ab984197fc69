import * as v from 'valibot';
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { HTTPError } from 'ky';
import { getRecord, listOptions, saveRecord, suggestCode, type CatalogResource, type FieldIssue, type PickerOption, type SaveResult } from '../../api/catalog/catalog';
import type { NavigateEvent, NotifyEvent } from './notifications';

/** What a form holds while it is typed in: text as typed, flags, and whatever structure a form keeps (variant rows). */
export type FormValues = Record<string, unknown>;
/** Field path ('productCode', 'variantList.0.name', '' for the whole form) → the message shown under it. */
export type FieldErrors = Record<string, string>;
/** The records each picker offers, by resource. */
export type PickerLists = Partial<Record<CatalogResource, PickerOption[]>>;
export type FormMode = 'add' | 'edit';

/** A change a form's own rules make to its values (a variant row removed); `fields` are the paths it touches. */
export interface FormEdit {
  kind: string;
  [key: string]: unknown;
}

/**
 * Everything that differs between record forms. The machine is the same for a product, a brand or
 * a tax: it loads the pickers (and the record when editing), checks the values against the domain's
 * valibot schema, saves, and says honestly what happened.
 */
export interface RecordFormDefinition {
  /**
   * The catalog resource the machine's own calls read and write; null for a document (General
   * Setting, the profile) whose screen provides the calls (src/machines/common/document-form-actors.ts).
   */
  resource: CatalogResource | null;
  /** The wire schema of src/domain: the same one the server validates the body with. */
  schema: v.GenericSchema;
  /** Reference lists the pickers read (brands, units, …), loaded before the form shows. */
  pickers: readonly CatalogResource[];
  /** A new record's values, given what the pickers offer (a default tax). */
  empty(options: PickerLists): FormValues;
  /** The values of a record read from the server. */
  fromRecord(record: Record<string, unknown>, options: PickerLists): FormValues;
  /** The body to send: typed text turned into wire values, empty values dropped (SPEC.md section 5). */
  toBody(values: FormValues): Record<string, unknown>;
  /** The form's own edits beyond setting one field. */
  applyEdit?(values: FormValues, edit: FormEdit, options: PickerLists): { values: FormValues; fields: string[] };
  /** Whether an edit applies to these values (a row to remove exists); buttons follow it through snapshot.can. */
  allowsEdit?(values: FormValues, edit: FormEdit): boolean;
  /** Fields whose check depends on another's value: changing the key checks them again when they hold something. */
  linked?: Readonly<Record<string, readonly string[]>>;
  /** The field a 409 without details belongs to (a duplicate product code). */
  conflictField?: string;
  /** A field the server can propose a value for (an unused product code). */
  suggestion?: { field: string; query(values: FormValues): Record<string, string> };
  messages: { created: string; updated: string; failed: string };
  /** Where the app goes after a save; 'reset' keeps the add form open and empties it (SPEC.md section 4). */
  afterAdd: { navigate: string } | 'reset';
  /** 'stay': a document (General Setting, the profile) stays open showing what was saved. */
  afterEdit: { navigate: string } | 'stay';
  /** Where a missing record leads back to. */
  listPath: string;
}

export interface RecordFormInput {
  definition: RecordFormDefinition;
  /** The record's _id when editing; absent on an add form. */
  id?: string;
}

export interface RecordFormContext {
  definition: RecordFormDefinition;
  mode: FormMode;
  id: string | null;
  options: PickerLists;
  values: FormValues;
  /** The schema's messages for the fields that have been changed (all of them after a submit). */
  errors: FieldErrors;
  /** What the server refused, until the field is changed. */
  serverErrors: FieldErrors;
  /** Goes up each time the values are replaced wholesale (loaded, reset), so widgets holding their own state start over. */
  generation: number;
  loadError: string | null;
}

export type RecordFormEvent =
  | { type: 'field.change'; name: string; value: unknown }
  | { type: 'form.edit'; edit: FormEdit }
  | { type: 'field.suggest' }
  | { type: 'form.submit' }
  | { type: 'form.retry' };

export interface LoadedForm {
  options: PickerLists;
  record: Record<string, unknown> | null;
}

export const NOT_FOUND_MESSAGE = 'This record no longer exists.';
export const LOAD_FAILED_MESSAGE = 'Could not load the form. Check the connection and try again.';
export const SUGGEST_FAILED_MESSAGE = 'Could not get a new code. Please try again.';

/** The schema's first message for each path of `body`. */
export function schemaErrors(schema: v.GenericSchema, body: unknown): FieldErrors {
  const result = v.safeParse(schema, body);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= issue.message;
  }
  return errors;
}

/** All current errors of the values, by path. */
export function checkValues(definition: RecordFormDefinition, values: FormValues): FieldErrors {
  return schemaErrors(definition.schema, definition.toBody(values));
}

const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== false;

const isUnder = (path: string, field: string) => path === field || path.startsWith(`${field}.`);

function withoutFields(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !fields.some((field) => isUnder(path, field))));
}

/**
 * The errors after `fields` changed: those fields get the schema's verdict, and fields already
 * showing a message are checked again (fixing the start date clears the end date's message).
 */
function recheck(context: RecordFormContext, values: FormValues, fields: readonly string[]): FieldErrors {
  const all = checkValues(context.definition, values);
  const shown = Object.keys(context.errors);
  return Object.fromEntries(
    Object.entries(all).filter(([path]) => fields.some((field) => isUnder(path, field)) || shown.some((field) => isUnder(path, field) || isUnder(field, path))),
  );
}

function issuesToErrors(issues: readonly FieldIssue[], conflictField: string | undefined, status: number, message: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) if (issue.path) errors[issue.path] ??= issue.message;
  if (status === 409 && conflictField && Object.keys(errors).length === 0) errors[conflictField] = message;
  return errors;
}

type Failure = Extract<SaveResult, { ok: false }>;

function catalogResource(resource: CatalogResource | null): CatalogResource {
  if (resource === null) throw new Error('A document form brings its own server calls (documentFormActors).');
  return resource;
}

export const recordFormMachine = setup({
  types: {
    context: {} as RecordFormContext,
    events: {} as RecordFormEvent,
    input: {} as RecordFormInput,
    emitted: {} as NotifyEvent | NavigateEvent,
  },
  actors: {
    loadForm: fromPromise<LoadedForm, { resource: CatalogResource | null; pickers: readonly CatalogResource[]; id: string | null }>(async ({ input, signal }) => {
      const [lists, record] = await Promise.all([
        Promise.all(input.pickers.map(async (resource) => [resource, await listOptions(resource, signal)] as const)),
        input.id ? getRecord(catalogResource(input.resource), input.id, signal) : Promise.resolve(null),
      ]);
      return { options: Object.fromEntries(lists), record };
    }),
    saveForm: fromPromise<SaveResult, { resource: CatalogResource | null; id: string | null; body: Record<string, unknown>; failureMessage: string }>(({ input, signal }) =>
      saveRecord({ resource: catalogResource(input.resource), id: input.id ?? undefined, body: input.body, failureMessage: input.failureMessage }, signal),
    ),
    suggestValue: fromPromise<string, { resource: CatalogResource | null; field: string; query: Record<string, string> }>(({ input, signal }) =>
      suggestCode(catalogResource(input.resource), input.query, signal),
    ),
  },
  actions: {
    notify: emit((_, params: Omit<NotifyEvent, 'type' | 'place'>) => ({ type: 'notify' as const, place: 'layout' as const, ...params })),
    navigate: emit((_, params: { to: string }) => ({ type: 'navigate' as const, to: params.to })),
    showLoaded: assign(({ context }, output: LoadedForm) => ({
      options: output.options,
      values: output.record ? context.definition.fromRecord(output.record, output.options) : context.definition.empty(output.options),
      errors: {},
      serverErrors: {},
      generation: context.generation + 1,
      loadError: null,
    })),
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const values = { ...context.values, [event.name]: event.value };
      const linked = (context.definition.linked?.[event.name] ?? []).filter((field) => hasValue(values[field]));
      return { values, errors: recheck(context, values, [event.name, ...linked]), serverErrors: withoutFields(context.serverErrors, [event.name]) };
    }),
    applyEdit: assign(({ context, event }) => {
      if (event.type !== 'form.edit' || !context.definition.applyEdit) return {};
      const { values, fields } = context.definition.applyEdit(context.values, event.edit, context.options);
      return { values, errors: recheck(context, values, fields), serverErrors: withoutFields(context.serverErrors, fields) };
    }),
    showAllErrors: assign(({ context }) => ({ errors: checkValues(context.definition, context.values) })),
    reset: assign(({ context }) => ({
      values: context.definition.empty(context.options),
      errors: {},
      serverErrors: {},
      generation: context.generation + 1,
    })),
    showSaved: assign(({ context }, record: Record<string, unknown>) => ({
      // SPEC.md section 7, PUT /api/products/{id}: the answer replaces the form state.
      values: context.definition.fromRecord(record, context.options),
      errors: {},
      serverErrors: {},
    })),
    showRefusal: assign(({ context }, failure: Failure) => ({
      serverErrors: issuesToErrors(failure.issues, context.definition.conflictField, failure.status, failure.message),
    })),
  },
  guards: {
    isValid: ({ context }) => Object.keys(checkValues(context.definition, context.values)).length === 0,
    canEdit: ({ context, event }) =>
      event.type === 'form.edit' && context.definition.applyEdit !== undefined && (context.definition.allowsEdit?.(context.values, event.edit) ?? true),
    canSuggest: ({ context }) => context.definition.suggestion !== undefined,
    isEditing: ({ context }) => context.mode === 'edit',
    staysAfterEdit: ({ context }) => context.mode === 'edit' && context.definition.afterEdit === 'stay',
    resetsAfterAdd: ({ context }) => context.definition.afterAdd === 'reset',
  },
}).createMachine({
  id: 'recordForm',
  context: ({ input }) => ({
    definition: input.definition,
    mode: input.id ? 'edit' : 'add',
    id: input.id ?? null,
    options: {},
    values: {},
    errors: {},
    serverErrors: {},
    generation: 0,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        input: ({ context }) => ({ resource: context.definition.resource, pickers: context.definition.pickers, id: context.id }),
        onDone: { target: 'editing', actions: { type: 'showLoaded', params: ({ event }) => event.output } },
        onError: {
          target: 'loadFailed',
          actions: assign({
            loadError: ({ event }) => (event.error instanceof HTTPError && event.error.response.status === 404 ? NOT_FOUND_MESSAGE : LOAD_FAILED_MESSAGE),
          }),
        },
      },
    },
    loadFailed: {
      on: { 'form.retry': { target: 'loading' } },
    },
    editing: {
      initial: 'idle',
      on: {
        'field.change': { actions: 'setField' },
        'form.edit': { guard: 'canEdit', actions: 'applyEdit' },
        'form.submit': [{ guard: 'isValid', target: 'submitting' }, { actions: 'showAllErrors' }],
      },
      states: {
        idle: {
          on: { 'field.suggest': { guard: 'canSuggest', target: 'suggesting' } },
        },
        suggesting: {
          invoke: {
            id: 'suggestValue',
            src: 'suggestValue',
            input: ({ context }) => ({
              resource: context.definition.resource,
              field: context.definition.suggestion!.field,
              query: context.definition.suggestion!.query(context.values),
            }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const field = context.definition.suggestion!.field;
                const values = { ...context.values, [field]: event.output };
                return { values, errors: recheck(context, values, [field]), serverErrors: withoutFields(context.serverErrors, [field]) };
              }),
            },
            onError: { target: 'idle', actions: { type: 'notify', params: { kind: 'error', message: SUGGEST_FAILED_MESSAGE } } },
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'saveForm',
        src: 'saveForm',
        input: ({ context }) => ({
          resource: context.definition.resource,
          id: context.id,
          body: context.definition.toBody(context.values),
          failureMessage: context.definition.messages.failed,
        }),
        onDone: [
          {
            guard: ({ event }) => !event.output.ok,
            target: 'editing',
            actions: [
              { type: 'showRefusal', params: ({ event }) => event.output as Failure },
              { type: 'notify', params: ({ event }) => ({ kind: 'error' as const, message: (event.output as Failure).message }) },
            ],
          },
          {
            guard: 'staysAfterEdit',
            target: 'editing',
            actions: [
              { type: 'showSaved', params: ({ event }) => (event.output as Extract<SaveResult, { ok: true }>).record },
              { type: 'notify', params: ({ context }) => ({ kind: 'success' as const, message: context.definition.messages.updated }) },
            ],
          },
          {
            guard: 'isEditing',
            target: 'saved',
            actions: [
              { type: 'showSaved', params: ({ event }) => (event.output as Extract<SaveResult, { ok: true }>).record },
              { type: 'notify', params: ({ context }) => ({ kind: 'success' as const, message: context.definition.messages.updated }) },
              { type: 'navigate', params: ({ context }) => ({ to: (context.definition.afterEdit as { navigate: string }).navigate }) },
            ],
          },
          {
            guard: 'resetsAfterAdd',
            target: 'editing',
            actions: ['reset', { type: 'notify', params: ({ context }) => ({ kind: 'success' as const, message: context.definition.messages.created }) }],
          },
          {
            target: 'saved',
            actions: [
              { type: 'notify', params: ({ context }) => ({ kind: 'success' as const, message: context.definition.messages.created }) },
              { type: 'navigate', params: ({ context }) => ({ to: (context.definition.afterAdd as { navigate: string }).navigate }) },
            ],
          },
        ],
        // The request never got an answer (offline, timed out): SPEC.md section 8's failure alert.
        onError: { target: 'editing', actions: { type: 'notify', params: ({ context }) => ({ kind: 'error' as const, message: context.definition.messages.failed }) } },
      },
    },
    // The app is on its way to the list; the form shows what was saved until it unmounts.
    saved: { type: 'final' },
  },
});

export type RecordFormActor = ActorRefFrom<typeof recordFormMachine>;
export type RecordFormSnapshot = SnapshotFrom<typeof recordFormMachine>;

/** The message under a field: what the server refused wins over the schema's check, as it is newer. */
export function fieldError(snapshot: RecordFormSnapshot, path: string): string | undefined {
  return snapshot.context.serverErrors[path] ?? snapshot.context.errors[path];
}

/** Messages that belong to no field the form shows (a whole-form rule). */
export function formErrors(snapshot: RecordFormSnapshot, shownFields: readonly string[]): string[] {
  const all = { ...snapshot.context.errors, ...snapshot.context.serverErrors };
  return Object.entries(all)
    .filter(([path]) => !shownFields.some((field) => isUnder(path, field)))
    .map(([, message]) => message);
}
