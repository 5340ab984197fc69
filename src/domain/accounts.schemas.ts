/**
 * Cash accounts, money transfers and the payments ledger on the wire (docs/api.md#records-and-their-fields: Account,
 * Money transfer row, Payment row; docs/architecture.md#data), shared by the server (bodies, answers,
 * queries) and the browser (forms, API client). Money is a JSON number in major units.
 */
import * as v from 'valibot';
import { CALENDAR_DATE_MESSAGE, calendarDateSchema as calendarDate } from './calendar-date';
import { NAME_MAX_LENGTH, optionalText, required, REQUIRED_MESSAGE, requiredText } from './record-fields';
import type { Minor } from './money';
import { moneySchema } from './money.schemas';
import { singleLine } from './text.schemas';

export const ACCOUNT_NUMBER_MAX_LENGTH = 50;
export const NOTE_MAX_LENGTH = 500;

// ---------------------------------------------------------------------------------------------------
// Account

/**
 * POST /api/accounts and PUT /api/accounts/{id} (docs/api.md#the-calls): accountNumber and name are
 * required (section 5); initialBalance defaults to 0. One name for the number, accountNumber: the
 * original's accountNo was a mismatch.
 */
export const accountInputSchema = v.strictObject(
  {
    accountNumber: required(requiredText(ACCOUNT_NUMBER_MAX_LENGTH)),
    name: required(requiredText(NAME_MAX_LENGTH)),
    initialBalance: v.optional(moneySchema, 0),
    note: optionalText(NOTE_MAX_LENGTH, 'Note must be text.'),
  },
  'An account has only accountNumber, name, initialBalance and note.',
);
export type AccountInput = v.InferOutput<typeof accountInputSchema>;

export const accountSchema = v.object({
  _id: v.string(),
  accountNumber: v.string(),
  name: v.string(),
  initialBalance: v.number(),
  note: v.string(),
  isDefault: v.boolean(),
  /** Initial balance + money in − money out, from the payments ledger (never stored). */
  balance: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Account = v.InferOutput<typeof accountSchema>;

/** What the payment forms pick an account from (staff may read it; the account list is admin-only). */
export const accountPickerEntrySchema = v.object({ _id: v.string(), name: v.string(), accountNumber: v.string(), isDefault: v.boolean() });
export type AccountPickerEntry = v.InferOutput<typeof accountPickerEntrySchema>;

/** PUT /api/accounts/{id}/default: the Default toggle of the Account list (docs/screens.md#accounting). */
export const accountDefaultSchema = v.strictObject(
  { isDefault: required(v.boolean('isDefault must be true or false.')) },
  'The default toggle takes only isDefault.',
);

/**
 * The Account list's footer (docs/screens.md#accounting): the Total of initial balances, and of balances, over
 * every account the search matches (not only the page shown). Sent as the X-Account-Totals header.
 */
export const accountTotalsSchema = v.object({ initialBalance: v.number(), balance: v.number() });
export type AccountTotals = v.InferOutput<typeof accountTotalsSchema>;
export const ACCOUNT_TOTALS_HEADER = 'X-Account-Totals';

// ---------------------------------------------------------------------------------------------------
// Money transfer

const accountReference = v.pipe(
  v.string('Choose an account.'),
  v.trim(),
  v.nonEmpty(REQUIRED_MESSAGE),
  v.maxLength(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters.`),
  singleLine(),
);

export const SAME_ACCOUNT_MESSAGE = 'Choose two different accounts.';
export const AMOUNT_NOT_POSITIVE_MESSAGE = 'Amount must be greater than 0.';

/** POST /api/transfers: from one account to another (their ids), a positive amount, on a date. */
export const transferInputSchema = v.pipe(
  v.strictObject(
    {
      date: required(calendarDate),
      fromAccount: required(accountReference),
      toAccount: required(accountReference),
      amount: required(v.pipe(moneySchema, v.check((amount: Minor) => amount > 0, AMOUNT_NOT_POSITIVE_MESSAGE))),
      note: optionalText(NOTE_MAX_LENGTH, 'Note must be text.'),
    },
    'A transfer has only date, fromAccount, toAccount, amount and note.',
  ),
  v.forward(
    v.partialCheck([['fromAccount'], ['toAccount']], (input) => input.fromAccount.toLowerCase() !== input.toAccount.toLowerCase(), SAME_ACCOUNT_MESSAGE),
    ['toAccount'],
  ),
);
export type TransferInput = v.InferOutput<typeof transferInputSchema>;

/** Money transfer row (docs/api.md#records-and-their-fields): date, referenceNo, fromAccount, toAccount, amount. */
export const transferSchema = v.object({
  _id: v.string(),
  date: v.string(),
  referenceNo: v.string(),
  fromAccount: v.string(),
  fromAccountId: v.string(),
  toAccount: v.string(),
  toAccountId: v.string(),
  amount: v.number(),
  note: v.string(),
  createdBy: v.nullable(v.string()),
  createdAt: v.string(),
});
export type Transfer = v.InferOutput<typeof transferSchema>;

// ---------------------------------------------------------------------------------------------------
// Payments ledger

export const PAYMENT_METHOD_NAMES = ['Cash', 'Card', 'Paypal', 'Cheque', 'GiftCard', 'Deposit'] as const;
export const PAYMENT_KIND_NAMES = ['sale', 'purchase', 'sale-return', 'purchase-return', 'deposit', 'transfer', 'till-cash', 'cash-variance'] as const;
export const PAYMENT_DIRECTIONS = ['in', 'out'] as const;

/** docs/api.md#records-and-their-fields, Payment row, plus where the money went (account, direction) and why (kind). */
export const paymentSchema = v.object({
  _id: v.string(),
  date: v.string(),
  paymentReference: v.string(),
  saleReference: v.nullable(v.string()),
  purchaseReference: v.nullable(v.string()),
  /** The method: Cash, Card, Paypal, Cheque, GiftCard or Deposit. */
  paidBy: v.picklist(PAYMENT_METHOD_NAMES),
  /** A cheque's or gift card's number ('' otherwise). */
  methodNumber: v.string(),
  amount: v.number(),
  /** The name of who recorded it (null once that user is gone). */
  createdBy: v.nullable(v.string()),
  account: v.nullable(v.string()),
  accountId: v.nullable(v.string()),
  direction: v.picklist(PAYMENT_DIRECTIONS),
  kind: v.picklist(PAYMENT_KIND_NAMES),
  transferReference: v.nullable(v.string()),
  note: v.string(),
});
export type Payment = v.InferOutput<typeof paymentSchema>;

const optionalQueryDate = v.optional(v.union([v.literal(''), calendarDate], CALENDAR_DATE_MESSAGE), '');
const optionalChoice = <const T extends readonly string[]>(choices: T, name: string) =>
  v.optional(v.union([v.literal(''), v.picklist(choices)], `${name} must be one of ${choices.join(', ')}.`), '');

/** GET /api/payments filters, beside q, page and pageSize: a date range (inclusive), account, method, direction, kind. */
export const paymentFiltersSchema = v.object({
  from: optionalQueryDate,
  to: optionalQueryDate,
  account: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.uuid('account must be an account id.'))], 'account must be an account id.'), ''),
  method: optionalChoice(PAYMENT_METHOD_NAMES, 'method'),
  direction: optionalChoice(PAYMENT_DIRECTIONS, 'direction'),
  kind: optionalChoice(PAYMENT_KIND_NAMES, 'kind'),
});
