/**
 * The periods the dashboard and the reports offer, the month grid of the transaction
 * calendar (docs/screens.md#my-transactions) and the metric card's ring (docs/screens.md#dashboard).
 * Dates are the shop's calendar dates (YYYY-MM-DD); nothing here reads a clock.
 */
import { assertCalendarDate, type CalendarDate } from './calendar-date';

export const PERIOD_CHOICES = ['today', 'week', 'month', 'year', 'range'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

export const PERIOD_LABELS: Readonly<Record<PeriodChoice, string>> = {
  today: 'Today',
  week: 'This Week',
  month: 'This Month',
  year: 'This Year',
  range: 'Date Range',
};

export interface DateRange {
  from: CalendarDate;
  to: CalendarDate;
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

function toDate(date: CalendarDate): Date {
  const [year, month, day] = assertCalendarDate(date).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

function fromDate(date: Date): CalendarDate {
  return date.toISOString().slice(0, 10);
}

export function daysInMonth(month: string): number {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).getUTCDate();
}

/** The dates a choice covers on `today`: the week runs Sunday to Saturday, as the calendar's rows. */
export function periodRange(choice: Exclude<PeriodChoice, 'range'>, today: CalendarDate): DateRange {
  const month = today.slice(0, 7);
  switch (choice) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const start = toDate(today);
      start.setUTCDate(start.getUTCDate() - start.getUTCDay());
      const end = new Date(start);
      end.setUTCDate(end.getUTCDate() + 6);
      return { from: fromDate(start), to: fromDate(end) };
    }
    case 'month':
      return { from: `${month}-01`, to: `${month}-${String(daysInMonth(month)).padStart(2, '0')}` };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  }
}

/** The month `count` months after `month` (YYYY-MM); negative goes back. */
export function addMonths(month: string, count: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The weeks of a month, Sunday to Saturday: each cell is a date of the month or null for the days
 * of the neighbouring months that fill the first and last rows.
 */
export function monthWeeks(month: string): (CalendarDate | null)[][] {
  const leading = toDate(`${month}-01`).getUTCDay();
  const cells: (CalendarDate | null)[] = [...Array.from({ length: leading }, () => null)];
  for (let day = 1; day <= daysInMonth(month); day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * A metric card's ring (docs/screens.md#dashboard): the amount as a percent of revenue with 2 decimals,
 * kept within 0 to 100 (a loss or no revenue draws an empty ring); 0.00 when missing.
 */
export function shareOfRevenue(amount: number | undefined, revenue: number | undefined): number {
  if (amount === undefined || revenue === undefined || revenue <= 0 || amount <= 0) return 0;
  return Math.min(100, Math.round((amount / revenue) * 10_000) / 100);
}
