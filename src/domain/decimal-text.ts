/**
 * Reading decimal text with at most 2 decimals as an integer count of hundredths (money's minor
 * units), or with 3 as thousandths (a percent's, src/domain/percent.ts). No float arithmetic: a number is read
 * through its shortest decimal text, which is what JSON carried.
 */
import { DomainError } from './domain-error';

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;
const DECIMALS = 2;

/**
 * `noun` names the value in messages ("Amount", "Percent"). Trailing zeros beyond 2 decimals
 * ("1.500") are accepted; any other third decimal is an error. `maxHundredths` bounds the magnitude.
 */
export function readHundredths(wire: number | string, noun: string, maxHundredths: number): number {
  return readScaled(wire, noun, maxHundredths, DECIMALS);
}

/** The same reading with `decimals` places: a tax rate has three (8.875 %, src/domain/percent.ts). */
export function readScaled(wire: number | string, noun: string, maxScaled: number, decimals: number): number {
  const text = typeof wire === 'number' ? decimalTextOfNumber(wire, noun, decimals) : wire.trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match) {
    throw new DomainError('not-a-decimal', `${noun} must be a number.`);
  }
  const [, sign, whole, fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > decimals) {
    throw tooManyDecimals(noun, decimals);
  }
  const magnitude = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
  if (magnitude > BigInt(maxScaled)) {
    throw new DomainError('amount-too-large', `${noun} is too large.`);
  }
  const value = Number(magnitude);
  // -0 would print as "-0.00".
  return sign === '-' && value !== 0 ? -value : value;
}

function decimalTextOfNumber(value: number, noun: string, decimals = DECIMALS): string {
  if (!Number.isFinite(value)) {
    throw new DomainError('not-a-decimal', `${noun} must be a number.`);
  }
  const text = String(value);
  // String() switches to exponent notation only below 1e-6 (too many decimals) and from 1e21 (too large).
  if (text.includes('e')) {
    throw Math.abs(value) < 1 ? tooManyDecimals(noun, decimals) : new DomainError('amount-too-large', `${noun} is too large.`);
  }
  return text;
}

function tooManyDecimals(noun: string, decimals: number): DomainError {
  return new DomainError('too-many-decimals', `${noun} must have at most ${decimals} decimals.`);
}
