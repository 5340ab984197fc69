/**
 * A day on the shop's calendar, as ISO text "YYYY-MM-DD" (a promotion's start and end, "today").
 * Kept apart from instants: whether a promotion runs today depends on the shop's time zone, not
 * on the server's or the browser's.
 */
import { DomainError } from './domain-error';

export type CalendarDate = string;

const ISO_CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(text: string): text is CalendarDate {
  const match = ISO_CALENDAR_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

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
