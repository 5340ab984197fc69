import type { MessageDescriptor } from '@lingui/core';
import { assign, emit, enqueueActions, fromPromise, setup, type ActorRefFrom, type AnyActorRef } from 'xstate';
import type { ApiResult, Refusal } from '../../api/common/http';
import { findReturnDocuments, loadReturnDocument, saveReturn, type ReturnDocument } from '../../api/returns/returns';
import { DomainError } from '../../domain/domain-error';
import { parseMoney, toDecimalText, type Minor } from '../../domain/money';
import { REFUND_METHODS, refundableOf, returnShare, type ReturnCandidate, type ReturnKind, type ReturnRecord } from '../../domain/returns.schemas';
import type { NotifyEvent, ShownText } from '../common/notifications';
import { accountsByMethod, tillAccounts, type AccountsByMethod } from '../common/payment-accounts';
import type { Till } from '../../domain/tills.schemas';

// The return dialog's own words (docs/i18n.md#machines); the server's refusals come as its own sentences.
export const FIND_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'return.find-failed', message: 'Could not search. Please try again.' };
export const LOAD_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'return.load-failed', message: 'Could not load this document. Please try again.' };
export const SAVE_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'return.save-failed', message: 'Could not save the return. Please try again.' };
const returnSaved = (reference: string, document: string): MessageDescriptor => /*i18n*/ ({ id: 'return.saved', message: 'Return {reference} of {document} saved.', values: { reference, document } });
export const NO_LINES_MESSAGE = 'Enter a quantity to return on at least one line.';
export const ACCOUNT_REQUIRED_MESSAGE = 'Choose the account the refund goes through.';

/**
 * The till a sale return's refund is paid at, within its open shift (docs/tills-and-shifts.md#refunds-at-the-till):
 * its name, and its accounts, where each method's refund starts.
 */
export type ReturnTill = Pick<Till, '_id' | 'name' | 'cashAccount' | 'methodAccounts'>;

type RefundMethod = (typeof REFUND_METHODS)[number];
/** What a paid sale's return gives back: money (a refund) or the customer's credit (their deposit balance). */
export type Settlement = 'refund' | 'credit';

export type ReturnFormEvent =
  | { type: 'return.open' }
  | { type: 'return.close' }
  | { type: 'return.query.change'; q: string }
  | { type: 'return.search' }
  | { type: 'return.document.choose'; id: string }
  | { type: 'return.back' }
  | { type: 'return.quantity.change'; lineId: string; value: string }
  | { type: 'return.restock.change'; restock: boolean }
  | { type: 'return.refund.change'; value: string }
  | { type: 'return.settlement.choose'; settlement: Settlement }
  | { type: 'return.account.choose'; accountId: string }
  | { type: 'return.method.choose'; method: RefundMethod }
  | { type: 'return.till.choose'; atTill: boolean }
  | { type: 'return.note.change'; value: string }
  | { type: 'return.submit' };

export interface ReturnFormContext {
  kind: ReturnKind;
  list: AnyActorRef | null;
  /** Opened at the POS: the refund is paid at that till, and the form ends when it closes. */
  atCounter: boolean;
  /** The till the refund may be paid at: the POS's own, or in the back office this browser's till while its shift is open. */
  till: ReturnTill | null;
  /** Whether the refund is paid at `till`, within its open shift. */
  atTill: boolean;
  /** The document whose lines are read (chosen, or given by the POS). */
  documentId: string | null;
  /** The return saved, which the POS tells the cashier. */
  saved: ReturnRecord | null;
  q: string;
  candidates: ReturnCandidate[];
  chosen: ReturnDocument | null;
  /** Typed quantity per line id. */
  quantities: Record<string, string>;
  restock: boolean;
  /** A sale return: pay the returned value back, or put it on the customer's credit. */
  settlement: Settlement;
  refund: string;
  /** Whether the refund was typed: until then it follows what may be refunded. */
  refundTyped: boolean;
  accountId: string;
  /** Where a refund by each method starts (General Setting's, else the default account). */
  accountFor: AccountsByMethod;
  method: RefundMethod;
  note: string;
  /** Messages by field: 'lines', 'line.<id>', 'refundAmount', 'accountId', 'note'. */
  fieldErrors: Record<string, ShownText>;
  message: ShownText | null;
}

/** What the server receives (money in major units). */
export interface ReturnWireBody {
  kind: ReturnKind;
  sale?: string;
  purchase?: string;
  lines: { lineId: string; quantity: number }[];
  restock?: boolean;
  refundAmount: number;
  /** A sale return: the part put on the customer's deposit balance. */
  creditAmount?: number;
  accountId: string | null;
  method: RefundMethod;
  note: string;
  /** A refund at a till is paid within its open shift. */
  till?: string;
}

const emptyForm = {
  quantities: {},
  restock: true,
  settlement: 'refund' as Settlement,
  refund: '',
  refundTyped: false,
  accountId: '',
  accountFor: accountsByMethod({}, []),
  method: 'Cash' as RefundMethod,
  note: '',
  fieldErrors: {},
  message: null,
};

/** Where a refund by each method starts: at a till, the till's drawer and accounts; else General Setting's. */
export function startingAccounts(context: Pick<ReturnFormContext, 'accountFor' | 'till' | 'atTill'>): AccountsByMethod {
  return context.atTill && context.till ? tillAccounts(context.till, context.accountFor) : context.accountFor;
}

/** The refusal's own words, else the fallback (an `ok` answer has none). */
const refusalMessage = (answer: ApiResult<unknown>, fallback: ShownText): ShownText => (answer.ok ? fallback : answer.message || fallback);

function quantityOf(text: string): number {
  return /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** The return's total from the typed quantities (null while one is not a whole number within the line's limit). */
export function returnTotal(context: Pick<ReturnFormContext, 'chosen' | 'quantities'>): Minor {
  let total = 0;
  for (const line of context.chosen?.document.lines ?? []) {
    const quantity = quantityOf(context.quantities[line.lineId] ?? '');
    if (!(quantity >= 1 && quantity <= line.returnable)) continue;
    total += returnShare({ quantity: line.quantity, subtotal: parseMoney(line.subTotal), returned: line.returned, returnedAmount: parseMoney(line.returnedAmount) }, quantity);
  }
  return total as Minor;
}

export const selectTotalText = (context: Pick<ReturnFormContext, 'chosen' | 'quantities'>) => toDecimalText(returnTotal(context));

/** A sale return comes off what is still due on the sale first; only the rest can be refunded. */
export function selectRefundable(context: Pick<ReturnFormContext, 'chosen' | 'quantities'>): Minor {
  const due = context.chosen ? parseMoney(context.chosen.document.due) : 0;
  return refundableOf(returnTotal(context), due);
}

/** The refund's limit as the form says it, when what is due on the sale lowers it (null otherwise). */
export function refundLimitText(context: Pick<ReturnFormContext, 'chosen' | 'quantities'>): MessageDescriptor | null {
  const due = context.chosen?.document.due ?? 0;
  if (due <= 0) return null;
  return /*i18n*/ {
    id: 'return.refund-limit',
    message: 'At most {refundable} can be refunded: {due} is still due on {reference}, and the return comes off that first.',
    values: { refundable: toDecimalText(selectRefundable(context)), due: toDecimalText(parseMoney(due)), reference: context.chosen!.document.reference },
  };
}

/**
 * Whether the return asks how its value goes back: a sale return with something to give back (a
 * paid sale); a return of a sale on credit only lowers what is due (docs/money-and-payments.md, "Returns").
 */
export function asksSettlement(context: Pick<ReturnFormContext, 'kind' | 'chosen' | 'quantities'>): boolean {
  return context.kind === 'sale' && selectRefundable(context) > 0;
}

/** Whether what is not refunded may go on the customer's credit: not for the walk-in customer, who takes a refund. */
export function offersCredit(context: Pick<ReturnFormContext, 'kind' | 'chosen' | 'quantities'>): boolean {
  return asksSettlement(context) && context.chosen!.document.creditAllowed;
}

/** A sale return's refund box shows what may be refunded until the user types in it. */
function prefilledRefund(context: ReturnFormContext): Partial<ReturnFormContext> {
  if (context.kind !== 'sale' || context.refundTyped) return {};
  return { refund: toDecimalText(selectRefundable(context)) };
}

/** What of a paid sale's return is not refunded goes on the customer's credit (null when none). */
export function creditText(context: ReturnFormContext): string | null {
  if (!offersCredit(context)) return null;
  if (context.settlement === 'credit') return toDecimalText(selectRefundable(context));
  try {
    const refund = context.refund.trim() === '' ? 0 : parseMoney(context.refund.trim());
    const rest = selectRefundable(context) - refund;
    return rest > 0 && refund >= 0 ? toDecimalText(rest as Minor) : null;
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/** The body to send, or the messages that stop it: the same rules the server applies. */
export function returnBody(context: ReturnFormContext): { body: ReturnWireBody } | { errors: Record<string, ShownText> } {
  const errors: Record<string, ShownText> = {};
  const lines: { lineId: string; quantity: number }[] = [];
  for (const line of context.chosen?.document.lines ?? []) {
    const text = (context.quantities[line.lineId] ?? '').trim();
    if (text === '' || text === '0') continue;
    const quantity = quantityOf(text);
    if (Number.isNaN(quantity)) errors[`line.${line.lineId}`] = 'Enter a whole number.';
    else if (quantity > line.returnable) errors[`line.${line.lineId}`] = /*i18n*/ { id: 'return.at-most', message: 'At most {returnable}.', values: { returnable: line.returnable } };
    else lines.push({ lineId: line.lineId, quantity });
  }
  if (lines.length === 0 && Object.keys(errors).length === 0) errors.lines = NO_LINES_MESSAGE;
  let refund = 0 as Minor;
  const crediting = offersCredit(context) && context.settlement === 'credit';
  if (!crediting) {
    try {
      refund = context.refund.trim() === '' ? (0 as Minor) : parseMoney(context.refund.trim());
      if (refund > returnTotal(context)) errors.refundAmount = /*i18n*/ { id: 'return.refund-above-total', message: "At most the return's total, {total}.", values: { total: selectTotalText(context) } };
      else if (refund > selectRefundable(context)) errors.refundAmount = refundLimitText(context)!;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      errors.refundAmount = error.message;
    }
  }
  // The walk-in customer holds no credit: a walk-in sale's paid goods are refunded whole.
  if (!errors.refundAmount && asksSettlement(context) && !offersCredit(context) && refund < selectRefundable(context)) {
    // The domain's sentence (the server's refusal, walkInCreditMessage), as a message of the catalogs.
    errors.refundAmount = /*i18n*/ { id: 'return.walk-in-credit', message: 'A walk-in customer has no deposit to credit: refund {refundable} instead.', values: { refundable: toDecimalText(selectRefundable(context)) } };
  }
  if (refund > 0 && !context.accountId) errors.accountId = ACCOUNT_REQUIRED_MESSAGE;
  // A paid sale's returned value goes back whole: what is not refunded is the customer's credit.
  const credit = offersCredit(context) ? ((selectRefundable(context) - refund) as Minor) : (0 as Minor);
  if (Object.keys(errors).length > 0) return { errors };
  const documentId = context.chosen!.document._id;
  return {
    body: {
      kind: context.kind,
      ...(context.kind === 'sale' ? { sale: documentId, restock: context.restock, creditAmount: Number(toDecimalText(credit)) } : { purchase: documentId }),
      lines,
      refundAmount: Number(toDecimalText(refund)),
      accountId: refund > 0 ? context.accountId : null,
      method: context.method,
      note: context.note,
      ...(context.kind === 'sale' && context.atTill && context.till ? { till: context.till._id } : {}),
    },
  };
}

function errorsOf(refusal: Refusal, context: ReturnFormContext): Record<string, ShownText> {
  const errors: Record<string, ShownText> = {};
  for (const issue of refusal.issues) {
    const lineIndex = /^lines\.(\d+)/.exec(issue.path);
    if (lineIndex) {
      const sent = returnBody(context);
      const lineId = 'body' in sent ? sent.body.lines[Number(lineIndex[1])]?.lineId : undefined;
      if (lineId) errors[`line.${lineId}`] = issue.message;
    } else if (['refundAmount', 'accountId', 'note', 'till'].includes(issue.path)) errors[issue.path] = issue.message;
    // The credit is the rest of the refund: a refusal of it is shown where the amount is entered.
    else if (issue.path === 'creditAmount') errors.refundAmount = issue.message;
  }
  return errors;
}

/**
 * '+ Add Return' on the Sale Return and Purchase Return lists: find a completed
 * sale or a received purchase by reference or customer/supplier, enter the quantities per line up
 * to what may still be returned, restock or not (a sale return), the refund by method and account
 * (the account following the method), and save. A paid sale's returned value goes back whole
 * (docs/money-and-payments.md, "Returns"): the refund starts at it, and what is not refunded, or all
 * of it when "Customer credit" is chosen, goes on the customer's deposit balance (creditAmount). A saved return tells the list to read again. Emits `notify` for the toaster.
 *
 * At the POS (input `till`) the refund is paid at that till within its open shift: the form opens
 * at once (on the sale given, else on the search), and ends when it closes, with the return saved
 * (or null). In the back office a sale return may be paid at this browser's till while its shift is
 * open; it is not unless the user chooses it (docs/tills-and-shifts.md#refunds-at-the-till).
 */
/** What the form opens with: the kind of return, the list to reload, the till that refunds, the document chosen. */
export interface ReturnFormInput {
  kind: ReturnKind;
  list?: AnyActorRef;
  till?: ReturnTill;
  documentId?: string;
}

export const returnFormMachine = setup({
  types: {
    context: {} as ReturnFormContext,
    events: {} as ReturnFormEvent,
    input: {} as ReturnFormInput,
    output: {} as { saved: ReturnRecord | null },
    emitted: {} as NotifyEvent,
  },
  actors: {
    findDocuments: fromPromise<ApiResult<ReturnCandidate[]>, { kind: ReturnKind; q: string }>(({ input, signal }) => findReturnDocuments(input, signal)),
    loadDocument: fromPromise<ApiResult<ReturnDocument>, { kind: ReturnKind; id: string; offersBoundTill: boolean }>(({ input, signal }) => loadReturnDocument(input, signal)),
    saveReturn: fromPromise<ApiResult<ReturnRecord>, ReturnWireBody>(({ input, signal }) => saveReturn(input as never, signal)),
  },
  actions: {
    notify: emit((_, params: Omit<NotifyEvent, 'type' | 'place'>) => ({ type: 'notify' as const, place: 'layout' as const, ...params })),
    reloadList: enqueueActions(({ context, enqueue }) => {
      if (context.list) enqueue.sendTo(context.list, { type: 'list.reload' });
    }),
  },
  guards: {
    isReadyToSave: ({ context }) => 'body' in returnBody(context),
    isAtCounter: ({ context }) => context.atCounter,
    hasDocument: ({ context }) => context.documentId !== null,
  },
}).createMachine({
  id: 'returnForm',
  context: ({ input }) => ({
    kind: input.kind,
    list: input.list ?? null,
    atCounter: input.till !== undefined,
    till: input.till ?? null,
    atTill: input.till !== undefined,
    documentId: input.documentId ?? null,
    saved: null,
    q: '',
    candidates: [],
    chosen: null,
    ...emptyForm,
  }),
  initial: 'starting',
  output: ({ context }) => ({ saved: context.saved }),
  states: {
    starting: {
      description: 'The form starts: at the POS it opens at once, on the sale given or on the search',
      always: [
        { guard: 'isAtCounter', target: 'opening' },
        { target: 'closed' },
      ],
    },
    opening: {
      description: 'The POS opens the return dialog',
      always: [
        { guard: 'hasDocument', target: 'loading' },
        { target: 'finding' },
      ],
    },
    closed: {
      description: 'No return dialog is open',
      always: { guard: 'isAtCounter', target: 'finished' },
      on: { 'return.open': { description: 'Press + Add Return on the return list', target: 'finding', actions: assign({ q: '', candidates: [], chosen: null, documentId: null, saved: null, ...emptyForm }) } },
    },
    finished: {
      description: 'The POS return dialog is closed; the till sells again',
      type: 'final',
    },
    finding: {
      description: "The dialog 'Add Sale Return' (or Purchase) asks which document to return from",
      tags: ['open', 'finding'],
      initial: 'searching',
      on: {
        'return.close': { description: 'Press Cancel (or Escape) in the return dialog', target: '#returnForm.closed' },
        'return.query.change': { description: "Type '{q}' in the search box of the dialog", actions: assign({ q: ({ event }) => event.q }) },
        'return.search': { description: 'Press Enter in the search box (search now)', target: '.searching' },
      },
      states: {
        searching: {
          description: 'The dialog searches the documents',
          tags: 'searching',
          invoke: {
            id: 'findDocuments',
            src: 'findDocuments',
            input: ({ context }) => ({ kind: context.kind, q: context.q }),
            onDone: [
              { guard: ({ event }) => event.output.ok, target: 'results', actions: assign({ candidates: ({ event }) => (event.output.ok ? event.output.data : []), message: null }) },
              { target: 'results', actions: assign({ candidates: [], message: ({ event }) => refusalMessage(event.output, FIND_FAILED_MESSAGE) }) },
            ],
            onError: { target: 'results', actions: assign({ candidates: [], message: FIND_FAILED_MESSAGE }) },
          },
        },
        results: {
          description: 'The dialog lists the documents found, each with Choose',
          on: { 'return.document.choose': { description: 'Press Choose on a document in the results', target: '#returnForm.loading', actions: assign({ message: null, documentId: ({ event }) => event.id }) } },
        },
      },
    },
    loading: {
      description: "The chosen document's lines are being read",
      tags: ['open', 'finding', 'searching'],
      on: { 'return.close': { description: 'Press Cancel (or Escape) in the return dialog', target: 'closed' } },
      invoke: {
        id: 'loadDocument',
        src: 'loadDocument',
        // In the back office a sale return reads this browser's till too: its refund may be paid there.
        input: ({ context }) => ({ kind: context.kind, id: context.documentId!, offersBoundTill: context.kind === 'sale' && !context.atCounter }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'editing',
            actions: assign(({ context, event }) => {
              const chosen = event.output.ok ? event.output.data : null;
              const accountFor = accountsByMethod(chosen?.methodAccounts ?? {}, (chosen?.accounts ?? []).map((account) => ({ id: account._id, isDefault: account.isDefault })));
              // At the POS the till is its own; in the back office this browser's till is offered, not chosen.
              const till = context.atCounter ? context.till : (chosen?.till ?? null);
              const form = { ...context, ...emptyForm, chosen, accountFor, till, atTill: context.atCounter };
              return { ...form, accountId: startingAccounts(form)[emptyForm.method] ?? '', ...prefilledRefund(form) };
            }),
          },
          { target: 'finding.results', actions: assign({ message: ({ event }) => refusalMessage(event.output, LOAD_FAILED_MESSAGE) }) },
        ],
        onError: { target: 'finding.results', actions: assign({ message: LOAD_FAILED_MESSAGE }) },
      },
    },
    editing: {
      description: 'The dialog shows the lines to return, the refund and Save return',
      tags: 'open',
      on: {
        'return.close': { description: 'Press Cancel (or Escape) in the return dialog', target: 'closed' },
        'return.back': { description: 'Press Back', target: 'finding.results', actions: assign({ chosen: null, ...emptyForm }) },
        'return.quantity.change': {
          description: "Type '{value}' in a line's Return quantity",
          actions: assign(({ context, event }) => {
            const form = { ...context, quantities: { ...context.quantities, [event.lineId]: event.value }, fieldErrors: {}, message: null };
            return { ...form, ...prefilledRefund(form) };
          }),
        },
        'return.restock.change': { description: "Tick or untick 'Put the goods back in stock'", guard: ({ context }) => context.kind === 'sale', actions: assign({ restock: ({ event }) => event.restock }) },
        'return.refund.change': { description: "Type '{value}' in Refund amount", actions: assign({ refund: ({ event }) => event.value, refundTyped: true, fieldErrors: {}, message: null }) },
        'return.settlement.choose': { description: 'Choose {settlement} in Give back as', guard: ({ context }) => context.kind === 'sale', actions: assign({ settlement: ({ event }) => event.settlement, fieldErrors: {}, message: null }) },
        'return.account.choose': { description: 'Choose an account in Refund from (or into) account', actions: assign({ accountId: ({ event }) => event.accountId, fieldErrors: {} }) },
        // The account follows the method (docs/money-and-payments.md, "Methods and accounts"); one chosen after it stays.
        'return.method.choose': { description: 'Choose {method} in Refund method', actions: assign(({ context, event }) => ({ method: event.method, accountId: startingAccounts(context)[event.method] ?? context.accountId })) },
        // At the till its drawer and accounts pay the refund; back at the shop's, General Setting's.
        'return.till.choose': {
          description: 'Choose whether the refund is paid at the till (Refund at till)',
          guard: ({ context }) => context.kind === 'sale' && context.till !== null && !context.atCounter,
          actions: assign(({ context, event }) => ({ atTill: event.atTill, accountId: startingAccounts({ ...context, atTill: event.atTill })[context.method] ?? context.accountId, fieldErrors: {}, message: null })),
        },
        'return.note.change': { description: "Type '{value}' in Note", actions: assign({ note: ({ event }) => event.value }) },
        'return.submit': [
          { description: 'Press Save return', guard: 'isReadyToSave', target: 'saving', actions: assign({ fieldErrors: {}, message: null }) },
          {
            description: 'Press Save return',
            actions: assign({
              fieldErrors: ({ context }) => {
                const checked = returnBody(context);
                return 'errors' in checked ? checked.errors : {};
              },
            }),
          },
        ],
      },
    },
    saving: {
      description: 'The Save return button says Saving…',
      tags: ['open', 'saving'],
      invoke: {
        id: 'saveReturn',
        src: 'saveReturn',
        input: ({ context }) => {
          const checked = returnBody(context);
          if (!('body' in checked)) throw new Error('saving a return the form refuses');
          return checked.body;
        },
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'closed',
            actions: [
              assign({ saved: ({ event }) => (event.output.ok ? event.output.data : null) }),
              {
                type: 'notify',
                params: ({ context }) => ({ kind: 'success' as const, message: returnSaved(context.saved!.reference, context.saved!.document) }),
              },
              'reloadList',
            ],
          },
          {
            target: 'editing',
            actions: assign(({ context, event }) => (event.output.ok ? {} : { fieldErrors: errorsOf(event.output, context), message: event.output.message || SAVE_FAILED_MESSAGE })),
          },
        ],
        onError: { target: 'editing', actions: assign({ message: SAVE_FAILED_MESSAGE }) },
      },
    },
  },
});

export type ReturnFormActor = ActorRefFrom<typeof returnFormMachine>;
