/**
 * The one money formatter and the one date formatter (docs/decisions/005-one-money-formatter.md): every screen shows
 * amounts in the currency and position of General Setting, with 2 decimals, and dates in its date
 * format and time zone. Digits, their grouping and the names of months and days follow the language the
 * person reads (Intl; docs/i18n.md#formats): English and Urdu both write Latin digits grouped in thousands.
 */
import { calendarDateParts, isCalendarDate, zonedDateParts, type CalendarDate } from './calendar-date';
import { toDecimalText, type Minor } from './money';
import { currencyOf, type Currency } from './currencies';
import { DEFAULT_CURRENCY, DEFAULT_CURRENCY_POSITION, DEFAULT_DATE_FORMAT, DEFAULT_TIME_ZONE, type CurrencyPosition, type DateFormat } from './shop-constants';
import type { TimeZone } from './time-zones';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/** The General Setting fields that decide how amounts and dates are shown. */
export interface ShopDisplaySettings {
  currency: Currency;
  currencyPosition: CurrencyPosition;
  dateFormat: DateFormat;
  timeZone: TimeZone;
}

export const DEFAULT_SHOP_SETTINGS: Readonly<ShopDisplaySettings> = {
  currency: DEFAULT_CURRENCY,
  currencyPosition: DEFAULT_CURRENCY_POSITION,
  dateFormat: DEFAULT_DATE_FORMAT,
  timeZone: DEFAULT_TIME_ZONE,
};

// A no-break space, so a symbol never wraps away from its amount in a narrow table cell.
const SYMBOL_SEPARATOR = '\u00a0';

/** Intl's formatters cost a few microseconds to build and are kept per language and kind. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();
function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `number ${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(language, options)));
  return formatter;
}
function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `date ${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(language, options)));
  return formatter;
}

const TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** A count or a quantity in the person's language: "1,234". */
export function formatNumber(value: number, language: Language = DEFAULT_LANGUAGE): string {
  return numberFormat(language, { maximumFractionDigits: 3 }).format(value);
}

/**
 * "Rs 1,234.50" (Prefix) or "1,234.50 Rs" (Suffix), with each currency's own sign ("$", "€", "AED"):
 * always 2 decimals, commas between thousands, a minus sign first ("-Rs 5.00", "-5.00 Rs").
 * The space between symbol and amount is a no-break space (U+00A0).
 */
export function formatMoney(amount: Minor, settings: Pick<ShopDisplaySettings, 'currency' | 'currencyPosition'>, language: Language = DEFAULT_LANGUAGE): string {
  const text = toDecimalText(amount);
  const negative = text.startsWith('-');
  // Intl takes the decimal text itself, so an amount of any size keeps every digit (no float on the way).
  const grouped = numberFormat(language, TWO_DECIMALS).format((negative ? text.slice(1) : text) as Intl.StringNumericLiteral);
  const symbol = currencyOf(settings.currency).symbol;
  const body =
    settings.currencyPosition === 'Prefix' ? `${symbol}${SYMBOL_SEPARATOR}${grouped}` : `${grouped}${SYMBOL_SEPARATOR}${symbol}`;
  return negative ? `-${body}` : body;
}

/**
 * A date in the shop's date format. An instant (a Date: createdAt, a payment's time) is shown as
 * the day it was in the shop's time zone; a calendar date ("2025-03-31": a promotion's end) is
 * already a day and is shown as is.
 */
export function formatDate(
  date: Date | CalendarDate,
  settings: { dateFormat: DateFormat; timeZone: string },
): string {
  const { year, month, day } = typeof date === 'string' ? calendarDateParts(date) : zonedDateParts(date, settings.timeZone);
  switch (settings.dateFormat) {
    case 'dd-mm-yyyy':
      return `${day}-${month}-${year}`;
    case 'mm-dd-yyyy':
      return `${month}-${day}-${year}`;
    case 'yyyy-mm-dd':
      return `${year}-${month}-${day}`;
  }
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** The time of day of an instant in the shop's time zone, 24-hour "14:05" (a receipt says when it was sold). */
export function formatTime(instant: Date, timeZone: string): string {
  let formatter = timeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    timeFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

// The first of a month, at noon UTC: its name is the same in every time zone.
const firstOfMonth = (month: string) => new Date(`${month}-01T12:00:00Z`);

/** "November 2026" (English), "نومبر 2026" (Urdu) for '2026-11': a calendar's or a report's month. */
export function formatMonth(month: string, language: Language = DEFAULT_LANGUAGE): string {
  return dateFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(firstOfMonth(month));
}

/**
 * "Pakistani Rupee" (English), "پاکستانی روپیہ" (Urdu): a currency's name in the language, as General Setting
 * offers it; the setting keeps the English name (src/domain/currencies.ts), which stands in when Intl has none.
 */
export function formatCurrencyName(name: Currency, language: Language = DEFAULT_LANGUAGE): string {
  if (language === 'en') return name;
  const key = `currency names ${language}`;
  let names = formatters.get(key) as Intl.DisplayNames | undefined;
  if (!names) formatters.set(key, (names = new Intl.DisplayNames(language, { type: 'currency', fallback: 'none' })));
  return names.of(currencyOf(name).code) ?? name;
}

/** "Nov" (English), "نومبر" (Urdu) for '2026-11': a chart's axis. */
export function formatShortMonth(month: string, language: Language = DEFAULT_LANGUAGE): string {
  return dateFormat(language, { month: 'short', timeZone: 'UTC' }).format(firstOfMonth(month));
}


/**
 * What a person typed in the shop's date format ("31-03-2025" for dd-mm-yyyy), as a calendar date;
 * null when it is not a real day in that format. "/" and "." may stand for "-", and a day or month
 * may have one digit.
 */
export function parseDate(text: string, dateFormat: DateFormat): CalendarDate | null {
  const parts = text.trim().split(/[-/.]/);
  if (parts.length !== 3) return null;
  const order = dateFormat.split('-');
  const at = (unit: string) => parts[order.indexOf(unit)]!;
  const [year, month, day] = [at('yyyy'), at('mm'), at('dd')];
  // isCalendarDate takes only YYYY-MM-DD digits, so a part that is not 4 (year) or 1 to 2 digits is refused there.
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}
