/**
 * Percentages held exactly as integer thousandths of a percent: 10% is 10000, 12.5% is 12500, New
 * York's 8.875% sales tax is 8875. Tax rates are written in law with up to three decimals
 * (docs/pricing.md), and a float like 0.1 would not be exact.
 */
import { readScaled } from './decimal-text';
import { DomainError } from './domain-error';
import { asMinor, divideRoundingHalfAwayFromZero, type Minor } from './money';

declare const thousandthsOfPercent: unique symbol;
/** Thousandths of a percent, 0 to 100000. Make one with parsePercent. */
export type Percent = number & { readonly [thousandthsOfPercent]: true };

const PERCENT_DECIMALS = 3;
/** 100% in thousandths of a percent: what a rate is divided by. */
const THOUSANDTHS_IN_WHOLE = 100_000;

export const NO_PERCENT = 0 as Percent;

/**
 * Reads a percent as written on the wire or in a form (10, "12.5", 8.875): 0 to 100 with at most
 * 3 decimals. A rate above 100% is not a tax or discount this shop has.
 */
export function parsePercent(wire: number | string): Percent {
  const value = readScaled(wire, 'Percent', Number.MAX_SAFE_INTEGER, PERCENT_DECIMALS);
  if (value < 0 || value > THOUSANDTHS_IN_WHOLE) {
    throw new DomainError('percent-out-of-range', 'Percent must be between 0 and 100.');
  }
  return value as Percent;
}

/** The percent as a JSON number (12.5, 8.875). */
export function percentToWire(rate: Percent): number {
  return rate / 1000;
}

/** amount × rate, rounded half away from zero to a whole minor unit (docs/decisions/006-one-pricing-module.md). */
export function applyPercent(amount: Minor, rate: Percent): Minor {
  const scaled = divideRoundingHalfAwayFromZero(BigInt(amount) * BigInt(rate), BigInt(THOUSANDTHS_IN_WHOLE));
  return asMinor(Number(scaled));
}

/**
 * Splits a price that already includes tax at `rate` into net and tax. The net is the rounded
 * amount and the tax is the rest, so net + tax is always the price the customer saw:
 * 24.99 at 20% → net 20.83 (2499 / 1.2 = 2082.5, rounded up), tax 4.16.
 */
export function splitIncludedTax(gross: Minor, rate: Percent): { net: Minor; tax: Minor } {
  const net = asMinor(
    Number(divideRoundingHalfAwayFromZero(BigInt(gross) * BigInt(THOUSANDTHS_IN_WHOLE), BigInt(THOUSANDTHS_IN_WHOLE + rate))),
  );
  return { net, tax: asMinor(gross - net) };
}
