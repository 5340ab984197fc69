import type { Context } from 'hono';
import { callersLanguage, translateMessage } from '../i18n/translate';
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

/**
 * An error answer in the caller's language (docs/i18n.md#the-servers-messages): its message and each detail's,
 * the `code` and `path`s as they are. Every error the app answers goes through here.
 */
export function sendError(c: Context, status: ErrorStatus, message: string, details?: ErrorDetail[], code?: ErrorCode) {
  const language = callersLanguage(c);
  const say = (text: string) => translateMessage(text, language);
  const told = (details ?? [{ message, path: [] }]).map((detail) => ({ ...detail, message: say(detail.message) }));
  return c.json(errorBody(status, say(message), told, code), status);
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
