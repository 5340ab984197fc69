/**
 * The payments a sale takes when it is saved (the POS's payment buttons, the sale form's payments),
 * written through the payments ledger (kind sale, direction in, with the customer). Rules
 * (docs/money-and-payments.md, "Payments" and "Methods and accounts"):
 * - a payment exists only when a person entered it: the sale's payment status is derived from its
 *   payments, and a body's paymentStatus never makes one;
 * - the payments never exceed what is due;
 * - Deposit moves no money between accounts (no account) and never takes the customer's deposit
 *   balance below zero;
 * - the others go into the account named, else the account General Setting names for the method,
 *   else the default account;
 * - Cash may say what was handed over (`received`): never less than the amount; the rest is change.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { subtractMoney, sumMoney, toWire, type Minor } from '../../src/domain/money';
import type { SalePaymentInput } from '../../src/domain/sales.schemas';
import type { Executor } from '../db/executor';
import { accounts, payments } from '../db/schema';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { lockDepositBalance } from './customer-balances';
import { recordPayment, type PaymentRow } from './payments-ledger';
import { en } from '../i18n/english';

export interface SaleToPay {
  id: string;
  customerId: string;
  date: string;
  grandTotal: Minor;
  /** Paid before these payments. */
  paid: Minor;
  canceled: boolean;
  /** Where a payment that names no account goes (read with the sale's other facts). */
  defaultAccountId: string | null;
  /** General Setting's account per method (only accounts that exist); a method left out uses the default. */
  methodAccounts: Readonly<Partial<Record<string, string>>>;
  /** A checkout at a till: its shift, kept with each payment (docs/tills-and-shifts.md#shifts). */
  shiftId?: string | null;
}

function badField(path: (string | number)[], message: string): ApiError {
  return new ApiError(Status.badRequest, message, [{ message, path }]);
}

const money = (amount: Minor) => toWire(amount).toFixed(2);

/**
 * The payments of `given` the sale does not have yet. One with the `_id` of a payment the sale
 * already has is that payment, as GET answered it, left as it is (docs/api.md#http: a sale read
 * can be sent back); an `_id` of no payment of this sale is a 400. Each with its place in `given`.
 */
async function newPayments(tx: Executor, saleId: string, given: readonly SalePaymentInput[]): Promise<[number, SalePaymentInput][]> {
  const ids = given.flatMap((payment) => (payment._id ? [payment._id] : []));
  if (ids.length > 0) {
    const own = new Set((await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.saleId, saleId), inArray(payments.id, ids)))).map((row) => row.id));
    const unknown = given.findIndex((payment) => payment._id && !own.has(payment._id));
    if (unknown >= 0) throw badField(['payments', unknown, '_id'], en`This sale has no payment with this _id.`);
  }
  return given.flatMap((payment, index): [number, SalePaymentInput][] => (payment._id ? [] : [[index, payment]]));
}

/**
 * Records the payments given, and only those: none given records none, whatever the body's
 * paymentStatus said (docs/money-and-payments.md, "Derived payment status"). Cash keeps what was
 * handed over, for the receipt's change. Answers the payments written.
 */
export async function paySale(tx: Executor, sale: SaleToPay, given: readonly SalePaymentInput[], userId: string): Promise<PaymentRow[]> {
  const entries = await newPayments(tx, sale.id, given);
  if (entries.length === 0) return [];
  const fresh = entries.map(([, payment]) => payment);
  const due = subtractMoney(sale.grandTotal, sale.paid);
  if (sale.canceled) throw badField(['payments'], en`A canceled sale takes no payments.`);

  const paying = sumMoney(fresh.map((payment) => payment.amount));
  if (paying > due) throw badField(['payments'], en`The payments (${money(paying)}) are more than the amount due (${money(due)}).`);

  const fromDeposit = sumMoney(fresh.filter((payment) => payment.method === 'Deposit').map((payment) => payment.amount));
  if (fromDeposit > 0) {
    const balance = await lockDepositBalance(tx, sale.customerId);
    if (fromDeposit > balance) {
      const index = entries.find(([, payment]) => payment.method === 'Deposit')![0];
      throw badField(['payments', index, 'amount'], en`The customer's deposit balance is ${money(balance)}, less than ${money(fromDeposit)}.`);
    }
  }

  const named = [...new Set(fresh.flatMap((payment) => (payment.method !== 'Deposit' && payment.accountId ? [payment.accountId] : [])))];
  const known = named.length ? new Set((await tx.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, named))).map((row) => row.id)) : new Set<string>();

  const recorded: PaymentRow[] = [];
  for (const [index, payment] of entries) {
    if (payment.method === 'Deposit' && payment.accountId) throw badField(['payments', index, 'accountId'], en`A payment from the deposit goes into no account.`);
    if (payment.accountId && !known.has(payment.accountId)) throw badField(['payments', index, 'accountId'], en`There is no such account.`);
    if (payment.received != null) {
      if (payment.method !== 'Cash') throw badField(['payments', index, 'received'], en`Only cash is handed over.`);
      if (payment.received < payment.amount) throw badField(['payments', index, 'received'], en`The amount received (${money(payment.received)}) is less than the amount to pay (${money(payment.amount)}).`);
    }
    const accountId = payment.method === 'Deposit' ? null : (payment.accountId ?? sale.methodAccounts[payment.method] ?? sale.defaultAccountId);
    if (payment.method !== 'Deposit' && !accountId) throw badField(['payments', index, 'accountId'], en`Choose an account: the shop has no default account.`);
    recorded.push(
      await recordPayment(tx, {
      date: sale.date,
      kind: 'sale',
      direction: 'in',
      method: payment.method,
      methodNumber: payment.methodNumber ?? '',
      amount: payment.amount,
      received: payment.received ?? null,
      accountId,
      saleId: sale.id,
      customerId: sale.customerId,
      shiftId: sale.shiftId ?? null,
      userId,
    }),
    );
  }
  return recorded;
}
