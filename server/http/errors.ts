import type { Context } from 'hono';
import type { ErrorStatus } from './status';

export interface ErrorDetail {
  message: string;
  path: (string | number)[];
}

/** docs/api.md#errors: `{ success: false, message, error: { details: [{ message, path }] } }`. */
export function errorBody(message: string, details: ErrorDetail[] = [{ message, path: [] }]) {
  return { success: false as const, message, error: { details } };
}

export function sendError(c: Context, status: ErrorStatus, message: string, details?: ErrorDetail[]) {
  return c.json(errorBody(message, details), status);
}

/** An expected failure raised deep in a service and answered by the app's error handler. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
  }
}
