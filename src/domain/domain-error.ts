/**
 * The one error src/domain throws. Every rule in money, percent and pricing that rejects an input
 * throws a DomainError (never returns a sentinel), so callers have one thing to catch: the server
 * answers it with a 400 carrying `message` under `path` (the field it concerns, set by the caller
 * that knows it, see atField), and the forms show `message` under that field.
 */
export type DomainErrorCode =
  | 'not-a-decimal'
  | 'too-many-decimals'
  | 'negative-amount'
  | 'amount-too-large'
  | 'percent-out-of-range'
  | 'invalid-quantity'
  | 'quantity-too-large'
  | 'discount-exceeds-amount'
  | 'invalid-calendar-date';

export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** The input field the rule rejected, e.g. ['lines', 2, 'discount']; empty when not known. */
    readonly path: readonly (string | number)[] = [],
  ) {
    super(message);
  }
}

/** Runs a rule on one input field: a DomainError it throws is placed under `path`. */
export function atField<T>(path: readonly (string | number)[], run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof DomainError && error.path.length === 0) throw new DomainError(error.code, error.message, path);
    throw error;
  }
}
