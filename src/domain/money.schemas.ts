/**
 * Valibot schemas for money, percent and quantity fields, shared by the server (request bodies,
 * CSV rows) and the forms. Each one validates with the same functions the pricing uses
 * (parseMoney, parsePercent, assertQuantity), so a value a form accepts is one the server accepts.
 */
import * as v from 'valibot';
import { DomainError } from './domain-error';
import { parseMoney, type Minor } from './money';
import { parsePercent, type Percent } from './percent';
import { assertQuantity } from './pricing';

/** Runs a domain parser as a valibot transformation, turning its DomainError into an issue. */
function fromDomain<Input, Output>(parse: (input: Input) => Output) {
  return v.rawTransform<Input, Output>(({ dataset, addIssue, NEVER }) => {
    try {
      return parse(dataset.value);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      addIssue({ message: error.message });
      return NEVER;
    }
  });
}

/** Money on the wire (docs/api.md#money-on-the-wire): a JSON number in major units, at most 2 decimals, not negative. */
export const moneySchema = v.pipe(
  v.number('Amount must be a number.'),
  fromDomain((wire: number): Minor => parseMoney(wire)),
);

/** Money that may be negative: only for fields a rule allows (an adjustment, a balance). */
export const signedMoneySchema = v.pipe(
  v.number('Amount must be a number.'),
  fromDomain((wire: number): Minor => parseMoney(wire, { allowNegative: true })),
);

/** Money typed in a form or read from a CSV cell: a number or its decimal text. */
export const moneyInputSchema = v.pipe(
  v.union([v.number(), v.string()], 'Amount must be a number.'),
  fromDomain((wire: number | string): Minor => parseMoney(wire)),
);

/** A tax or discount rate: 0 to 100 with at most 2 decimals. */
export const percentSchema = v.pipe(
  v.number('Percent must be a number.'),
  fromDomain((wire: number): Percent => parsePercent(wire)),
);

/** A line quantity (docs/screens.md#forms: minimum 1): a whole number. */
export const quantitySchema = v.pipe(
  v.number('Quantity must be a number.'),
  fromDomain((wire: number): number => assertQuantity(wire)),
);

/** A quantity typed in a form or read from a CSV cell: a number or its digits. */
export const quantityInputSchema = v.pipe(
  v.union([v.number(), v.string()], 'Quantity must be a number.'),
  fromDomain((wire: number | string): number => assertQuantity(typeof wire === 'number' ? wire : quantityFromText(wire))),
);

// Number("") is 0 and Number("1e3") is 1000: typed text counts only as plain digits.
function quantityFromText(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
