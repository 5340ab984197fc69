import { eq, inArray, sql } from 'drizzle-orm';
import { calendarDateIn, type CalendarDate } from '../../src/domain/calendar-date';
import type { Executor } from '../db/executor';
import { accounts, shopSettings } from '../db/schema';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { generalSettingsSchema, type GeneralSettings, type GeneralSettingsInput, type PaymentAccounts } from '../../src/domain/settings.schemas';
import { DEFAULT_GENERAL_SETTINGS } from '../../src/domain/default-general-settings';
import { asMinor, toWire as wireMoney } from '../../src/domain/money';
import * as v from 'valibot';
import { en } from '../i18n/english';

type Row = typeof shopSettings.$inferSelect;

function toWire(row: Row): GeneralSettings {
  return v.parse(generalSettingsSchema, {
    systemTitle: row.systemTitle,
    systemLogo: row.systemLogo,
    currency: row.currency,
    currencyPosition: row.currencyPosition,
    timeZone: row.timeZone,
    staffAccess: row.staffAccess,
    invoiceFormat: row.invoiceFormat,
    dateFormat: row.dateFormat,
    developedBy: row.developedBy,
    shopAddress: row.shopAddress,
    shopPhone: row.shopPhone,
    receiptFooter: row.receiptFooter,
    cashVarianceThreshold: wireMoney(asMinor(row.cashVarianceThreshold)),
    paymentAccounts: row.paymentAccounts,
    updatedAt: row.updatedAt.toISOString(),
  });
}

/**
 * The shop's General Setting, or the defaults until an admin first saves it. A method's account
 * deleted since is answered as none (the default account), so what GET answers can be PUT back.
 */
export async function readSettings(db: Executor): Promise<GeneralSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  if (!row) return DEFAULT_GENERAL_SETTINGS;
  const named = Object.values(row.paymentAccounts).filter((id): id is string => typeof id === 'string');
  if (named.length === 0) return toWire(row);
  const known = new Set((await db.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, named))).map((account) => account.id));
  const paymentAccounts = Object.fromEntries(Object.entries(row.paymentAccounts).map(([method, id]) => [method, id && known.has(id) ? id : null]));
  return toWire({ ...row, paymentAccounts });
}

/** Today on the shop's calendar, in General Setting's time zone (a sale at 01:00 in Karachi is that day's). */
export async function shopToday(db: Executor, now = new Date()): Promise<CalendarDate> {
  const settings = await readSettings(db);
  return calendarDateIn(now, settings.timeZone);
}

/** The shop's time zone as a scalar subquery, for a statement that reads it with other things. */
export const SHOP_TIME_ZONE_SQL = sql`coalesce((select time_zone from shop_settings where id = 1), ${DEFAULT_GENERAL_SETTINGS.timeZone})`;

/** Each account General Setting names for a payment method must exist: a 400 under the method otherwise. */
async function refuseUnknownAccounts(tx: Executor, paymentAccounts: PaymentAccounts | undefined): Promise<void> {
  if (!paymentAccounts) return;
  const named = Object.entries(paymentAccounts).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (named.length === 0) return;
  const known = new Set((await tx.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, named.map(([, id]) => id)))).map((row) => row.id));
  const details = named.filter(([, id]) => !known.has(id)).map(([method]) => ({ message: en`There is no such account.`, path: ['paymentAccounts', method] }));
  if (details.length > 0) throw new ApiError(Status.badRequest, details[0]!.message, details);
}

export async function saveSettings(tx: Executor, input: GeneralSettingsInput, userId: string): Promise<GeneralSettings> {
  await refuseUnknownAccounts(tx, input.paymentAccounts);
  const values = {
    systemTitle: input.systemTitle,
    systemLogo: input.systemLogo,
    currency: input.currency,
    currencyPosition: input.currencyPosition,
    timeZone: input.timeZone ?? DEFAULT_GENERAL_SETTINGS.timeZone,
    staffAccess: input.staffAccess,
    invoiceFormat: input.invoiceFormat,
    dateFormat: input.dateFormat,
    developedBy: input.developedBy,
    // Left out: what was saved before stays (a client that does not know the receipt's fields keeps them).
    ...(input.shopAddress === undefined ? {} : { shopAddress: input.shopAddress }),
    ...(input.shopPhone === undefined ? {} : { shopPhone: input.shopPhone }),
    ...(input.receiptFooter === undefined ? {} : { receiptFooter: input.receiptFooter }),
    ...(input.cashVarianceThreshold === undefined ? {} : { cashVarianceThreshold: input.cashVarianceThreshold }),
    // Left out: the accounts saved before stay (docs/money-and-payments.md, "Methods and accounts").
    ...(input.paymentAccounts ? { paymentAccounts: input.paymentAccounts } : {}),
    updatedBy: userId,
    updatedAt: new Date(),
  };
  const [row] = await tx
    .insert(shopSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shopSettings.id, set: values })
    .returning();
  return toWire(row);
}
