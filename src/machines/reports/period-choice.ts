/**
 * The period and warehouse the dashboard and the reports are narrowed to: what each
 * choice means and when a typed range may be used. Shared by their machines.
 */
import { isCalendarDate } from '../../domain/calendar-date';
import { periodRange, type PeriodChoice } from '../../domain/report-period';
import type { FigureQuery } from '../../api/reports/reports';

export interface PeriodContext {
  /** The shop's today (YYYY-MM-DD), given by the screen. */
  today: string;
  choice: PeriodChoice;
  from: string;
  to: string;
  /** A warehouse id, or '' for all. */
  warehouse: string;
}

export type PeriodEvent =
  | { type: 'period.choose'; choice: PeriodChoice }
  /** The dates of a Date Range, as typed. */
  | { type: 'period.range'; from: string; to: string }
  | { type: 'warehouse.choose'; warehouse: string };

/** Every figure starts at This Month (the cards are the current month's). */
export function initialPeriod(today: string): PeriodContext {
  return { today, choice: 'month', ...periodRange('month', today), warehouse: '' };
}

/** The context after a period event; the same context when it changes nothing. */
export function nextPeriod(context: PeriodContext, event: PeriodEvent): PeriodContext {
  switch (event.type) {
    case 'period.choose':
      // Date Range keeps the dates shown until new ones are typed.
      return event.choice === 'range' ? { ...context, choice: 'range' } : { ...context, choice: event.choice, ...periodRange(event.choice, context.today) };
    case 'period.range':
      return { ...context, choice: 'range', from: event.from, to: event.to };
    case 'warehouse.choose':
      return { ...context, warehouse: event.warehouse };
  }
}

/** Whether an event asks for other figures: a new period or warehouse, and a range only when its dates are whole and in order. */
export function changesFigures(context: PeriodContext, event: PeriodEvent): boolean {
  if (event.type === 'period.range' && !(isCalendarDate(event.from) && isCalendarDate(event.to) && event.from <= event.to)) return false;
  const next = nextPeriod(context, event);
  return next.from !== context.from || next.to !== context.to || next.warehouse !== context.warehouse;
}

export function figureQuery(context: PeriodContext): FigureQuery {
  return { from: context.from, to: context.to, warehouse: context.warehouse };
}
