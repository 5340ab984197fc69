/**
 * Tills (registers) and their shifts on the wire (docs/tills-and-shifts.md), shared by the server's
 * validation and the back office's forms. Money is a JSON number in major units.
 */
import * as v from 'valibot';
import { listQuerySchema, RECORD_ID_PATTERN } from './list.schemas';
import { NAME_MAX_LENGTH, REQUIRED_MESSAGE, required, requiredText } from './record-fields';
import { calendarDateSchema } from './calendar-date';
import { moneySchema } from './money.schemas';
import { singleLine } from './text.schemas';

/** A till's code goes into its receipt numbers (POS-<code>-000001): short, letters and digits. */
export const TILL_CODE_MAX_LENGTH = 6;
export const TILL_CODE_MESSAGE = `1 to ${TILL_CODE_MAX_LENGTH} letters or digits.`;
/** The methods a till names its own account for; Cash goes into its cash account, Deposit into none. */
export const TILL_METHODS = ['Card', 'Paypal', 'Cheque', 'GiftCard'] as const;
export type TillMethod = (typeof TILL_METHODS)[number];

const recordId = (message: string) => v.pipe(v.string(message), v.trim(), v.regex(RECORD_ID_PATTERN, message), v.toLowerCase());
const accountOrNone = v.optional(v.nullable(recordId('Choose an account.')), null);

export const tillInputSchema = v.strictObject(
  {
    name: required(requiredText(NAME_MAX_LENGTH)),
    code: required(
      v.pipe(v.string(REQUIRED_MESSAGE), v.trim(), v.nonEmpty(REQUIRED_MESSAGE), v.regex(new RegExp(`^[A-Za-z0-9]{1,${TILL_CODE_MAX_LENGTH}}$`), TILL_CODE_MESSAGE), v.toUpperCase()),
    ),
    warehouse: required(recordId('Choose a warehouse.')),
    biller: required(recordId('Choose a biller.')),
    cashAccount: required(recordId('Choose an account.')),
    /** Each other method's account; null or left out: General Setting's account for the method. */
    methodAccounts: v.optional(
      v.strictObject(
        Object.fromEntries(TILL_METHODS.map((method) => [method, accountOrNone])) as Record<TillMethod, typeof accountOrNone>,
        `methodAccounts names an account only for ${TILL_METHODS.join(', ')}.`,
      ),
      {},
    ),
  },
  'A till has only name, code, warehouse, biller, cashAccount and methodAccounts.',
);
export type TillInput = v.InferOutput<typeof tillInputSchema>;

const methodAccountsSchema = v.object(Object.fromEntries(TILL_METHODS.map((method) => [method, v.nullable(v.string())])) as Record<TillMethod, v.NullableSchema<v.StringSchema<undefined>, undefined>>);

export const tillSchema = v.object({
  _id: v.string(),
  name: v.string(),
  code: v.string(),
  warehouse: v.string(),
  warehouseName: v.string(),
  biller: v.string(),
  billerName: v.string(),
  cashAccount: v.string(),
  cashAccountName: v.string(),
  methodAccounts: methodAccountsSchema,
  /** The shift selling now, or null: a till sells only within an open shift. */
  openShift: v.nullable(v.object({ _id: v.string(), number: v.number(), openedAt: v.string(), openedBy: v.nullable(v.string()) })),
  /** The last receipt number taken (0 before the first sale). */
  lastReceipt: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Till = v.InferOutput<typeof tillSchema>;

// ---------------------------------------------------------------------------------------------------
// Shifts

/** At most this many kinds of note and coin in one count. */
export const MAX_DENOMINATIONS = 30;
/** At most this many of one note or coin. */
export const MAX_DENOMINATION_COUNT = 100_000;

/** A count by denomination: each note or coin's value and how many there are. */
export const denominationsSchema = v.pipe(
  v.array(
    v.strictObject(
      {
        value: v.pipe(moneySchema, v.check((value) => value > 0, 'A note or coin is worth more than 0.')),
        count: v.pipe(v.number('Count must be a number.'), v.integer('Count must be a whole number.'), v.minValue(0, 'Count cannot be negative.'), v.maxValue(MAX_DENOMINATION_COUNT, `At most ${MAX_DENOMINATION_COUNT.toLocaleString('en')}.`)),
      },
      'A denomination has only value and count.',
    ),
  ),
  v.maxLength(MAX_DENOMINATIONS, `At most ${MAX_DENOMINATIONS} denominations.`),
);
export type Denominations = v.InferOutput<typeof denominationsSchema>;

/** POST /api/tills/{id}/shifts: the float counted into the drawer, as a total or by denomination (then the total must match). */
export const shiftOpenSchema = v.strictObject(
  { float: required(moneySchema), floatDenominations: v.optional(denominationsSchema) },
  'Opening a shift takes only float and floatDenominations.',
);
export type ShiftOpenInput = v.InferOutput<typeof shiftOpenSchema>;

export const REASON_MAX_LENGTH = 200;
const reason = required(v.pipe(v.string(REQUIRED_MESSAGE), v.trim(), v.nonEmpty(REQUIRED_MESSAGE), v.maxLength(REASON_MAX_LENGTH, `At most ${REASON_MAX_LENGTH} characters.`), singleLine()));

/** POST /api/shifts/{id}/cash: a pay-in (money put into the drawer) or pay-out (taken out), with its reason. */
export const cashMovementInputSchema = v.strictObject(
  {
    direction: required(v.picklist(['in', 'out'], 'direction must be in or out.')),
    amount: required(v.pipe(moneySchema, v.check((value) => value > 0, 'Amount must be greater than 0.'))),
    reason,
  },
  'A pay-in or pay-out has only direction, amount and reason.',
);
export type CashMovementInput = v.InferOutput<typeof cashMovementInputSchema>;

/** POST /api/shifts/{id}/no-sale: the drawer opened without a sale, and why. */
export const noSaleInputSchema = v.strictObject({ reason }, 'A no-sale has only reason.');

/** POST /api/shifts/{id}/close: the blind count, a total or by denomination (then the total must match). */
export const shiftCloseSchema = v.strictObject(
  {
    counted: required(moneySchema),
    countedDenominations: v.optional(denominationsSchema),
    /**
     * The Completed sales the till made in the shift, online and offline: a close sent before all of
     * them arrived says how many to wait for (docs/offline-till.md#shifts).
     */
    salesMade: v.optional(v.pipe(v.number('salesMade is a whole number.'), v.integer('salesMade is a whole number.'), v.minValue(0, 'salesMade is 0 or more.'), v.maxValue(1_000_000, 'salesMade is at most 1000000.'))),
  },
  'Closing a shift takes only counted, countedDenominations and salesMade.',
);
export type ShiftCloseInput = v.InferOutput<typeof shiftCloseSchema>;

export const SHIFT_STATUSES = ['open', 'awaiting-confirmation', 'closed'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

const denominationRows = v.nullable(v.array(v.object({ value: v.number(), count: v.number() })));
const moneyTotal = v.object({ count: v.number(), amount: v.number() });

/**
 * A shift's report: the X report while it is open, the Z report once its count is in (then counted
 * and variance are set, and the figures are those kept at the close).
 */
export const shiftReportSchema = v.object({
  shift: v.object({
    _id: v.string(),
    number: v.number(),
    status: v.picklist(SHIFT_STATUSES),
    tillId: v.string(),
    tillName: v.string(),
    tillCode: v.string(),
    openedAt: v.string(),
    openedBy: v.nullable(v.string()),
    closedAt: v.nullable(v.string()),
    closedBy: v.nullable(v.string()),
    confirmedAt: v.nullable(v.string()),
    confirmedBy: v.nullable(v.string()),
  }),
  /** X while open, Z once counted. */
  kind: v.picklist(['X', 'Z']),
  /** Completed sales of the shift and their grand totals. */
  sales: moneyTotal,
  /** Money taken for the shift's sales, by method. */
  byMethod: v.array(v.object({ method: v.string(), count: v.number(), amount: v.number() })),
  /** Refunds paid at the till during the shift (all methods), and those in cash. */
  refunds: moneyTotal,
  cashRefunds: v.number(),
  payIns: moneyTotal,
  payOuts: moneyTotal,
  noSales: v.number(),
  float: v.number(),
  floatDenominations: denominationRows,
  /** Float + cash taken − cash refunds + pay-ins − pay-outs. */
  expectedCash: v.number(),
  counted: v.nullable(v.number()),
  countedDenominations: denominationRows,
  /** Counted − expected: below 0 short, above 0 over. */
  variance: v.nullable(v.number()),
  /** The variance above which an admin confirms the close (General Setting). */
  varianceThreshold: v.number(),
  /**
   * The sales the till said it made (salesMade of the close; null: it did not say) and how many of
   * them the server still waits for; a sale made offline that arrives later is counted in the Z
   * report then (docs/offline-till.md#shifts).
   */
  salesMade: v.optional(v.nullable(v.number())),
  salesAwaited: v.optional(v.number()),
  generatedAt: v.string(),
});
export type ShiftReport = v.InferOutput<typeof shiftReportSchema>;

/** A row of GET /api/shifts: the shift report's list, by till and cashier. */
export const shiftRowSchema = v.object({
  _id: v.string(),
  number: v.number(),
  status: v.picklist(SHIFT_STATUSES),
  tillId: v.string(),
  tillName: v.string(),
  openedAt: v.string(),
  openedBy: v.nullable(v.string()),
  closedAt: v.nullable(v.string()),
  closedBy: v.nullable(v.string()),
  float: v.number(),
  expectedCash: v.nullable(v.number()),
  counted: v.nullable(v.number()),
  variance: v.nullable(v.number()),
});
export type ShiftRow = v.InferOutput<typeof shiftRowSchema>;

export const shiftListQuerySchema = v.object({
  ...listQuerySchema.entries,
  till: v.optional(recordId('till must be a record id.')),
  user: v.optional(recordId('user must be a record id.')),
  status: v.optional(v.picklist(SHIFT_STATUSES, `status must be one of ${SHIFT_STATUSES.join(', ')}.`)),
  from: v.optional(calendarDateSchema),
  to: v.optional(calendarDateSchema),
});
export type ShiftListQuery = v.InferOutput<typeof shiftListQuerySchema>;
