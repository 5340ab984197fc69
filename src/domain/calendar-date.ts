/**
 * A day on the shop's calendar, as ISO text "YYYY-MM-DD" (a promotion's start and end, "today").
 * Kept apart from instants: whether a promotion runs today depends on the shop's time zone, not
 * on the server's or the browser's.
 */
import * as v from 'valibot';
import { DomainError } from './domain-error';

export type CalendarDate = string;

/**
 * The days the API takes (docs/concurrency-and-limits.md, "Bounds and ranges"): a shop's documents,
 * promotions and periods fall in 2000 to 2199. A bound, not a taste: every period a request asks for
 * is walked or summed over, and text such as 9999-12-31 or 0000-01-01 would make that work unbounded.
 */
export const FIRST_CALENDAR_DATE: CalendarDate = '2000-01-01';
export const LAST_CALENDAR_DATE: CalendarDate = '2199-12-31';

export const CALENDAR_DATE_MESSAGE = 'Enter a date (YYYY-MM-DD).';
export const CALENDAR_DATE_RANGE_MESSAGE = `Enter a date from ${FIRST_CALENDAR_DATE} to ${LAST_CALENDAR_DATE}.`;

const ISO_CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(text: string): text is CalendarDate {
  const match = ISO_CALENDAR_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** A real day (not 2024-02-30) of the years the API takes. */
export function isCalendarDateInRange(text: string): text is CalendarDate {
  return isCalendarDate(text) && text >= FIRST_CALENDAR_DATE && text <= LAST_CALENDAR_DATE;
}

/**
 * The one schema of every date the API and the forms take, in a body, a query or a CSV cell: a real
 * day, YYYY-MM-DD, from FIRST_CALENDAR_DATE to LAST_CALENDAR_DATE.
 */
export const calendarDateSchema = v.pipe(
  v.string(CALENDAR_DATE_MESSAGE),
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    if (!isCalendarDate(dataset.value)) addIssue({ message: CALENDAR_DATE_MESSAGE });
    else if (!isCalendarDateInRange(dataset.value)) addIssue({ message: CALENDAR_DATE_RANGE_MESSAGE });
  }),
);

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const MONTH_MESSAGE = 'month must be YYYY-MM.';

/** A month of the same years (the transaction calendar's `month`), YYYY-MM. */
export const calendarMonthSchema = v.pipe(
  v.string(MONTH_MESSAGE),
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    if (!MONTH_PATTERN.test(dataset.value)) addIssue({ message: MONTH_MESSAGE });
    else if (!isCalendarDateInRange(`${dataset.value}-01`)) addIssue({ message: `month must be from ${FIRST_CALENDAR_DATE.slice(0, 7)} to ${LAST_CALENDAR_DATE.slice(0, 7)}.` });
  }),
);

export function assertCalendarDate(text: string): CalendarDate {
  if (!isCalendarDate(text)) {
    throw new DomainError('invalid-calendar-date', `"${text}" is not a date (YYYY-MM-DD).`);
  }
  return text;
}

/** The parts of an ISO calendar date, for formatting. */
export function calendarDateParts(date: CalendarDate): { year: string; month: string; day: string } {
  const [year, month, day] = assertCalendarDate(date).split('-');
  return { year, month, day };
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Year, month and day of `instant` on a clock in `timeZone` (an IANA name such as Asia/Karachi). */
export function zonedDateParts(instant: Date, timeZone: string): { year: string; month: string; day: string } {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // Built once per zone: constructing an Intl formatter costs far more than using one.
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { year: part('year').padStart(4, '0'), month: part('month'), day: part('day') };
}

/** The calendar date of `instant` in the shop's time zone: "today" for effectiveUnitPrice. */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  const { year, month, day } = zonedDateParts(instant, timeZone);
  return `${year}-${month}-${day}`;
}
