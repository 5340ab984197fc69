/**
 * Percentages held exactly as integer hundredths of a percent (basis points): 10% is 1000,
 * 12.5% is 1250. Tax rates and order tax of docs/screens.md#choices-and-reference-data are whole percents, but a rate typed
 * into a settings screen may have 2 decimals, and a float like 0.1 would not be exact.
 */
import { readHundredths } from './decimal-text';
import { DomainError } from './domain-error';
import { asMinor, divideRoundingHalfAwayFromZero, type Minor } from './money';

declare const hundredthsOfPercent: unique symbol;
/** Hundredths of a percent, 0 to 10000. Make one with parsePercent. */
export type Percent = number & { readonly [hundredthsOfPercent]: true };

const HUNDREDTHS_IN_WHOLE = 10_000;

export const NO_PERCENT = 0 as Percent;

/**
 * Reads a percent as written on the wire or in a form (10, "12.5"): 0 to 100 with at most
 * 2 decimals. A rate above 100% is not a tax or discount this shop has.
 */
export function parsePercent(wire: number | string): Percent {
  const value = readHundredths(wire, 'Percent', Number.MAX_SAFE_INTEGER);
  if (value < 0 || value > HUNDREDTHS_IN_WHOLE) {
    throw new DomainError('percent-out-of-range', 'Percent must be between 0 and 100.');
  }
  return value as Percent;
}

/** The percent as a JSON number (12.5). */
export function percentToWire(rate: Percent): number {
  return rate / 100;
}

/** amount × rate, rounded half away from zero to a whole minor unit (docs/decisions/006-one-pricing-module.md). */
export function applyPercent(amount: Minor, rate: Percent): Minor {
  const scaled = divideRoundingHalfAwayFromZero(BigInt(amount) * BigInt(rate), BigInt(HUNDREDTHS_IN_WHOLE));
  return asMinor(Number(scaled));
}

/**
 * Splits a price that already includes tax at `rate` into net and tax. The net is the rounded
 * amount and the tax is the rest, so net + tax is always the price the customer saw:
 * 24.99 at 20% → net 20.83 (2499 / 1.2 = 2082.5, rounded up), tax 4.16.
 */
export function splitIncludedTax(gross: Minor, rate: Percent): { net: Minor; tax: Minor } {
  const net = asMinor(
    Number(divideRoundingHalfAwayFromZero(BigInt(gross) * BigInt(HUNDREDTHS_IN_WHOLE), BigInt(HUNDREDTHS_IN_WHOLE + rate))),
  );
  return { net, tax: asMinor(gross - net) };
}
