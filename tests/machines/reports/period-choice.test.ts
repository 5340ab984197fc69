import { describe, expect, it } from 'vitest';
import { changesFigures, figureQuery, initialPeriod, nextPeriod, type PeriodContext } from '../../../src/machines/reports/period-choice';

/*
 * The period and warehouse that narrow every figure of the dashboard and the reports (docs/screens.md): This Month
 * at first; Today, This Week (Sunday to Saturday, as the calendar's weeks), This Year; a Date Range asks for figures
 * only once both dates are whole and in order, and keeps the dates shown until then. The shop's today here is
 * Friday 2026-11-27.
 */
const today = '2026-11-27';
const start = initialPeriod(today);

describe('the period and warehouse of the figures', () => {
  it('starts at This Month in every warehouse', () => {
    expect(start).toEqual({ today, choice: 'month', from: '2026-11-01', to: '2026-11-30', warehouse: '' });
    expect(figureQuery(start)).toEqual({ from: '2026-11-01', to: '2026-11-30', warehouse: '' });
  });

  it('narrows to today, the week from Sunday, the year, and back to the month', () => {
    const chosen = (choice: PeriodContext['choice']) => nextPeriod(start, { type: 'period.choose', choice });
    expect([chosen('today').from, chosen('today').to]).toEqual([today, today]);
    expect([chosen('week').from, chosen('week').to]).toEqual(['2026-11-22', '2026-11-28']);
    expect([chosen('year').from, chosen('year').to]).toEqual(['2026-01-01', '2026-12-31']);
    expect(nextPeriod(chosen('year'), { type: 'period.choose', choice: 'month' })).toEqual(start);
    for (const choice of ['today', 'week', 'year'] as const) expect(changesFigures(start, { type: 'period.choose', choice })).toBe(true);
    expect(changesFigures(start, { type: 'period.choose', choice: 'month' })).toBe(false);
  });

  it('keeps the dates shown when Date Range is chosen, and asks for nothing until new ones are typed', () => {
    const range = nextPeriod(start, { type: 'period.choose', choice: 'range' });
    expect(range).toEqual({ ...start, choice: 'range' });
    expect(changesFigures(start, { type: 'period.choose', choice: 'range' })).toBe(false);
    const typed = nextPeriod(range, { type: 'period.range', from: '2026-10-05', to: '2026-10-20' });
    expect(typed).toEqual({ ...range, from: '2026-10-05', to: '2026-10-20' });
    expect(changesFigures(range, { type: 'period.range', from: '2026-10-05', to: '2026-10-20' })).toBe(true);
    // A typed range is a range even when chosen from another period.
    expect(nextPeriod(start, { type: 'period.range', from: '2026-10-05', to: '2026-10-20' }).choice).toBe('range');
  });

  it('asks for a range only when both dates are whole and the first is not after the second', () => {
    const asks = (from: string, to: string) => changesFigures(start, { type: 'period.range', from, to });
    expect(asks('2026-11-05', '2026-11-05')).toBe(true);
    expect(asks('2026-11-06', '2026-11-05')).toBe(false);
    expect(asks('2026-11-0', '2026-11-20')).toBe(false);
    expect(asks('2026-11-05', '')).toBe(false);
    expect(asks('2026-02-30', '2026-03-01')).toBe(false);
    // The same dates as shown: nothing new to ask for.
    expect(asks('2026-11-01', '2026-11-30')).toBe(false);
    expect(asks('2026-11-01', '2026-11-29')).toBe(true);
    expect(asks('2026-11-02', '2026-11-30')).toBe(true);
  });

  it('narrows to one warehouse, and asks again only when the warehouse changes', () => {
    const main = nextPeriod(start, { type: 'warehouse.choose', warehouse: 'w-main' });
    expect(main).toEqual({ ...start, warehouse: 'w-main' });
    expect(figureQuery(main)).toEqual({ from: '2026-11-01', to: '2026-11-30', warehouse: 'w-main' });
    expect(changesFigures(start, { type: 'warehouse.choose', warehouse: 'w-main' })).toBe(true);
    expect(changesFigures(main, { type: 'warehouse.choose', warehouse: 'w-main' })).toBe(false);
    expect(changesFigures(main, { type: 'warehouse.choose', warehouse: '' })).toBe(true);
  });
});
