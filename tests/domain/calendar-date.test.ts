import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { calendarDateSchema, calendarMonthSchema, FIRST_CALENDAR_DATE, LAST_CALENDAR_DATE } from '../../src/domain/calendar-date';
import { MAX_LINE_QUANTITY, assertQuantity } from '../../src/domain/pricing';
import { sumToWire, MAX_AMOUNT_MINOR } from '../../src/domain/money';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

/** docs/concurrency-and-limits.md, "Bounds and ranges": the one date every request takes. */
describe('the calendar date the API takes', () => {
  it('takes every real day from 2000-01-01 to 2199-12-31', () => {
    for (const date of [FIRST_CALENDAR_DATE, '2024-02-29', '2026-11-26', LAST_CALENDAR_DATE]) expect(messages(calendarDateSchema, date)).toEqual([]);
  });

  it('refuses a day that does not exist or is not YYYY-MM-DD with one message', () => {
    for (const date of ['2024-02-30', '2023-02-29', '2026-13-01', '2026-00-10', '2026-1-1', 'x', '', '2026-11-26T00:00']) expect(messages(calendarDateSchema, date)).toEqual(['Enter a date (YYYY-MM-DD).']);
    expect(messages(calendarDateSchema, 20261126)).toEqual(['Enter a date (YYYY-MM-DD).']);
  });

  it('refuses a real day outside the range, saying the range', () => {
    for (const date of ['1999-12-31', '1000-01-01', '2200-01-01', '9999-12-31']) expect(messages(calendarDateSchema, date)).toEqual(['Enter a date from 2000-01-01 to 2199-12-31.']);
  });

  it('takes the months of the same years', () => {
    expect(messages(calendarMonthSchema, '2000-01')).toEqual([]);
    expect(messages(calendarMonthSchema, '2199-12')).toEqual([]);
    expect(messages(calendarMonthSchema, '2200-01')).toEqual(['month must be from 2000-01 to 2199-12.']);
    expect(messages(calendarMonthSchema, '1999-12')).toEqual(['month must be from 2000-01 to 2199-12.']);
    expect(messages(calendarMonthSchema, '2026-13')).toEqual(['month must be YYYY-MM.']);
  });
});

describe('a line quantity', () => {
  it('is a whole number from 1 to 1,000,000', () => {
    expect(MAX_LINE_QUANTITY).toBe(1_000_000);
    expect(assertQuantity(1_000_000)).toBe(1_000_000);
    expect(() => assertQuantity(1_000_001)).toThrow('Quantity must be at most 1,000,000 on a line.');
    expect(() => assertQuantity(2_147_483_648)).toThrow('Quantity must be at most 1,000,000 on a line.');
    expect(() => assertQuantity(0)).toThrow('Quantity must be a whole number of at least 1.');
  });
});

describe('a sum of amounts on the wire', () => {
  it('is never refused, past the largest amount of one document', () => {
    expect(sumToWire(String(2 * MAX_AMOUNT_MINOR))).toBe(19_999_999_999_999.98);
    expect(sumToWire(-2499)).toBe(-24.99);
    expect(Object.is(sumToWire('-0'), 0)).toBe(true);
    expect(sumToWire(null)).toBe(0);
  });

  it('refuses what is not a sum at all, rather than showing NaN', () => {
    for (const broken of ['abc', 'Infinity', Number.NaN]) expect(() => sumToWire(broken)).toThrow(RangeError);
    expect(() => sumToWire('abc')).toThrow('abc is not a sum of minor units.');
  });
});
