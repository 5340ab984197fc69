import type { MessageDescriptor } from '@lingui/core';
import { assign, fromPromise, not, setup } from 'xstate';
import { acceptedData, fieldReasonOf, reasonOf, type ApiResult } from '../../api/common/http';
import { awaitCloseSent, closeAtTill, keptCloseAt, withWaitingSales, type TillClose } from '../../api/pos/till-checkout';
import { confirmShift, listShiftsOf, listTills, moveCash, openShift, readShiftReport, readTill, recordNoSale, type DrawerCount } from '../../api/pos/pos-shifts';
import { bindTill, readBoundTill } from '../../api/pos/till-preferences';
import type { Currency } from '../../domain/currencies';
import { denominationsOf } from '../../domain/denominations';
import { multiplyMoney, parseMoney, sumMoney, ZERO, type Minor } from '../../domain/money';
import { DEFAULT_CURRENCY } from '../../domain/shop-constants';
import type { ShownText } from '../common/notifications';
import { newCheckoutKey } from './pos-till.machine';
import type { TillShiftReport } from '../../domain/sales-not-arrived';
import type { Till } from '../../domain/tills.schemas';

/** A count being typed: the total, or how many of each note and coin (then the total is theirs). */
interface CountForm {
  byDenomination: boolean;
  total: string;
  /** Denomination (minor units, as text) -> how many, as typed. */
  counts: Record<string, string>;
}

export const EMPTY_COUNT: CountForm = { byDenomination: false, total: '', counts: {} };

interface CashForm {
  direction: 'in' | 'out';
  amount: string;
  reason: string;
}

export interface CounterInput {
  /** An admin binds this browser to a till and changes it; staff ask one (docs/tills-and-shifts.md#the-browsers-till). */
  canBind: boolean;
  /** An admin confirms a count whose variance is above the threshold. */
  canConfirm: boolean;
  /** General Setting's currency: its notes and coins, if src/domain/denominations.ts has them (the default's until told). */
  currency?: Currency;
  /** Makes the idempotency key of a pay-in, pay-out or no-sale; tests give their own. */
  newKey?: () => string;
}

export type PosCounterEvent =
  /** What the signed-in user may do, once the session knows it (it may change after the counter started). */
  | { type: 'counter.access'; canBind: boolean; canConfirm: boolean }
  /** The shop's currency, once General Setting is read (it may be read after the counter started). */
  | { type: 'counter.currency'; currency: Currency }
  | { type: 'counter.retry' }
  | { type: 'counter.till.choose'; id: string }
  | { type: 'counter.till.change' }
  | { type: 'counter.count.mode'; byDenomination: boolean }
  | { type: 'counter.count.total'; text: string }
  | { type: 'counter.count.denomination'; value: Minor; text: string }
  | { type: 'counter.shift.open' }
  | { type: 'counter.cash.start'; direction: 'in' | 'out' }
  | { type: 'counter.cash.amount'; text: string }
  | { type: 'counter.cash.reason'; text: string }
  | { type: 'counter.noSale.start' }
  | { type: 'counter.save' }
  | { type: 'counter.dialog.close' }
  | { type: 'counter.report.open' }
  | { type: 'counter.report.print' }
  | { type: 'counter.close.start' }
  | { type: 'counter.shift.close' }
  | { type: 'counter.shift.confirm' }
  | { type: 'counter.awaiting.review' }
  | { type: 'counter.shift.next' };

/** What the till's screen knows of where it stands: its till (with its open shift) and, for an admin, a count waiting for confirmation. */
interface TillState {
  till: Till;
  /** The open shift's X report, the Z report of a close kept at this till and not sent yet, or null when none is open. */
  report: TillShiftReport | null;
  /** The till's latest count awaiting an admin's confirmation (read for admins only), or null. */
  awaiting: TillShiftReport | null;
}

/** A pay-in, pay-out or no-sale sent and not answered yet: its body (JSON) and the key it went with. */
interface PendingWrite {
  body: string;
  key: string;
}

type CounterContext = Omit<CounterInput, 'currency' | 'newKey'> & {
  newKey: () => string;
  /** Sent again unchanged after no answer, a write keeps its key, so the server records it once (docs/api.md#idempotency). */
  pendingWrite: PendingWrite | null;
  /** The notes and coins of the shop's currency, largest first (docs/tills-and-shifts.md#counting-the-drawer); null: counted as a total. */
  denominations: readonly Minor[] | null;
  tills: Till[];
  till: Till | null;
  /** The shift's latest report: the X report while open, the Z report once counted. */
  report: TillShiftReport | null;
  /** A staff member's count the admin at this till may confirm. */
  awaiting: TillShiftReport | null;
  count: CountForm;
  cash: CashForm;
  noSaleReason: string;
  /** What is wrong with the form in hand, or what the server refused. */
  problem: ShownText | null;
  /** What the till last did, said above the cart. */
  notice: ShownText | null;
  failure: ShownText | null;
};

// The counter's own words (docs/i18n.md#machines); the server's refusals come as its own sentences.
const LOAD_FAILED: MessageDescriptor = /*i18n*/ { id: 'pos.counter.load-failed', message: 'The tills could not be read. Check the connection and try again.' };
const NO_ANSWER: MessageDescriptor = /*i18n*/ { id: 'pos.counter.no-answer', message: 'The server did not answer. Check the connection and try again.' };
const COUNT_REQUIRED: MessageDescriptor = /*i18n*/ { id: 'pos.counter.count-required', message: 'Enter the cash counted: a total, or how many of each note and coin.' };
const AMOUNT_REQUIRED: MessageDescriptor = /*i18n*/ { id: 'pos.counter.amount-required', message: 'Enter an amount greater than 0.' };
const REASON_REQUIRED: MessageDescriptor = /*i18n*/ { id: 'pos.counter.reason-required', message: 'Enter the reason.' };
const shiftOpen = (number: number): MessageDescriptor => /*i18n*/ ({ id: 'pos.counter.shift-open', message: 'Shift {number} is open.', values: { number } });
const payInRecorded = (reason: string): MessageDescriptor => /*i18n*/ ({ id: 'pos.counter.pay-in-recorded', message: 'Pay-in recorded: {reason}.', values: { reason } });
const payOutRecorded = (reason: string): MessageDescriptor => /*i18n*/ ({ id: 'pos.counter.pay-out-recorded', message: 'Pay-out recorded: {reason}.', values: { reason } });
const noSaleRecorded = (reason: string): MessageDescriptor => /*i18n*/ ({ id: 'pos.counter.no-sale-recorded', message: 'No sale recorded: {reason}.', values: { reason } });
const closeRefused = (number: number, reason: string): MessageDescriptor => /*i18n*/ ({ id: 'pos.counter.close-refused', message: 'The server refused the close of shift {number} made at this till: {reason} Count the drawer again.', values: { number, reason } });

/** A count's text as minor units, or null when it is not an amount (blank, negative, more than 2 decimals). */
function amountOf(text: string): Minor | null {
  if (text.trim() === '') return null;
  try {
    return parseMoney(text.trim());
  } catch {
    return null;
  }
}

/** How many of a note, or null when it is not a whole number from 0. */
function piecesOf(text: string): number | null {
  if (text.trim() === '') return 0;
  return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The count as sent: its total and, counted by denomination, the notes and coins (largest first); null when it cannot be read. */
export function drawerCountOf(form: CountForm): DrawerCount | null {
  if (!form.byDenomination) {
    const total = amountOf(form.total);
    return total === null ? null : { total, denominations: null };
  }
  const typed = Object.entries(form.counts).filter(([, text]) => text.trim() !== '');
  // Nothing typed is no count (an empty drawer is counted as a total of 0).
  if (typed.length === 0) return null;
  const rows = typed.map(([value, text]) => ({ value: Number(value) as Minor, count: piecesOf(text) })).sort((first, second) => second.value - first.value);
  if (rows.some((row) => row.count === null)) return null;
  const counted = rows.filter((row) => row.count! > 0) as { value: Minor; count: number }[];
  return { total: sumMoney(counted.map((row) => multiplyMoney(row.value, row.count))), denominations: counted };
}

/** A pay-in or pay-out as sent (its key aside). */
const cashBody = (context: CounterContext) => ({ shiftId: context.report!.shift._id, direction: context.cash.direction, amount: amountOf(context.cash.amount)!, reason: context.cash.reason.trim() });
/** A no-sale as sent (its key aside). */
const noSaleBody = (context: CounterContext) => ({ shiftId: context.report!.shift._id, reason: context.noSaleReason.trim() });

/** The total a count by denomination adds up to (shown as it is typed), ZERO while a note's count is not a number. */
export const countTotal = (form: CountForm): Minor => drawerCountOf(form)?.total ?? ZERO;

const answered = { type: 'isAnswered', params: ({ event }: { event: { output: ApiResult<unknown> } }) => ({ answer: event.output }) } as const;
/** A refused answer's reason, shown as the counter's problem (the same params as `answered`). */
const refused = { type: 'refused', params: ({ event }: { event: { output: ApiResult<unknown> } }) => ({ answer: event.output }) } as const;

/** The tills and the one this browser is bound to. */
async function readTills(signal: AbortSignal): Promise<ApiResult<{ tills: Till[]; boundId: string | null }>> {
  const tills = await listTills(signal);
  return tills.ok ? { ok: true, data: { tills: tills.data, boundId: readBoundTill() } } : tills;
}

/** The till read again (its shift may have opened or closed at another browser), its open shift's X report, and for an admin a count awaiting confirmation. */
async function readTillState(input: { tillId: string; canConfirm: boolean }, signal: AbortSignal): Promise<ApiResult<TillState>> {
  const till = await readTill(input.tillId, signal);
  if (!till.ok) return till;
  // A close kept at this till until the server has it (docs/offline-till.md#shifts): the shift shows as closed here (a refusal it got is said there).
  const kept = await keptCloseAt(input.tillId);
  if (kept) return { ok: true, data: { till: till.data, report: kept.report, awaiting: null } };
  const report = till.data.openShift ? await readShiftReport(till.data.openShift._id, signal) : null;
  if (report && !report.ok) return report;
  let awaiting: TillShiftReport | null = null;
  if (input.canConfirm) {
    const waiting = await listShiftsOf(input.tillId, 'awaiting-confirmation', signal);
    if (!waiting.ok) return waiting;
    if (waiting.data[0]) {
      const read = await readShiftReport(waiting.data[0]._id, signal);
      if (!read.ok) return read;
      awaiting = read.data;
    }
  }
  return { ok: true, data: { till: till.data, report: report?.data ?? null, awaiting } };
}

/**
 * The counter (docs/tills-and-shifts.md#at-the-pos): the till this browser is bound to (an admin
 * chooses it; staff with none bound are told to ask one), its shift opened with a counted float,
 * then selling with pay-ins, pay-outs, no-sales and the X report at hand, and the close: the blind
 * count first, then the Z report with what was expected and the variance, printed as receipts are,
 * and an admin's confirmation of a variance above General Setting's threshold.
 */
export const posCounterMachine = setup({
  types: {
    context: {} as CounterContext,
    events: {} as PosCounterEvent,
    input: {} as CounterInput,
    /**
     * What the screen reads: loading, the till to choose or to ask for, the float to count, selling
     * (the till is on screen), the cash and no-sale dialogs, the X report, the blind count, the Z
     * report (notSent: made at this till, its close not sent yet), and busy while a write is on its way.
     */
    tags: {} as 'loading' | 'choosing' | 'unbound' | 'floatCount' | 'selling' | 'cashDialog' | 'noSaleDialog' | 'xReport' | 'blindCount' | 'zReport' | 'notSent' | 'busy' | 'drawerFree',
  },
  actors: {
    loadTills: fromPromise<ApiResult<{ tills: Till[]; boundId: string | null }>>(({ signal }) => readTills(signal)),
    loadTill: fromPromise<ApiResult<TillState>, { tillId: string; canConfirm: boolean }>(({ input, signal }) => readTillState(input, signal)),
    openShift: fromPromise<ApiResult<TillShiftReport>, { tillId: string; float: DrawerCount }>(({ input, signal }) => openShift(input.tillId, input.float, signal)),
    loadReport: fromPromise<ApiResult<TillShiftReport>, { shiftId: string }>(async ({ input, signal }) => withWaitingSales(await readShiftReport(input.shiftId, signal))),
    moveCash: fromPromise<ApiResult<TillShiftReport>, { shiftId: string; direction: 'in' | 'out'; amount: Minor; reason: string; key: string }>(async ({ input, signal }) => withWaitingSales(await moveCash(input.shiftId, input, input.key, signal))),
    recordNoSale: fromPromise<ApiResult<TillShiftReport>, { shiftId: string; reason: string; key: string }>(async ({ input, signal }) => withWaitingSales(await recordNoSale(input.shiftId, input.reason, input.key, signal))),
    closeShift: fromPromise<ApiResult<TillShiftReport>, TillClose>(({ input, signal }) => closeAtTill(input, signal)),
    awaitKeptClose: fromPromise<ApiResult<TillShiftReport>, { shiftId: string }>(({ input, signal }) => awaitCloseSent(input.shiftId, signal)),
    confirmShift: fromPromise<ApiResult<TillShiftReport>, { shiftId: string }>(async ({ input, signal }) => withWaitingSales(await confirmShift(input.shiftId, signal))),
  },
  actions: {
    // The report is drawn in the next frame; printing waits for it (the receipts' print path, receipt.css.ts).
    printReport: () => {
      requestAnimationFrame(() => window.print());
    },
    bind: (_, params: { tillId: string }) => bindTill(params.tillId),
    typeCount: assign(({ context, event }) => {
      // A currency without notes and coins here is counted as a total.
      if (event.type === 'counter.count.mode') return { count: { ...context.count, byDenomination: event.byDenomination && context.denominations !== null }, problem: null };
      if (event.type === 'counter.count.total') return { count: { ...context.count, total: event.text }, problem: null };
      if (event.type === 'counter.count.denomination' && context.denominations?.includes(event.value)) return { count: { ...context.count, counts: { ...context.count.counts, [String(event.value)]: event.text } }, problem: null };
      return {};
    }),
    typeCash: assign(({ context, event }) => {
      if (event.type === 'counter.cash.amount') return { cash: { ...context.cash, amount: event.text }, problem: null };
      if (event.type === 'counter.cash.reason') return { cash: { ...context.cash, reason: event.text }, problem: null };
      return {};
    }),
    refuse: assign((_, params: { problem: ShownText }) => ({ problem: params.problem })),
    refused: assign((_, params: { answer: ApiResult<unknown> }) => ({ problem: fieldReasonOf(params.answer, NO_ANSWER) })),
    unanswered: assign({ problem: NO_ANSWER }),
    /** The key of the write about to be sent: the unanswered one's when the body is the same, else a new one. */
    keyTheWrite: assign(({ context }, params: { body: object }) => {
      const body = JSON.stringify(params.body);
      return { pendingWrite: context.pendingWrite?.body === body ? context.pendingWrite : { body, key: context.newKey() } };
    }),
    /** The server answered (made or refused): the next write is a new one. */
    settleWrite: assign({ pendingWrite: null }),
  },
  guards: {
    isAnswered: (_, params: { answer: ApiResult<unknown> }) => params.answer.ok,
    isClosedHere: (_, params: { report: TillShiftReport | null | undefined }) => params.report?.closedHere === true,
    canBind: ({ context }) => context.canBind,
    canConfirm: ({ context }) => context.canConfirm && context.report?.shift.status === 'awaiting-confirmation',
    canConfirmWaiting: ({ context }) => context.canConfirm && context.awaiting !== null,
    isTill: ({ context, event }) => event.type === 'counter.till.choose' && context.tills.some((till) => till._id === event.id),
    isCounted: ({ context }) => drawerCountOf(context.count) !== null,
    isCashComplete: ({ context }) => (amountOf(context.cash.amount) ?? 0) > 0 && context.cash.reason.trim() !== '',
    hasReason: ({ context }) => context.noSaleReason.trim() !== '',
  },
}).createMachine({
  id: 'posCounter',
  context: ({ input }) => ({
    canBind: input.canBind,
    canConfirm: input.canConfirm,
    newKey: input.newKey ?? newCheckoutKey,
    pendingWrite: null,
    denominations: denominationsOf(input.currency ?? DEFAULT_CURRENCY),
    tills: [],
    till: null,
    report: null,
    awaiting: null,
    count: EMPTY_COUNT,
    cash: { direction: 'in', amount: '', reason: '' },
    noSaleReason: '',
    problem: null,
    notice: null,
    failure: null,
  }),
  initial: 'loading',
  on: {
    'counter.access': { actions: assign(({ event }) => ({ canBind: event.canBind, canConfirm: event.canConfirm })), description: 'The session tells what the user may do' },
    // Another currency's notes: a count typed in the old ones starts again; none, the total is typed.
    'counter.currency': {
      guard: ({ context, event }) => denominationsOf(event.currency) !== context.denominations,
      actions: assign(({ context, event }) => ({ denominations: denominationsOf(event.currency), count: { ...context.count, byDenomination: false, counts: {} } })),
      description: 'General Setting tells the shop\'s currency',
    },
  },
  states: {
    loading: {
      description: 'The POS screen says it is loading',
      tags: 'loading',
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadTills',
        src: 'loadTills',
        onDone: [
          {
            guard: ({ event }) => event.output.ok && acceptedData(event.output).tills.some((till) => till._id === acceptedData(event.output).boundId),
            target: 'reading',
            actions: assign(({ event }) => {
              const { tills, boundId } = acceptedData(event.output);
              return { tills, till: tills.find((till) => till._id === boundId)! };
            }),
          },
          { guard: ({ context, event }) => event.output.ok && context.canBind, target: 'choosing', actions: assign({ tills: ({ event }) => acceptedData(event.output).tills }) },
          // The tills are kept: if the session then says admin, they are the choice.
          { guard: answered, target: 'unbound', actions: assign({ tills: ({ event }) => acceptedData(event.output).tills }) },
          { target: 'failed', actions: assign({ failure: ({ event }) => fieldReasonOf(event.output, LOAD_FAILED) }) },
        ],
        onError: { target: 'failed', actions: assign({ failure: LOAD_FAILED }) },
      },
    },
    failed: { description: 'The POS screen says the till could not be read, with Try again', on: { 'counter.retry': { target: 'loading', description: 'Press Try again' } } },
    unbound: {
      description: 'The POS says this browser has no till and to ask an admin to choose it',
      tags: 'unbound',
      // An admin after all (the session had not told yet): the tills to choose from.
      always: { guard: 'canBind', target: 'choosing' },
      on: { 'counter.retry': { target: 'loading', description: 'Press Check again' } },
    },
    choosing: {
      description: "The POS asks 'Which till is this?' with the shop's tills",
      tags: 'choosing',
      // Not an admin after all: staff are told to ask one.
      always: { guard: not('canBind'), target: 'unbound' },
      on: {
        'counter.till.choose': {
          guard: 'isTill',
          target: 'reading',
          description: 'Choose {id} as this browser\u2019s till',
          actions: [assign(({ context, event }) => ({ till: context.tills.find((till) => till._id === event.id)!, problem: null, notice: null })), { type: 'bind', params: ({ event }) => ({ tillId: event.id }) }],
        },
      },
    },
    reading: {
      description: "The POS says it is reading the till's shift",
      tags: 'loading',
      invoke: {
        id: 'loadTill',
        src: 'loadTill',
        input: ({ context }) => ({ tillId: context.till!._id, canConfirm: context.canConfirm }),
        onDone: [
          {
            guard: { type: 'isClosedHere', params: ({ event }) => ({ report: event.output.ok ? event.output.data.report : null }) },
            target: 'closedHere',
            actions: assign(({ event }) => ({ ...acceptedData(event.output) })),
            description: 'A close of the shift is kept at this till, not sent yet',
          },
          {
            guard: ({ event }) => event.output.ok && acceptedData(event.output).report !== null,
            target: 'selling',
            actions: assign(({ event }) => ({ ...acceptedData(event.output) })),
          },
          { guard: answered, target: 'opening', actions: assign(({ event }) => ({ ...acceptedData(event.output), count: EMPTY_COUNT, problem: null })) },
          { target: 'failed', actions: assign({ failure: ({ event }) => fieldReasonOf(event.output, LOAD_FAILED) }) },
        ],
        onError: { target: 'failed', actions: assign({ failure: LOAD_FAILED }) },
      },
    },
    opening: {
      description: 'Open shift: the float counted into the drawer, as a total or by notes and coins',
      tags: 'floatCount',
      on: {
        'counter.count.mode': { actions: 'typeCount', description: 'Switch Count by notes and coins' },
        'counter.count.total': { actions: 'typeCount', description: "Type '{text}' in Float" },
        'counter.count.denomination': { actions: 'typeCount', description: "Type '{text}' beside the {value} note" },
        'counter.shift.open': [
          { guard: 'isCounted', target: 'openingShift', description: 'Press Open shift' },
          { actions: { type: 'refuse', params: { problem: COUNT_REQUIRED } }, description: 'Press Open shift' },
        ],
        'counter.awaiting.review': { guard: 'canConfirmWaiting', target: 'counted', actions: assign(({ context }) => ({ report: context.awaiting, awaiting: null, problem: null })), description: 'Press Review and confirm on the waiting shift' },
        'counter.till.change': { guard: 'canBind', target: 'choosing', description: 'Press Change till' },
      },
    },
    openingShift: {
      description: 'The Open shift button says Opening…',
      tags: ['floatCount', 'busy'],
      invoke: {
        id: 'openShift',
        src: 'openShift',
        input: ({ context }) => ({ tillId: context.till!._id, float: drawerCountOf(context.count)! }),
        onDone: [
          { guard: answered, target: 'selling', actions: assign(({ event }) => ({ report: acceptedData(event.output), count: EMPTY_COUNT, notice: shiftOpen(acceptedData(event.output).shift.number) })) },
          { target: 'opening', actions: refused },
        ],
        onError: { target: 'opening', actions: 'unanswered' },
      },
    },
    selling: {
      description: "The till sells: the cart, and the shift's Pay in, Pay out, No sale, X report and Close shift",
      tags: 'selling',
      initial: 'idle',
      states: {
        idle: {
          // The shift bar's buttons are free only here: no dialog is open.
          tags: 'drawerFree',
          on: {
            'counter.cash.start': { target: 'cash', actions: assign(({ event }) => ({ cash: { direction: event.direction, amount: '', reason: '' }, problem: null, notice: null })), description: 'Press Pay {direction}' },
            'counter.noSale.start': { target: 'noSale', actions: assign({ noSaleReason: '', problem: null, notice: null }), description: 'Press No sale' },
            'counter.report.open': { target: 'xReport', actions: assign({ notice: null }), description: 'Press X report' },
            'counter.close.start': { target: '#posCounter.counting', actions: assign({ count: EMPTY_COUNT, problem: null, notice: null }), description: 'Press Close shift' },
            'counter.till.change': { guard: 'canBind', target: '#posCounter.choosing', description: 'Press Change till' },
          },
        },
        cash: {
          tags: 'cashDialog',
          initial: 'editing',
          on: { 'counter.dialog.close': { target: 'idle', description: 'Press Cancel in the Pay in/out dialog' } },
          states: {
            editing: {
              description: 'The Pay in or Pay out dialog shows Amount and Reason',
              on: {
                'counter.cash.amount': { actions: 'typeCash', description: "Type '{text}' in Amount" },
                'counter.cash.reason': { actions: 'typeCash', description: "Type '{text}' in Reason" },
                'counter.save': [
                  { guard: 'isCashComplete', target: 'saving', description: 'Press Record' },
                  { actions: { type: 'refuse', params: ({ context }) => ({ problem: (amountOf(context.cash.amount) ?? 0) > 0 ? REASON_REQUIRED : AMOUNT_REQUIRED }) }, description: 'Press Record' },
                ],
              },
            },
            saving: {
              description: 'The Record button says Recording…',
              tags: 'busy',
              entry: { type: 'keyTheWrite', params: ({ context }) => ({ body: cashBody(context) }) },
              invoke: {
                id: 'moveCash',
                src: 'moveCash',
                input: ({ context }) => ({ ...cashBody(context), key: context.pendingWrite!.key }),
                onDone: [
                  {
                    guard: answered,
                    target: '#posCounter.selling.idle',
                    actions: ['settleWrite', assign(({ context, event }) => ({ report: acceptedData(event.output), notice: (context.cash.direction === 'in' ? payInRecorded : payOutRecorded)(context.cash.reason.trim()) }))],
                  },
                  { target: 'editing', actions: ['settleWrite', refused] },
                ],
                onError: { target: 'editing', actions: 'unanswered' },
              },
            },
          },
        },
        noSale: {
          tags: 'noSaleDialog',
          initial: 'editing',
          on: { 'counter.dialog.close': { target: 'idle', description: 'Press Cancel in the No sale dialog' } },
          states: {
            editing: {
              description: 'The No sale dialog asks why the drawer is opened',
              on: {
                'counter.cash.reason': { actions: assign({ noSaleReason: ({ event }) => event.text, problem: null }), description: "Type '{text}' in Reason" },
                'counter.save': [
                  { guard: 'hasReason', target: 'saving', description: 'Press Record' },
                  { actions: { type: 'refuse', params: { problem: REASON_REQUIRED } }, description: 'Press Record' },
                ],
              },
            },
            saving: {
              description: 'The Record button says Recording…',
              tags: 'busy',
              entry: { type: 'keyTheWrite', params: ({ context }) => ({ body: noSaleBody(context) }) },
              invoke: {
                id: 'recordNoSale',
                src: 'recordNoSale',
                input: ({ context }) => ({ ...noSaleBody(context), key: context.pendingWrite!.key }),
                onDone: [
                  { guard: answered, target: '#posCounter.selling.idle', actions: ['settleWrite', assign(({ context, event }) => ({ report: acceptedData(event.output), notice: noSaleRecorded(context.noSaleReason.trim()) }))] },
                  { target: 'editing', actions: ['settleWrite', refused] },
                ],
                onError: { target: 'editing', actions: 'unanswered' },
              },
            },
          },
        },
        xReport: {
          tags: 'xReport',
          initial: 'loading',
          on: { 'counter.dialog.close': { target: 'idle', description: 'Press Close on the X report' } },
          states: {
            loading: {
              description: 'The X report says it is loading',
              tags: 'busy',
              entry: assign({ problem: null }),
              invoke: {
                id: 'loadReport',
                src: 'loadReport',
                input: ({ context }) => ({ shiftId: context.report!.shift._id }),
                onDone: [
                  { guard: answered, target: 'shown', actions: assign({ report: ({ event }) => acceptedData(event.output) }) },
                  { target: 'shown', actions: refused },
                ],
                onError: { target: 'shown', actions: 'unanswered' },
              },
            },
            shown: {
              description: 'The X report shows sales by method, refunds, pay-ins and pay-outs and the expected cash',
              on: { 'counter.report.print': { actions: 'printReport', description: 'Press Print on the X report' } },
            },
          },
        },
      },
    },
    counting: {
      description: 'Close shift: the cash in the drawer, counted before anything expected is shown',
      tags: 'blindCount',
      on: {
        'counter.count.mode': { actions: 'typeCount', description: 'Switch Count by notes and coins' },
        'counter.count.total': { actions: 'typeCount', description: "Type '{text}' in Counted cash" },
        'counter.count.denomination': { actions: 'typeCount', description: "Type '{text}' beside the {value} note" },
        'counter.shift.close': [
          { guard: 'isCounted', target: 'closing', description: 'Press Close shift with this count' },
          { actions: { type: 'refuse', params: { problem: COUNT_REQUIRED } }, description: 'Press Close shift with this count' },
        ],
        'counter.dialog.close': { target: 'selling', description: 'Press Keep selling' },
      },
    },
    closing: {
      description: 'The Close shift button says Closing…',
      tags: ['blindCount', 'busy'],
      // Sent again after no answer, the same count keeps its key: the server closes the shift once.
      entry: { type: 'keyTheWrite', params: ({ context }) => ({ body: { close: context.report!.shift._id, counted: drawerCountOf(context.count) } }) },
      invoke: {
        id: 'closeShift',
        src: 'closeShift',
        input: ({ context }) => ({ shiftId: context.report!.shift._id, tillId: context.till!._id, counted: drawerCountOf(context.count)!, key: context.pendingWrite!.key }),
        onDone: [
          {
            guard: { type: 'isClosedHere', params: ({ event }) => ({ report: event.output.ok ? event.output.data : null }) },
            target: 'closedHere',
            actions: ['settleWrite', assign(({ event }) => ({ report: acceptedData(event.output), count: EMPTY_COUNT }))],
            description: 'The server does not answer: the close is kept at this till, and its Z report made here',
          },
          { guard: answered, target: 'counted', actions: ['settleWrite', assign(({ event }) => ({ report: acceptedData(event.output), count: EMPTY_COUNT }))] },
          { target: 'counting', actions: ['settleWrite', refused] },
        ],
        onError: { target: 'counting', actions: 'unanswered' },
      },
    },
    closedHere: {
      description: 'The Z report made at this till: expected and counted cash and the variance, marked not sent yet, with Print and no next shift until the server has the close',
      tags: ['zReport', 'notSent'],
      invoke: {
        id: 'awaitKeptClose',
        src: 'awaitKeptClose',
        input: ({ context }) => ({ shiftId: context.report!.shift._id }),
        onDone: [
          { guard: answered, target: 'counted', actions: assign({ report: ({ event }) => acceptedData(event.output) }), description: "The close has reached the server: its Z report" },
          {
            target: 'reading',
            actions: assign(({ context, event }) => ({ notice: closeRefused(context.report!.shift.number, reasonOf(event.output, '')) })),
            description: 'The server refused the close kept at this till',
          },
        ],
      },
      on: { 'counter.report.print': { actions: 'printReport', description: 'Press Print on the Z report made at this till' } },
    },
    counted: {
      description: 'The Z report: expected and counted cash and the variance, with Print, and Confirm for an admin when it waits',
      tags: 'zReport',
      on: {
        'counter.report.print': { actions: 'printReport', description: 'Press Print on the Z report' },
        'counter.shift.confirm': { guard: 'canConfirm', target: 'confirming', description: 'Press Confirm count' },
        'counter.shift.next': { target: 'opening', actions: assign({ count: EMPTY_COUNT, problem: null, notice: null, awaiting: null }), description: 'Press Open the next shift' },
      },
    },
    confirming: {
      description: 'The Confirm count button says Confirming…',
      tags: ['zReport', 'busy'],
      invoke: {
        id: 'confirmShift',
        src: 'confirmShift',
        input: ({ context }) => ({ shiftId: context.report!.shift._id }),
        onDone: [
          { guard: answered, target: 'counted', actions: assign(({ event }) => ({ report: acceptedData(event.output), problem: null })) },
          { target: 'counted', actions: refused },
        ],
        onError: { target: 'counted', actions: 'unanswered' },
      },
    },
  },
});

