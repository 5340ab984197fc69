import { eq, sql } from 'drizzle-orm';
import { calendarDateIn, type CalendarDate } from '../../src/domain/calendar-date';
import type { Executor } from '../db/executor';
import { shopSettings } from '../db/schema';
import { generalSettingsSchema, type GeneralSettings, type GeneralSettingsInput } from '../../src/domain/settings.schemas';
import { DEFAULT_GENERAL_SETTINGS } from '../../src/domain/default-general-settings';
import * as v from 'valibot';

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
    updatedAt: row.updatedAt.toISOString(),
  });
}

/** The shop's General Setting, or the defaults until an admin first saves it. */
export async function readSettings(db: Executor): Promise<GeneralSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  return row ? toWire(row) : DEFAULT_GENERAL_SETTINGS;
}

/** Today on the shop's calendar, in General Setting's time zone (a sale at 01:00 in Karachi is that day's). */
export async function shopToday(db: Executor, now = new Date()): Promise<CalendarDate> {
  const settings = await readSettings(db);
  return calendarDateIn(now, settings.timeZone);
}

/** The shop's time zone as a scalar subquery, for a statement that reads it with other things. */
export const SHOP_TIME_ZONE_SQL = sql`coalesce((select time_zone from shop_settings where id = 1), ${DEFAULT_GENERAL_SETTINGS.timeZone})`;

export async function saveSettings(tx: Executor, input: GeneralSettingsInput, userId: string): Promise<GeneralSettings> {
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
