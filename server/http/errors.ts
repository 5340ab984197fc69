import type { Context } from 'hono';
import { codeOfStatus, type ErrorCode } from './error-codes';
import type { ErrorStatus } from './status';

export interface ErrorDetail {
  message: string;
  path: (string | number)[];
}

/**
 * docs/api.md#errors: `{ success: false, code, message, error: { details: [{ message, path }] } }`.
 * `code` is the status's unless the refusal names its own (server/http/error-codes.ts).
 */
export function errorBody(status: ErrorStatus, message: string, details: ErrorDetail[] = [{ message, path: [] }], code: ErrorCode = codeOfStatus(status)) {
  return { success: false as const, code, message, error: { details } };
}

export function sendError(c: Context, status: ErrorStatus, message: string, details?: ErrorDetail[], code?: ErrorCode) {
  return c.json(errorBody(status, message, details, code), status);
}

/** An expected failure raised deep in a service and answered by the app's error handler. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly details?: ErrorDetail[],
    /** Its own code, when it is not its status's (server/http/error-codes.ts). */
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}
