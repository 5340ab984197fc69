/**
 * The one error src/domain throws. Every rule in money, percent and pricing that rejects an input
 * throws a DomainError (never returns a sentinel), so callers have one thing to catch: the server
 * answers it with a 400 carrying `message`, and the forms show `message` under the field.
 */
export type DomainErrorCode =
  | 'not-a-decimal'
  | 'too-many-decimals'
  | 'negative-amount'
  | 'amount-too-large'
  | 'percent-out-of-range'
  | 'invalid-quantity'
  | 'discount-exceeds-amount'
  | 'invalid-calendar-date';

export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
  }
}
