import { describe, expect, it } from 'vitest';
import { assertCalendarDate, calendarDateIn, calendarDateParts, isCalendarDate } from '../../src/domain/calendar-date';
import { neutraliseCell } from '../../src/domain/csv-export';
import { domainErrorCode } from './domain-error-code';
import { DomainError } from '../../src/domain/domain-error';
import { asMinor, divideRoundingHalfAwayFromZero, multiplyMoney, parseMoney, type Minor } from '../../src/domain/money';
import { moneyInputSchema, percentSchema, quantityInputSchema, signedMoneySchema } from '../../src/domain/money.schemas';
import { parsePercent, type Percent } from '../../src/domain/percent';
import { orderTotals, posTotals, purchaseLine, saleLine } from '../../src/domain/pricing';
import { accepted, issuesOf } from './schema-issues';

/** The sentence a rule's DomainError carries: what the server puts under the field and the form shows. */
function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
  throw new Error('no DomainError was thrown');
}

const minor = (value: number) => value as Minor;
const percent = (value: number) => value as Percent;

describe('the words of the money rules', () => {
  it('says why an amount is refused', () => {
    expect(messageOf(() => parseMoney('abc'))).toBe('Amount must be a number.');
    expect(messageOf(() => parseMoney(Number.NaN))).toBe('Amount must be a number.');
    expect(messageOf(() => parseMoney(Number.POSITIVE_INFINITY))).toBe('Amount must be a number.');
    expect(messageOf(() => parseMoney('1.234'))).toBe('Amount must have at most 2 decimals.');
    expect(messageOf(() => parseMoney(1e-7))).toBe('Amount must have at most 2 decimals.');
    expect(messageOf(() => parseMoney(1e21))).toBe('Amount is too large.');
    expect(messageOf(() => parseMoney('10000000000000'))).toBe('Amount is too large.');
    expect(messageOf(() => parseMoney(-1))).toBe('Amount must not be negative.');
    expect(parseMoney(-1, { allowNegative: true })).toBe(-100);
    expect(parseMoney(' 1.500 ')).toBe(150);
    expect(parseMoney('1.5000')).toBe(150);
    // Never -0, which would print as "-0.00".
    expect(parseMoney('-0.00', { allowNegative: true })).toBe(0);
  });

  it('says why a stored or computed amount is out of range', () => {
    expect(messageOf(() => asMinor(1.5))).toBe('1.5 is not a whole number of minor units.');
    expect(messageOf(() => asMinor(1e15))).toBe('Amount is too large (at most 9,999,999,999,999.99).');
    expect(messageOf(() => asMinor(-1e15))).toBe('Amount is too large (at most 9,999,999,999,999.99).');
    expect(asMinor(999_999_999_999_999)).toBe(999_999_999_999_999);
    expect(messageOf(() => multiplyMoney(minor(999_999_999_999_999), 2))).toBe('Amount is too large (at most 9,999,999,999,999.99).');
    expect(messageOf(() => multiplyMoney(minor(-999_999_999_999_999), 2))).toBe('Amount is too large (at most 9,999,999,999,999.99).');
    expect(() => multiplyMoney(minor(100), 1.5)).toThrow('Can only multiply an amount by a whole number, not 1.5.');
    expect(() => divideRoundingHalfAwayFromZero(1n, 0n)).toThrow('Division by zero.');
    expect(divideRoundingHalfAwayFromZero(5n, -2n)).toBe(-3n);
    expect(divideRoundingHalfAwayFromZero(-5n, -2n)).toBe(3n);
  });

  it('says why a percent is refused', () => {
    expect(messageOf(() => parsePercent(101))).toBe('Percent must be between 0 and 100.');
    expect(domainErrorCode(() => parsePercent(101))).toBe('percent-out-of-range');
    expect(issuesOf(percentSchema, '5')).toEqual({ '': ['Percent must be a number.'] });
    expect(messageOf(() => parsePercent(-1))).toBe('Percent must be between 0 and 100.');
    expect(messageOf(() => parsePercent('x'))).toBe('Percent must be a number.');
    expect(messageOf(() => parsePercent(12.3456))).toBe('Percent must have at most 3 decimals.');
    expect(parsePercent(100)).toBe(100_000);
    expect(parsePercent(0)).toBe(0);
  });

  it('says why a line or an order cannot be priced', () => {
    const line = { quantity: 1, unitPrice: minor(1000), taxRate: percent(0), taxMethod: 'Exclusive' as const };
    expect(messageOf(() => saleLine({ ...line, quantity: 0 }))).toBe('Quantity must be a whole number of at least 1.');
    expect(messageOf(() => saleLine({ ...line, quantity: 1.5 }))).toBe('Quantity must be a whole number of at least 1.');
    expect(messageOf(() => saleLine({ ...line, unitPrice: minor(-1) }))).toBe('A price or cost must not be negative.');
    expect(messageOf(() => saleLine({ ...line, discount: minor(-1) }))).toBe('A line discount must not be negative.');
    expect(messageOf(() => saleLine({ ...line, discount: minor(1001) }))).toBe('The line discount is more than the line amount.');
    expect(saleLine({ ...line, discount: minor(1000) }).subtotal).toBe(0);
    expect(messageOf(() => purchaseLine({ quantity: 1, unitCost: minor(-5), taxRate: percent(0) }))).toBe('A price or cost must not be negative.');
    const charges = { orderTaxRate: percent(0), discount: minor(0), shipping: minor(0) };
    const lines = [{ subtotal: minor(1000), quantity: 1, tax: minor(0) }];
    expect(messageOf(() => orderTotals(lines, { ...charges, discount: minor(-1) }))).toBe('The order discount must not be negative.');
    expect(messageOf(() => orderTotals(lines, { ...charges, shipping: minor(-1) }))).toBe('Shipping must not be negative.');
    expect(messageOf(() => orderTotals(lines, { ...charges, discount: minor(1001) }))).toBe('The discount is more than the order amount.');
    expect(orderTotals(lines, { ...charges, discount: minor(1000) }).grandTotal).toBe(0);
    expect(messageOf(() => posTotals(lines, { ...charges, coupon: minor(-1) }))).toBe('The coupon must not be negative.');
    expect(messageOf(() => posTotals(lines, { ...charges, coupon: minor(0), discount: minor(-1) }))).toBe('The discount must not be negative.');
  });

  it('says why a date is refused', () => {
    expect(messageOf(() => assertCalendarDate('2026-02-30'))).toBe('"2026-02-30" is not a date (YYYY-MM-DD).');
    expect(assertCalendarDate('2028-02-29')).toBe('2028-02-29');
    for (const text of ['2026-13-01', '2026-00-15', '2026-1-01', '2026-01-1', 'x2026-01-01', '2026-01-01x']) expect(isCalendarDate(text), text).toBe(false);
    expect(calendarDateParts('2026-11-24')).toEqual({ year: '2026', month: '11', day: '24' });
    // Date.UTC reads the years 0 to 99 as 1900 to 1999: such a date is refused rather than moved.
    expect(isCalendarDate('0050-01-01')).toBe(false);
    expect(calendarDateIn(new Date(Date.UTC(999, 0, 1)), 'UTC')).toBe('0999-01-01');
  });
});

describe('money and quantities typed in a form or read from a CSV cell', () => {
  it('takes a number or its text', () => {
    expect(accepted(moneyInputSchema, '24.99')).toBe(2499);
    expect(accepted(moneyInputSchema, 24.99)).toBe(2499);
    expect(accepted(signedMoneySchema, -5)).toBe(-500);
    expect(accepted(quantityInputSchema, ' 3 ')).toBe(3);
    expect(accepted(quantityInputSchema, '12')).toBe(12);
    expect(accepted(quantityInputSchema, 3)).toBe(3);
  });

  it('says why it is refused', () => {
    expect(issuesOf(moneyInputSchema, true)).toEqual({ '': ['Amount must be a number.'] });
    expect(issuesOf(moneyInputSchema, '-1')).toEqual({ '': ['Amount must not be negative.'] });
    expect(issuesOf(signedMoneySchema, '5')).toEqual({ '': ['Amount must be a number.'] });
    expect(issuesOf(quantityInputSchema, true)).toEqual({ '': ['Quantity must be a number.'] });
    for (const text of ['', '1e3', '1.5', '-1', 'x', '0']) expect(issuesOf(quantityInputSchema, text)).toEqual({ '': ['Quantity must be a whole number of at least 1.'] });
  });
});

describe('an empty CSV cell', () => {
  it('is written as nothing, whether null or undefined', () => {
    expect(neutraliseCell(undefined)).toBe('');
    expect(neutraliseCell(null)).toBe('');
  });
});
