import * as v from 'valibot';
import type { MessageDescriptor } from '@lingui/core';
import { assign, emit, enqueueActions, fromPromise, raise, setup, type ActorRefFrom, type AnyActorRef, type EventObject, type SnapshotFrom } from 'xstate';
import { isNotFound, loadFailureMessage } from './load-failure';
import { getRecord, listOptions, saveRecord, suggestCode, type CatalogResource, type PickerOption, type WireRecord } from '../../api/catalog/catalog';
import { acceptedData, firstRefusal, type ApiResult, type FieldIssue } from '../../api/common/http';
import { calendarDateIn, type CalendarDate } from '../../domain/calendar-date';
import { DEFAULT_TIME_ZONE } from '../../domain/shop-constants';

/** What a save answers: the saved record, or the server's refusal. */
export type SaveResult = ApiResult<WireRecord>;
import type { NavigateEvent, NotifyEvent, ShownText } from './notifications';
import type { FoundProduct } from './product-search.machine';
import { catalogProductSearch, CATALOG_SEARCH_PAUSE_MS } from './search-catalog-products';

/**
 * The values of any form, by field name; each definition names its own shape, as a type alias (an
 * interface has no index signature, so it would not fit).
 */
export type FormValues = Record<string, unknown>;

/** The machine holds any form's values by field name; each definition reads them as its own shape. */
type Values = Record<string, unknown>;
/** Field path ('productCode', 'variantList.0.name', '' for the whole form) → the message shown under it. */
export type FieldErrors = Record<string, string>;
/** The records each picker offers, by resource. */
export type PickerLists = Partial<Record<CatalogResource, PickerOption[]>>;
export type FormMode = 'add' | 'edit';

/** A change a form's own rules make to its values (a variant row removed). */
export interface FormEdit {
  kind: string;
}

/**
 * Where a form's record lives: a catalog resource (read by id, POST or PUT), or a single document
 * (General Setting, the profile, the password) with its own calls; `read: null` for one that starts
 * empty every time.
 */
export type FormSource =
  | { resource: CatalogResource }
  | { read: ((signal: AbortSignal) => Promise<ApiResult<WireRecord>>) | null; save: (body: WireRecord, signal: AbortSignal) => Promise<ApiResult<WireRecord>> };

/**
 * Everything that differs between record forms, typed by the form's values. The machine is the same
 * for a product, a brand or the settings: it loads the pickers (and the record when editing), checks
 * the values against the domain's valibot schema, saves, and says honestly what happened.
 */
export interface RecordFormDefinition<Values extends FormValues, Edit extends FormEdit = FormEdit> {
  source: FormSource;
  /** The wire schema of src/domain: the same one the server validates the body with. */
  schema: v.GenericSchema;
  /** Lists the pickers read (brands, units, …), loaded before the form shows. */
  pickers: readonly CatalogResource[];
  /** A new record's values, given what the pickers offer (a default tax) and the shop's today (a document's date). */
  empty(options: PickerLists, today: CalendarDate): Values;
  /** The values of a record read from the server. */
  fromRecord(record: WireRecord, options: PickerLists): Values;
  /** The body to send: typed text turned into wire values, empty values dropped (docs/screens.md#forms). */
  toBody(values: Values): WireRecord;
  /** The form's own edits beyond setting one field; `fields` are the paths it touches. */
  applyEdit?(values: Values, edit: Edit, options: PickerLists): { values: Values; fields: string[] };
  /** Whether an edit applies to these values (a row to remove exists); buttons follow it through snapshot.can. */
  allowsEdit?(values: Values, edit: Edit): boolean;
  /** Fields whose check depends on another's value: changing the key checks them again when they hold something. */
  linked?: Readonly<Partial<Record<keyof Values & string, readonly (keyof Values & string)[]>>>;
  /**
   * A form whose lines are products found by the one product search (docs/decisions/053-one-product-search.md):
   * the form invokes it as its child `productSearch` with the catalog's reads, and what the search
   * tells it becomes one of the form's own edits (the stock transfer's lines).
   */
  productSearch?: {
    /** A product picked or scanned, with the quantity typed before it (`3*`). */
    chosen(product: FoundProduct, quantity: number): Edit;
    /** `*3` after an add: the quantity of the line last added. */
    quantityTyped(quantity: number): Edit;
  };
  /** The field a 409 without details belongs to (a duplicate product code). */
  conflictField?: keyof Values & string;
  /** A field the server can propose a value for (an unused product code). */
  suggestion?: { field: keyof Values & string; query(values: Values): Record<string, string> };
  /** What the rest of the app is told after a save (the new settings, the new name), sent to the input's `announceTo`. */
  announce?(saved: WireRecord): EventObject;
  messages: { created: ShownText; updated: ShownText; failed: ShownText };
  /** Where the app goes after a save; 'reset' keeps the add form open and empties it (docs/screens.md#forms). */
  afterAdd: { navigate: string } | 'reset';
  /** 'stay': a document (General Setting, the profile) stays open showing what was saved. */
  afterEdit: { navigate: string } | 'stay';
}

export interface RecordFormInput {
  /** The record's _id when editing a catalog record; absent on an add form and for documents. */
  id?: string;
  /** Who hears the definition's `announce` after a save (the app's shop settings, the session). */
  announceTo?: AnyActorRef;
  /** General Setting's time zone: a new record's today is the shop's, not the browser's (the default zone when absent). */
  timeZone?: string;
}

export interface RecordFormContext {
  mode: FormMode;
  id: string | null;
  options: PickerLists;
  /** The values of the form's definition, held by field name. */
  values: Values;
  /** The schema's messages for the fields that have been changed (all of them after a submit). */
  errors: FieldErrors;
  /** What the server refused, until the field is changed. */
  serverErrors: FieldErrors;
  /** Goes up each time the values are replaced wholesale (loaded, reset), so widgets holding their own state start over. */
  generation: number;
  loadError: ShownText | null;
  announceTo: AnyActorRef | null;
  timeZone: string;
}

export type RecordFormEvent =
  | { type: 'shop.timeZone'; timeZone: string }
  | { type: 'field.change'; name: string; value: unknown }
  | { type: 'form.edit'; edit: FormEdit }
  | { type: 'field.suggest' }
  | { type: 'form.submit' }
  | { type: 'form.retry' }
  // From the product search (src/machines/common/product-search.machine.ts) of a form that has one.
  | { type: 'search.product.chosen'; product: FoundProduct; quantity: number }
  | { type: 'search.quantity.typed'; quantity: number }
  | { type: 'search.code.unknown'; code: string };

export interface LoadedForm {
  options: PickerLists;
  record: WireRecord | null;
}

export const LOAD_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'form.load-failed', message: 'Could not load the form. Check the connection and try again.' };
export const SUGGEST_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'form.suggest-failed', message: 'Could not get a new code. Please try again.' };

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

/** A record the form was asked to edit does not exist: its list, not Retry, is the way on. */
export const selectNotFound = (snapshot: RecordFormSnapshot) => isNotFound(snapshot, LOAD_FAILED_MESSAGE);

/** The machine's view of any definition: its values by field name (the methods take them bivariantly). */
type AnyDefinition = RecordFormDefinition<Record<string, unknown>, FormEdit>;

/** All current errors of the values, by path. */
export function checkValues<Values extends FormValues>(definition: Pick<RecordFormDefinition<Values, never>, 'schema' | 'toBody'>, values: Values): FieldErrors {
  return schemaErrors(definition.schema, definition.toBody(values));
}

const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== false;

const isUnder = (path: string, field: string) => path === field || path.startsWith(`${field}.`);

function withoutFields(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !fields.some((field) => isUnder(path, field))));
}

function issuesToErrors(issues: readonly FieldIssue[], conflictField: string | undefined, status: number, message: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) if (issue.path) errors[issue.path] ??= issue.message;
  // A 409 without the server's words is told by the toast alone (the form's own failure message).
  if (status === 409 && conflictField && message && Object.keys(errors).length === 0) errors[conflictField] = message;
  return errors;
}

/** The words of a refused save: the server's message, else its first detail, else the form's own. */
function refusalText(answer: SaveResult, fallback: ShownText): ShownText {
  return (!answer.ok && (answer.message || answer.issues[0]?.message)) || fallback;
}

/** Today on the shop's calendar, read when a new record's values are made (a form left open past midnight starts the next one on the new day). */
const shopToday = (context: Pick<RecordFormContext, 'timeZone'>): CalendarDate => calendarDateIn(new Date(), context.timeZone);

/**
 * The record form machine for one definition. The definition's rules stay in the machine's
 * implementation, so the context holds only data: the values, the messages, the pickers' lists.
 */
export function recordFormMachine<FormShape extends FormValues, Edit extends FormEdit = FormEdit>(typed: RecordFormDefinition<FormShape, Edit>) {
  const definition: AnyDefinition = typed;
  const values = (context: RecordFormContext) => context.values as Values;
  const { source } = definition;

  /**
   * The errors after `fields` changed: those fields get the schema's verdict, and fields already
   * showing a message are checked again (fixing the start date clears the end date's message).
   */
  function recheck(context: RecordFormContext, next: Values, fields: readonly string[]): FieldErrors {
    const all = checkValues(definition, next);
    const shown = Object.keys(context.errors);
    return Object.fromEntries(
      Object.entries(all).filter(([path]) => fields.some((field) => isUnder(path, field)) || shown.some((field) => isUnder(path, field) || isUnder(field, path))),
    );
  }

  function resourceOf(): CatalogResource {
    if (!('resource' in source)) throw new Error('A document form reads and saves through its own calls.');
    return source.resource;
  }

  // General Setting arrived after the form opened (a deep link on page load), or changed; a form being saved or saved has sent its date.
  const followZone = { guard: 'isNewZone', actions: 'followTimeZone' } as const;

  return setup({
    types: {
      context: {} as RecordFormContext,
      events: {} as RecordFormEvent,
      input: {} as RecordFormInput,
      emitted: {} as NotifyEvent | NavigateEvent,
      children: {} as { loadForm: 'loadForm'; saveForm: 'saveForm'; suggestValue: 'suggestValue'; productSearch: 'productSearch' },
    },
    actors: {
      // The record and the pickers' lists, or the first refusal among them (a record that is gone, the user's access).
      loadForm: fromPromise<ApiResult<LoadedForm>, { pickers: readonly CatalogResource[]; id: string | null }>(async ({ input, signal }) => {
        const readRecord = async (): Promise<ApiResult<WireRecord | null>> => {
          if ('resource' in source) return input.id ? getRecord(source.resource, input.id, signal) : { ok: true, data: null };
          return source.read ? source.read(signal) : { ok: true, data: null };
        };
        const [lists, record] = await Promise.all([Promise.all(input.pickers.map((resource) => listOptions(resource, signal))), readRecord()]);
        const refused = firstRefusal([record, ...lists]);
        if (refused) return refused;
        return { ok: true, data: { options: Object.fromEntries(input.pickers.map((resource, index) => [resource, acceptedData(lists[index])])), record: acceptedData(record) } };
      }),
      saveForm: fromPromise<SaveResult, { id: string | null; body: WireRecord }>(({ input, signal }) =>
        'resource' in source ? saveRecord({ resource: source.resource, id: input.id ?? undefined, body: input.body }, signal) : source.save(input.body, signal),
      ),
      suggestValue: fromPromise<ApiResult<string>, { field: string; query: Record<string, string> }>(({ input, signal }) => suggestCode(resourceOf(), input.query, signal)),
      productSearch: catalogProductSearch,
    },
    actions: {
      notify: emit((_, params: Omit<NotifyEvent, 'type' | 'place'>) => ({ type: 'notify' as const, place: 'layout' as const, ...params })),
      navigate: emit((_, params: { to: string }) => ({ type: 'navigate' as const, to: params.to })),
      announce: enqueueActions(({ context, enqueue }, saved: WireRecord) => {
        if (context.announceTo && definition.announce) enqueue.sendTo(context.announceTo, definition.announce(saved));
      }),
      showLoaded: assign(({ context }, output: LoadedForm) => ({
        options: output.options,
        values: output.record ? definition.fromRecord(output.record, output.options) : definition.empty(output.options, shopToday(context)),
        errors: {},
        serverErrors: {},
        generation: context.generation + 1,
        loadError: null,
      })),
      setField: assign(({ context, event }) => {
        if (event.type !== 'field.change') return {};
        const next = { ...values(context), [event.name]: event.value };
        const linked = (definition.linked?.[event.name] ?? []).filter((field) => hasValue(next[field]));
        return { values: next, errors: recheck(context, next, [event.name, ...linked]), serverErrors: withoutFields(context.serverErrors, [event.name]) };
      }),
      applyEdit: assign(({ context, event }) => {
        if (event.type !== 'form.edit' || !definition.applyEdit) return {};
        const { values: next, fields } = definition.applyEdit(values(context), event.edit, context.options);
        return { values: next, errors: recheck(context, next, fields), serverErrors: withoutFields(context.serverErrors, fields) };
      }),
      followTimeZone: assign(({ context, event }) => {
        if (event.type !== 'shop.timeZone') return {};
        const before = shopToday(context);
        const after = calendarDateIn(new Date(), event.timeZone);
        if (context.mode !== 'add' || before === after) return { timeZone: event.timeZone };
        // A new record's date that still holds the old zone's today moves to the shop's today.
        const defaults = definition.empty(context.options, before);
        const moved = Object.fromEntries(Object.entries(values(context)).map(([name, value]) => [name, value === before && defaults[name] === before ? after : value]));
        return { timeZone: event.timeZone, values: moved };
      }),
      showAllErrors: assign(({ context }) => ({ errors: checkValues(definition, values(context)) })),
      reset: assign(({ context }) => ({
        values: definition.empty(context.options, shopToday(context)),
        errors: {},
        serverErrors: {},
        generation: context.generation + 1,
      })),
      showSaved: assign(({ context }, record: WireRecord) => ({
        // PUT /api/products/{id} (docs/api.md#the-calls): the answer replaces the form state.
        values: definition.fromRecord(record, context.options),
        errors: {},
        serverErrors: {},
      })),
      showRefusal: assign((_, answer: SaveResult) => ({
        serverErrors: answer.ok ? {} : issuesToErrors(answer.issues, definition.conflictField, answer.status, (!answer.ok && (answer.message || answer.issues[0]?.message)) || ''),
      })),
    },
    guards: {
      isNewZone: ({ context, event }) => event.type === 'shop.timeZone' && event.timeZone !== context.timeZone,
      isValid: ({ context }) => Object.keys(checkValues(definition, values(context))).length === 0,
      canEdit: ({ context, event }) => event.type === 'form.edit' && definition.applyEdit !== undefined && (definition.allowsEdit?.(values(context), event.edit) ?? true),
      canSuggest: () => definition.suggestion !== undefined,
      isEditing: ({ context }) => context.mode === 'edit',
      staysAfterEdit: ({ context }) => context.mode === 'edit' && definition.afterEdit === 'stay',
      resetsAfterAdd: () => definition.afterAdd === 'reset',
    },
  }).createMachine({
    id: 'recordForm',
    context: ({ input }) => ({
      // A document that is read (General Setting, the profile) is edited; one that is not (the password) is added each time.
      mode: ('resource' in source ? input.id !== undefined : source.read !== null) ? 'edit' : 'add',
      id: input.id ?? null,
      options: {},
      values: {},
      errors: {},
      serverErrors: {},
      generation: 0,
      loadError: null,
      announceTo: input.announceTo ?? null,
      timeZone: input.timeZone ?? DEFAULT_TIME_ZONE,
    }),
    // The search box lives as long as the form, so what is typed survives a refused save.
    ...(definition.productSearch ? { invoke: { id: 'productSearch', src: 'productSearch', input: { typingPause: CATALOG_SEARCH_PAUSE_MS, quickKeysPause: CATALOG_SEARCH_PAUSE_MS, warehouseId: null } } } : {}),
    initial: 'loading',
    states: {
      loading: {
        description: 'The form says Loading…',
        tags: 'loading',
        on: { 'shop.timeZone': followZone },
        invoke: {
          id: 'loadForm',
          src: 'loadForm',
          input: ({ context }) => ({ pickers: definition.pickers, id: context.id }),
          onDone: [
            { guard: ({ event }) => event.output.ok, target: 'editing', actions: { type: 'showLoaded', params: ({ event }) => acceptedData(event.output) } },
            { target: 'loadFailed', actions: assign({ loadError: ({ event }) => loadFailureMessage(event.output, LOAD_FAILED_MESSAGE) }) },
          ],
          onError: { target: 'loadFailed', actions: assign({ loadError: LOAD_FAILED_MESSAGE }) },
        },
      },
      loadFailed: {
        description: 'The form says why it could not be loaded, with Retry',
        tags: 'loadFailed',
        on: { 'form.retry': { description: 'Press Retry', target: 'loading' }, 'shop.timeZone': followZone },
      },
      editing: {
        description: 'The form shows its fields, ready to edit',
        tags: 'editing',
        initial: 'idle',
        on: {
          'shop.timeZone': followZone,
          'field.change': { actions: 'setField' },
          'form.edit': { guard: 'canEdit', actions: 'applyEdit' },
          ...(definition.productSearch
            ? {
                'search.product.chosen': { actions: raise(({ event }) => ({ type: 'form.edit' as const, edit: definition.productSearch!.chosen(event.product, event.quantity) })) },
                'search.quantity.typed': { actions: raise(({ event }) => ({ type: 'form.edit' as const, edit: definition.productSearch!.quantityTyped(event.quantity) })) },
              }
            : {}),
          'form.submit': [
            { description: 'Press Save', guard: 'isValid', target: 'submitting' },
            { description: 'Press Save', actions: 'showAllErrors' },
          ],
        },
        states: {
          idle: {
            on: { 'field.suggest': { description: 'Press ↻ beside Product Code (Generate an unused product code)', guard: 'canSuggest', target: 'suggesting' } },
          },
          suggesting: {
            description: 'The ↻ button beside Product Code shows … while a code is found',
            tags: 'suggesting',
            invoke: {
              id: 'suggestValue',
              src: 'suggestValue',
              input: ({ context }) => ({ field: definition.suggestion!.field, query: definition.suggestion!.query(values(context)) }),
              onDone: [
                {
                  // An empty suggestion is no code: it is a failure like a refusal.
                  guard: ({ event }) => event.output.ok && event.output.data !== '',
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const field = definition.suggestion!.field;
                    const next = { ...values(context), [field]: acceptedData(event.output) };
                    return { values: next, errors: recheck(context, next, [field]), serverErrors: withoutFields(context.serverErrors, [field]) };
                  }),
                },
                { target: 'idle', actions: { type: 'notify', params: { kind: 'error', message: SUGGEST_FAILED_MESSAGE } } },
              ],
              onError: { target: 'idle', actions: { type: 'notify', params: { kind: 'error', message: SUGGEST_FAILED_MESSAGE } } },
            },
          },
        },
      },
      submitting: {
        description: 'The Save button says Saving…',
        tags: 'submitting',
        invoke: {
          id: 'saveForm',
          src: 'saveForm',
          input: ({ context }) => ({ id: context.id, body: definition.toBody(values(context)) }),
          onDone: [
            {
              guard: ({ event }) => !event.output.ok,
              target: 'editing',
              actions: [
                { type: 'showRefusal', params: ({ event }) => event.output },
                { type: 'notify', params: ({ event }) => ({ kind: 'error' as const, message: refusalText(event.output, definition.messages.failed) }) },
              ],
            },
            {
              guard: 'staysAfterEdit',
              target: 'editing',
              actions: [
                { type: 'showSaved', params: ({ event }) => savedRecord(event.output) },
                { type: 'announce', params: ({ event }) => savedRecord(event.output) },
                { type: 'notify', params: { kind: 'success', message: definition.messages.updated } },
              ],
            },
            {
              guard: 'isEditing',
              target: 'saved',
              actions: [
                { type: 'showSaved', params: ({ event }) => savedRecord(event.output) },
                { type: 'announce', params: ({ event }) => savedRecord(event.output) },
                { type: 'notify', params: { kind: 'success', message: definition.messages.updated } },
                { type: 'navigate', params: { to: (definition.afterEdit as { navigate: string }).navigate } },
              ],
            },
            {
              guard: 'resetsAfterAdd',
              target: 'editing',
              actions: ['reset', { type: 'announce', params: ({ event }) => savedRecord(event.output) }, { type: 'notify', params: { kind: 'success', message: definition.messages.created } }],
            },
            {
              target: 'saved',
              actions: [
                { type: 'announce', params: ({ event }) => savedRecord(event.output) },
                { type: 'notify', params: { kind: 'success', message: definition.messages.created } },
                { type: 'navigate', params: { to: (definition.afterAdd as { navigate: string }).navigate } },
              ],
            },
          ],
          // The request never got an answer (offline, timed out): the failure alert in docs/screens.md#messages.
          onError: { target: 'editing', actions: { type: 'notify', params: { kind: 'error', message: definition.messages.failed } } },
        },
      },
      // The app is on its way to the list; the form shows what was saved until it unmounts.
      saved: { description: 'The form shows what was saved until the next screen opens', type: 'final', tags: 'submitting' },
    },
  });
}

function savedRecord(output: SaveResult): WireRecord {
  // A save may answer with no body (the password change): nothing to show or announce.
  return output.ok ? (output.data ?? {}) : {};
}

export type RecordFormMachine = ReturnType<typeof recordFormMachine>;
export type RecordFormActor = ActorRefFrom<RecordFormMachine>;
export type RecordFormSnapshot = SnapshotFrom<RecordFormMachine>;

/** The message under a field: what the server refused wins over the schema's check, as it is newer. */
export function fieldError(snapshot: RecordFormSnapshot, path: string): string | undefined {
  return snapshot.context.serverErrors[path] ?? snapshot.context.errors[path];
}

/** A field's value as the form holds it. */
export function fieldValue(snapshot: RecordFormSnapshot, name: string): unknown {
  return (snapshot.context.values as Values)[name];
}

/** Messages that belong to no field the form shows (a whole-form rule). */
export function formErrors(snapshot: RecordFormSnapshot, shownFields: readonly string[]): string[] {
  const all = { ...snapshot.context.errors, ...snapshot.context.serverErrors };
  return Object.entries(all)
    .filter(([path]) => !shownFields.some((field) => isUnder(path, field)))
    .map(([, message]) => message);
}
