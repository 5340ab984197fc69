/**
 * Money as integer minor units (paisa, cents). docs/api.md#money-on-the-wire: amounts
 * travel as JSON numbers in major units with at most 2 decimals and are computed as integers, so
 * "0.1 + 0.2" problems cannot occur. All three currencies of docs/screens.md#choices-and-reference-data (Pakistani Rupee,
 * US Dollar, Euro) have 2 decimals.
 */
import { readHundredths } from './decimal-text';
import { DomainError } from './domain-error';

declare const minorUnits: unique symbol;
/** An amount in minor units: a safe integer within ±MAX_AMOUNT_MINOR. Make one with parseMoney or asMinor. */
export type Minor = number & { readonly [minorUnits]: true };

export const MINOR_UNITS_PER_MAJOR = 100;
export const MONEY_DECIMALS = 2;

/**
 * 9,999,999,999,999.99: 15 significant digits. A double carries any 15-digit decimal exactly through
 * text and back (DBL_DIG), so every amount up to here survives `toWire` and JSON unchanged; beyond
 * it, neighbouring cents can become the same number.
 */
export const MAX_AMOUNT_MINOR = 999_999_999_999_999;

export const ZERO = 0 as Minor;

/** Checks that an integer count of minor units is in range (for values read back from storage). */
export function asMinor(value: number): Minor {
  if (!Number.isInteger(value)) {
    throw new DomainError('not-a-decimal', `${value} is not a whole number of minor units.`);
  }
  if (Math.abs(value) > MAX_AMOUNT_MINOR) {
    throw amountTooLarge();
  }
  // -0 would print as "-0.00".
  return (value === 0 ? 0 : value) as Minor;
}

export interface ParseMoneyOptions {
  /** Only where a rule says so (an adjustment, a balance); prices, discounts and shipping are never negative. */
  allowNegative?: boolean;
}

/**
 * Reads an amount in major units ("24.99", 24.99, "1500") as minor units, exactly: a number goes
 * through its shortest decimal text (what JSON carried), never through float multiplication.
 * Trailing zeros beyond 2 decimals ("1.500") are accepted; any other third decimal is an error.
 */
export function parseMoney(wire: number | string, options: ParseMoneyOptions = {}): Minor {
  const value = readHundredths(wire, 'Amount', MAX_AMOUNT_MINOR);
  if (value < 0 && !options.allowNegative) {
    throw new DomainError('negative-amount', 'Amount must not be negative.');
  }
  return value as Minor;
}

/**
 * Major units as a JSON number with at most 2 decimals. Division is correctly rounded, so
 * 2499 / 100 is exactly the number JSON.parse("24.99") gives, and prints as 24.99.
 */
export function toWire(amount: Minor): number {
  return amount / MINOR_UNITS_PER_MAJOR;
}

/**
 * A sum over documents (a report's total, a day's takings, a balance) as major units on the wire.
 * MAX_AMOUNT_MINOR bounds what one document may carry, checked when it is written; a sum of many
 * may pass it and is shown, never refused (docs/concurrency-and-limits.md, "Bounds and ranges").
 * Exact to the minor unit up to 2^53 minor units; the database sums in numeric.
 */
export function sumToWire(minorUnits: number | string | bigint | null | undefined): number {
  const value = Number(minorUnits ?? 0);
  if (!Number.isFinite(value)) throw new RangeError(`${String(minorUnits)} is not a sum of minor units.`);
  // -0 would print as "-0".
  return value === 0 ? 0 : value / MINOR_UNITS_PER_MAJOR;
}

/** Plain decimal text with exactly 2 decimals and no grouping: "-1234.50". For CSV and for formatMoney. */
export function toDecimalText(amount: Minor): string {
  const digits = String(Math.abs(amount)).padStart(MONEY_DECIMALS + 1, '0');
  const whole = digits.slice(0, -MONEY_DECIMALS);
  const fraction = digits.slice(-MONEY_DECIMALS);
  return `${amount < 0 ? '-' : ''}${whole}.${fraction}`;
}

/**
 * The one rounding rule of the domain (docs/decisions/006-one-pricing-module.md): numerator / denominator rounded half
 * away from zero (2.5 → 3, -2.5 → -3). BigInt keeps amount × rate exact before dividing.
 */
export function divideRoundingHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) {
    throw new RangeError('Division by zero.');
  }
  const negative = numerator < 0n !== denominator < 0n;
  const dividend = numerator < 0n ? -numerator : numerator;
  const divisor = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * dividend + divisor) / (2n * divisor);
  return negative ? -rounded : rounded;
}

export function addMoney(left: Minor, right: Minor): Minor {
  return asMinor(left + right);
}

export function subtractMoney(left: Minor, right: Minor): Minor {
  return asMinor(left - right);
}

/** amount × a whole count (a line's quantity). */
export function multiplyMoney(amount: Minor, count: number): Minor {
  if (!Number.isSafeInteger(count)) {
    throw new RangeError(`Can only multiply an amount by a whole number, not ${count}.`);
  }
  const product = BigInt(amount) * BigInt(count);
  if (product > BigInt(MAX_AMOUNT_MINOR) || product < -BigInt(MAX_AMOUNT_MINOR)) {
    throw amountTooLarge();
  }
  return asMinor(Number(product));
}

/** Exact integer sum, range-checked at each step. */
export function sumMoney(amounts: Iterable<Minor>): Minor {
  let total = ZERO;
  for (const amount of amounts) {
    total = addMoney(total, amount);
  }
  return total;
}

function amountTooLarge(): DomainError {
  return new DomainError('amount-too-large', 'Amount is too large (at most 9,999,999,999,999.99).');
}
