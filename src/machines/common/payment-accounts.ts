/**
 * Which account a payment by each method goes into before the cashier changes it
 * (docs/money-and-payments.md, "Methods and accounts"): the account General Setting names for the
 * method, else the shop's default account, else the first one offered. The POS payment dialog, the
 * customer deposit dialog and the return form's refund all start each payment from this, so one
 * method's account is never carried over to the next.
 */
import type { PaymentAccounts } from '../../domain/settings.schemas';
import { ACCOUNT_PAYMENT_METHODS, type AccountPaymentMethod } from '../../domain/shop-constants';

/** Each method's starting account id (null when there is no account to offer). */
export type AccountsByMethod = Record<AccountPaymentMethod, string | null>;

/**
 * Each method's account from General Setting's choices, among the accounts the form offers: a
 * choice naming an account that is gone (or not offered) falls back to the default account.
 */
export function accountsByMethod(settings: PaymentAccounts, accounts: readonly { id: string; isDefault: boolean }[]): AccountsByMethod {
  const fallback = (accounts.find((account) => account.isDefault) ?? accounts[0])?.id ?? null;
  const offered = (id: string | null | undefined) => (id && accounts.some((account) => account.id === id) ? id : null);
  return Object.fromEntries(ACCOUNT_PAYMENT_METHODS.map((method) => [method, offered(settings[method]) ?? fallback])) as AccountsByMethod;
}

/** A till's own accounts: its drawer for Cash, and for another method its account, when it names one. */
interface TillAccounts {
  cashAccount: string;
  methodAccounts: Partial<Record<string, string | null>>;
}

/**
 * Where each method's money goes at a till unless the cashier picks another account: Cash into
 * the till's drawer, another method into the till's account for it, else General Setting's (the
 * server's own rule when a payment names none, docs/tills-and-shifts.md#tills). A sale's payments
 * and a return's refund at the till start from it.
 */
export function tillAccounts(till: TillAccounts, shop: AccountsByMethod): AccountsByMethod {
  const own = Object.fromEntries(Object.entries(till.methodAccounts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { ...shop, ...own, Cash: till.cashAccount };
}
