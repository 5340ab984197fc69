import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/domain/domain-error';
import { addMoney, parseMoney, toWire } from '../../src/domain/money';
import { applyPercent, parsePercent, percentToWire, splitIncludedTax } from '../../src/domain/percent';
import { anyAmount, anyRate, shopAmount } from './arbitraries';

describe('percentages are held exactly in thousandths of a percent', () => {
  it.each([
    [10, 10_000],
    ['12.5', 12_500],
    [0.1, 100],
    [8.875, 8875],
    ['0.001', 1],
    [100, 100_000],
    [0, 0],
  ])('%j percent is %i thousandths', (wire, thousandths) => {
    expect(parsePercent(wire)).toBe(thousandths);
    expect(percentToWire(parsePercent(wire))).toBe(Number(wire));
  });

  it.each([[-5], [100.001], [12.3456], ['ten']])('%j is refused', (wire) => {
    expect(() => parsePercent(wire)).toThrow(DomainError);
  });
});

describe('applyPercent rounds half away from zero once', () => {
  it.each([
    ['100.00', 10, '10.00'],
    ['0.05', 10, '0.01'],
    ['0.04', 10, '0.00'],
    ['1.05', 10, '0.11'],
    ['35.50', 5, '1.78'],
    ['24.99', 20, '5.00'],
    ['370.00', 10, '37.00'],
    ['37000.00', 10, '3700.00'],
    // New York's 8.875 %: 12.34 × 0.08875 = 1.095175 → 1.10; 9.99 × 0.08875 = 0.8866125 → 0.89.
    ['12.34', 8.875, '1.10'],
    ['9.99', 8.875, '0.89'],
    // 4.00 × 0.08875 = 0.355, exactly half a cent: away from zero.
    ['4.00', 8.875, '0.36'],
  ])('%s at %s percent is %s', (amount, rate, expected) => {
    expect(applyPercent(parseMoney(amount), parsePercent(rate))).toBe(parseMoney(expected));
  });

  it('rounds a negative half cent away from zero too', () => {
    expect(applyPercent(parseMoney('-0.05', { allowNegative: true }), parsePercent(10))).toBe(-1);
  });

  it('is within half a minor unit of the exact product, for every amount and rate', () => {
    fc.assert(
      fc.property(anyAmount, anyRate, (amount, rate) => {
        const result = applyPercent(amount, rate);
        expect(Number.isSafeInteger(result)).toBe(true);
        const twiceError = 2n * (BigInt(result) * 100_000n - BigInt(amount) * BigInt(rate));
        expect(twiceError <= 100_000n && twiceError >= -100_000n).toBe(true);
      }),
    );
  });
});

describe('splitIncludedTax extracts the tax from a price that contains it', () => {
  it('24.99 with 20% included is net 20.83 and tax 4.16, which add up to 24.99, never 25.00', () => {
    const { net, tax } = splitIncludedTax(parseMoney(24.99), parsePercent(20));
    expect(toWire(net)).toBe(20.83);
    expect(toWire(tax)).toBe(4.16);
    expect(addMoney(net, tax)).toBe(parseMoney(24.99));
    expect(addMoney(net, tax)).not.toBe(parseMoney(25));
  });

  it.each([
    ['120.00', 20, '100.00', '20.00'],
    ['105.00', 5, '100.00', '5.00'],
    ['10.00', 0, '10.00', '0.00'],
    ['0.01', 15, '0.01', '0.00'],
  ])('%s with %i percent included is net %s, tax %s', (gross, rate, net, tax) => {
    expect(splitIncludedTax(parseMoney(gross), parsePercent(rate))).toEqual({ net: parseMoney(net), tax: parseMoney(tax) });
  });

  it('always gives net + tax = price, with the net the rounded price before tax', () => {
    fc.assert(
      fc.property(shopAmount(), anyRate, (gross, rate) => {
        const { net, tax } = splitIncludedTax(gross, rate);
        expect(net + tax).toBe(gross);
        expect(tax).toBeGreaterThanOrEqual(0);
        const twiceError = 2n * (BigInt(net) * BigInt(100_000 + rate) - BigInt(gross) * 100_000n);
        const bound = BigInt(100_000 + rate);
        expect(twiceError <= bound && twiceError >= -bound).toBe(true);
      }),
    );
  });
});
