/**
 * Typed text to wire values and back, for the record forms. A value that is not a number is sent
 * as typed, so the domain schema answers with its own message ('Amount must be a number.') rather
 * than the form guessing one.
 */
import { parseMoney, toDecimalText } from '../../domain/money';

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

export function text(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

/** '' (dropped from the body, docs/screens.md#forms), a number, or the text as typed. */
export function numberFromText(value: unknown): number | string | undefined {
  const typed = text(value).trim();
  if (typed === '') return undefined;
  return DECIMAL.test(typed) ? Number(typed) : typed;
}

/** Trimmed text, or undefined when blank so the body leaves it out. */
export function presentText(value: unknown): string | undefined {
  const typed = text(value).trim();
  return typed === '' ? undefined : typed;
}

/** An amount read from the server shown as a form shows it: 1500 → '1500.00'. */
export function moneyText(wire: unknown): string {
  if (typeof wire !== 'number') return '';
  try {
    return toDecimalText(parseMoney(wire, { allowNegative: true }));
  } catch {
    return String(wire);
  }
}

/** Drops the keys whose value is undefined: the body carries only what was filled in. */
export function compact(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}
