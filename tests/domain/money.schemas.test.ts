import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  moneyInputSchema,
  moneySchema,
  percentSchema,
  quantityInputSchema,
  quantitySchema,
  signedMoneySchema,
} from '../../src/domain/money.schemas';
import { MAX_AMOUNT_MINOR, toWire } from '../../src/domain/money';
import { shopAmount } from './arbitraries';

function messagesOf(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

describe('money on the wire', () => {
  it('turns a JSON number with at most 2 decimals into minor units', () => {
    expect(v.parse(moneySchema, 24.99)).toBe(2499);
    expect(v.parse(moneySchema, 18500)).toBe(1_850_000);
    expect(v.parse(moneySchema, 0)).toBe(0);
  });

  it.each([
    [1.005, 'Amount must have at most 2 decimals.'],
    [-1, 'Amount must not be negative.'],
    ['24.99', 'Amount must be a number.'],
    [null, 'Amount must be a number.'],
    [Number.NaN, 'Amount must be a number.'],
    [Number.POSITIVE_INFINITY, 'Amount must be a number.'],
    [1e16, 'Amount is too large.'],
  ])('refuses %s: %s', (input, message) => {
    expect(messagesOf(moneySchema, input)).toEqual([message]);
  });

  it('allows a negative amount only in signedMoneySchema', () => {
    expect(v.parse(signedMoneySchema, -12.5)).toBe(-1250);
  });

  it('takes decimal text from a form or a CSV cell in moneyInputSchema', () => {
    expect(v.parse(moneyInputSchema, '12.50')).toBe(1250);
    expect(v.parse(moneyInputSchema, 12.5)).toBe(1250);
    expect(messagesOf(moneyInputSchema, '12.505')).toEqual(['Amount must have at most 2 decimals.']);
    expect(messagesOf(moneyInputSchema, 'abc')).toEqual(['Amount must be a number.']);
  });

  it('reads back every amount the server writes', () => {
    fc.assert(
      fc.property(shopAmount(MAX_AMOUNT_MINOR), (amount) => {
        expect(v.parse(moneySchema, toWire(amount))).toBe(amount);
      }),
    );
  });

  it('works inside an object schema the server validates a body with', () => {
    const body = v.strictObject({ shippingCost: moneySchema, orderTax: percentSchema });
    expect(v.parse(body, { shippingCost: 250, orderTax: 10 })).toEqual({ shippingCost: 25_000, orderTax: 10_000 });
    const result = v.safeParse(body, { shippingCost: 2.505, orderTax: 10 });
    expect(result.success).toBe(false);
    expect(result.issues?.[0].path?.map((item) => item.key)).toEqual(['shippingCost']);
  });
});

describe('percent and quantity', () => {
  it('reads a percent of 0 to 100 with at most 3 decimals', () => {
    expect(v.parse(percentSchema, 12.5)).toBe(12_500);
    expect(v.parse(percentSchema, 8.875)).toBe(8875);
    expect(messagesOf(percentSchema, 101)).toEqual(['Percent must be between 0 and 100.']);
    expect(messagesOf(percentSchema, 1.2345)).toEqual(['Percent must have at most 3 decimals.']);
  });

  it('accepts a positive whole quantity only', () => {
    expect(v.parse(quantitySchema, 3)).toBe(3);
    for (const bad of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1]) {
      expect(messagesOf(quantitySchema, bad)).toEqual(['Quantity must be a whole number of at least 1.']);
    }
    expect(messagesOf(quantitySchema, '3')).toEqual(['Quantity must be a number.']);
    expect(messagesOf(quantitySchema, Number.NaN)).toEqual(['Quantity must be a number.']);
  });

  it('takes the digits of a typed quantity in quantityInputSchema', () => {
    expect(v.parse(quantityInputSchema, ' 3 ')).toBe(3);
    expect(v.parse(quantityInputSchema, 7)).toBe(7);
    for (const bad of ['', '0', '1.5', '1e3', '-2', 'two']) {
      expect(messagesOf(quantityInputSchema, bad)).toEqual(['Quantity must be a whole number of at least 1.']);
    }
  });
});
