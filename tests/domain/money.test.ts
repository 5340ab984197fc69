import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  asMinor,
  divideRoundingHalfAwayFromZero,
  MAX_AMOUNT_MINOR,
  multiplyMoney,
  parseMoney,
  subtractMoney,
  sumMoney,
  toDecimalText,
  toWire,
} from '../../src/domain/money';
import { anyAmount } from './arbitraries';
import { domainErrorCode } from './domain-error-code';

describe('parseMoney reads major units exactly as minor units', () => {
  it.each([
    [24.99, 2499],
    ['24.99', 2499],
    [18500, 1_850_000],
    [0.1, 10],
    [0.07, 7],
    ['1.5', 150],
    ['1.500', 150],
    [' 12.30 ', 1230],
    [1.15, 115],
    [1.005e2, 10_050],
    [0, 0],
    [-0, 0],
    [9_999_999_999_999.99, MAX_AMOUNT_MINOR],
  ])('%j is %i minor units', (wire, expected) => {
    expect(parseMoney(wire)).toBe(expected);
  });

  it.each([
    [1.005, 'too-many-decimals'],
    ['0.001', 'too-many-decimals'],
    [1e-7, 'too-many-decimals'],
    [-1, 'negative-amount'],
    ['-0.01', 'negative-amount'],
    [Number.NaN, 'not-a-decimal'],
    [Number.POSITIVE_INFINITY, 'not-a-decimal'],
    ['', 'not-a-decimal'],
    ['12,50', 'not-a-decimal'],
    ['1e3', 'not-a-decimal'],
    ['.5', 'not-a-decimal'],
    ['Rs 5', 'not-a-decimal'],
    [10_000_000_000_000, 'amount-too-large'],
    [1e21, 'amount-too-large'],
  ])('%j is refused (%s)', (wire, code) => {
    expect(domainErrorCode(() => parseMoney(wire))).toBe(code);
  });

  it('accepts a negative amount only when asked to', () => {
    expect(parseMoney(-12.5, { allowNegative: true })).toBe(-1250);
    expect(parseMoney('-0.01', { allowNegative: true })).toBe(-1);
  });
});

describe('toWire and toDecimalText write what parseMoney reads', () => {
  it.each([
    [2499, 24.99, '24.99'],
    [1_850_000, 18500, '18500.00'],
    [5, 0.05, '0.05'],
    [-1250, -12.5, '-12.50'],
    [0, 0, '0.00'],
  ])('%i minor units → %d on the wire, "%s" as text', (minor, wire, text) => {
    expect(toWire(asMinor(minor))).toBe(wire);
    expect(toDecimalText(asMinor(minor))).toBe(text);
  });

  it('round-trips every amount through the wire number, its JSON and its text', () => {
    fc.assert(
      fc.property(anyAmount, (amount) => {
        const wire = toWire(amount);
        expect(String(wire)).toMatch(/^-?\d+(\.\d{1,2})?$/);
        expect(parseMoney(wire, { allowNegative: true })).toBe(amount);
        expect(parseMoney(JSON.parse(JSON.stringify({ wire })).wire, { allowNegative: true })).toBe(amount);
        expect(parseMoney(toDecimalText(amount), { allowNegative: true })).toBe(amount);
      }),
    );
  });
});

describe('arithmetic on minor units is exact', () => {
  it('0.1 + 0.2 is 0.3, unlike floating point', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addMoney(parseMoney(0.1), parseMoney(0.2))).toBe(parseMoney(0.3));
    expect(toWire(sumMoney([parseMoney(0.1), parseMoney(0.2)]))).toBe(0.3);
    expect(sumMoney(Array.from({ length: 10 }, () => parseMoney('0.10')))).toBe(parseMoney(1));
  });

  it('sums of parsed decimals equal the decimal sum, computed digit by digit', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000_000 });
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 30 }), (values) => {
        const texts = values.map((value) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`);
        const exactSum = values.reduce((sum, value) => sum + BigInt(value), 0n);
        const total = sumMoney(texts.map((text) => parseMoney(text)));
        expect(BigInt(total)).toBe(exactSum);
        expect(Number.isSafeInteger(total)).toBe(true);
      }),
    );
  });

  it('multiplies by a whole count and refuses a result beyond the limit', () => {
    expect(multiplyMoney(parseMoney(18500), 2)).toBe(3_700_000);
    expect(subtractMoney(parseMoney(5), parseMoney(7.5))).toBe(-250);
    expect(domainErrorCode(() => multiplyMoney(asMinor(MAX_AMOUNT_MINOR), 2))).toBe('amount-too-large');
    // The limit itself is an amount a document may hold, owed or given back.
    expect(multiplyMoney(asMinor(MAX_AMOUNT_MINOR), 1)).toBe(MAX_AMOUNT_MINOR);
    expect(multiplyMoney(asMinor(-MAX_AMOUNT_MINOR), 1)).toBe(-MAX_AMOUNT_MINOR);
    expect(multiplyMoney(asMinor(-1), MAX_AMOUNT_MINOR)).toBe(-MAX_AMOUNT_MINOR);
    expect(domainErrorCode(() => multiplyMoney(asMinor(-MAX_AMOUNT_MINOR), 2))).toBe('amount-too-large');
    expect(domainErrorCode(() => multiplyMoney(asMinor(MAX_AMOUNT_MINOR), -2))).toBe('amount-too-large');
    expect(() => multiplyMoney(parseMoney(1), 1.5)).toThrow(RangeError);
    expect(domainErrorCode(() => asMinor(0.5))).toBe('not-a-decimal');
  });
});

describe('the rounding rule: half away from zero', () => {
  it.each([
    [25n, 10n, 3n],
    [-25n, 10n, -3n],
    [24n, 10n, 2n],
    [26n, 10n, 3n],
    [-24n, 10n, -2n],
    [15n, 10n, 2n],
    [5n, 10n, 1n],
    [4n, 10n, 0n],
    [25n, -10n, -3n],
    [20n, 10n, 2n],
  ])('%i / %i → %i', (numerator, denominator, expected) => {
    expect(divideRoundingHalfAwayFromZero(numerator, denominator)).toBe(expected);
  });

  it('is the nearest integer, and a tie goes away from zero', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.bigInt({ min: 1n, max: 10n ** 6n }), (numerator, denominator) => {
        const rounded = divideRoundingHalfAwayFromZero(numerator, denominator);
        const twiceError = 2n * (numerator - rounded * denominator);
        const absoluteTwiceError = twiceError < 0n ? -twiceError : twiceError;
        expect(absoluteTwiceError <= denominator).toBe(true);
        if (absoluteTwiceError === denominator) {
          // A tie: the result lies further from zero than the exact quotient.
          expect(rounded < 0n ? -rounded * denominator : rounded * denominator).toBeGreaterThan(numerator < 0n ? -numerator : numerator);
        }
      }),
    );
  });
});
