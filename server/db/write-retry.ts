/**
 * A write request's transaction run again when PostgreSQL chose it as a deadlock's victim or could
 * not serialize it (docs/concurrency-and-limits.md, "Retries"). Both mean "nothing was written, try
 * again": the transaction has rolled back, and the same work run afresh sees the other request's
 * committed rows. The client never sees either; after the last attempt the error goes on as any
 * other (a 500, logged), which would mean the lock order is broken somewhere.
 */
import { databaseErrorOf } from '../http/failures';

/** SQLSTATE 40P01 deadlock_detected and 40001 serialization_failure. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

/** How many times a write transaction runs at most (the first try and four retries). */
export const WRITE_ATTEMPTS = 5;

/** The pause before retry n (1-based) is random in [0, BASE × 2^(n-1)) ms: full jitter, at most 80 ms before the fifth. */
export const RETRY_BASE_DELAY_MS = 10;

export function isRetryableFailure(error: unknown): boolean {
  const code = databaseErrorOf(error)?.code;
  return code !== undefined && RETRYABLE_CODES.has(code);
}

export interface RetryOptions {
  attempts?: number;
  /** Waits before retry `retry` (1 for the first retry); random by default. */
  pause?: (retry: number) => Promise<void>;
  /** Told of each retry (a counter, a log line); nothing by default. */
  onRetry?: (retry: number, error: unknown) => void;
}

/** The pause before retry `retry`, for a draw in [0, 1). */
export const retryPauseMs = (retry: number, draw: number) => draw * RETRY_BASE_DELAY_MS * 2 ** (retry - 1);

const jitteredPause = (retry: number) => new Promise<void>((resolve) => setTimeout(resolve, retryPauseMs(retry, Math.random())));

/**
 * Runs `attempt` (one whole transaction: it must open, write and commit or roll back by itself)
 * until it succeeds, fails for another reason, or has run `attempts` times.
 */
export async function withWriteRetry<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? WRITE_ATTEMPTS;
  const pause = options.pause ?? jitteredPause;
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= attempts || !isRetryableFailure(error)) throw error;
      options.onRetry?.(tried, error);
      await pause(tried);
    }
  }
}
