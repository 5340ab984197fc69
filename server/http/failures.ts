import type { ErrorHandler } from 'hono';
import { DomainError } from '../../src/domain/domain-error';
import { describeForLog } from './error-log';
import type { ErrorCode } from './error-codes';
import { ApiError, sendError, type ErrorDetail } from './errors';
import { Status, type ErrorStatus } from './status';
import { en } from '../i18n/english';
import type { Noun } from '../i18n/words';

export interface FailureAnswer {
  status: ErrorStatus;
  message: string;
  details?: ErrorDetail[];
  code?: ErrorCode;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

interface DatabaseError {
  code: string;
  detail?: string;
}

/** The database's own error behind a failed query (Drizzle wraps the driver's error as `cause`). */
export function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as DatabaseError;
  }
  return undefined;
}

// Table names as a person says one of their records: a noun of server/i18n/words.ts when it is one, so it is
// said in the caller's language.
const RECORD_NAMES: Record<string, Noun> = { categories: 'category', taxes: 'tax', users: 'user account' };
const recordName = (table: string): string => RECORD_NAMES[table] ?? table.replace(/s$/, '').replace(/_/g, ' ');
const fieldOf = (column: string) => column.replace(/_id$/, '').replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * A foreign-key violation seen from the request that made it. PostgreSQL's detail reads
 * `Key (category_id)=(…) is not present in table "categories".` when a record it refers to was
 * deleted meanwhile, or `… is still referenced from table "products".` when a delete meets a use.
 */
function foreignKeyFailure(detail: string | undefined): FailureAnswer {
  const missing = /^Key \(([a-z_]+)\)=\(.*\) is not present in table "([a-z_]+)"\.$/.exec(detail ?? '');
  if (missing) {
    const [, column, table] = missing;
    const message = en`The ${recordName(table)} this refers to no longer exists (it was just deleted). Choose another.`;
    return { status: Status.conflict, message, details: [{ message, path: [fieldOf(column)] }] };
  }
  const usedBy = /is still referenced from table "([a-z_]+)"\.$/.exec(detail ?? '');
  const message = usedBy ? en`This record is still used by a ${recordName(usedBy[1])}.` : en`This record is still used by other records.`;
  return { status: Status.conflict, message };
}

/**
 * The answer for an expected failure thrown anywhere below a route, or undefined for a defect (a
 * 500). The request's transaction has already rolled back when this runs.
 */
export function answerForFailure(error: unknown): FailureAnswer | undefined {
  if (error instanceof ApiError) return { status: error.status, message: error.message, details: error.details, code: error.code };
  if (error instanceof DomainError) return { status: Status.badRequest, message: error.message, details: [{ message: error.message, path: [...error.path] }] };
  const databaseError = databaseErrorOf(error);
  if (databaseError?.code === PG_FOREIGN_KEY_VIOLATION) return foreignKeyFailure(databaseError.detail);
  if (databaseError?.code === PG_UNIQUE_VIOLATION) return { status: Status.conflict, message: en`Another record already has this value.` };
  return undefined;
}

/** The app's error handler: expected failures answer their 4xx; anything else is logged and a 500 with no detail. */
export function answerErrors(log: (message: string) => void): ErrorHandler {
  return (error, c) => {
    const failure = answerForFailure(error);
    if (failure) return sendError(c, failure.status, failure.message, failure.details, failure.code);
    log(`Unexpected error on ${c.req.method} ${c.req.path}: ${describeForLog(error)}`);
    return sendError(c, Status.internalError, en`Something went wrong on the server. Please try again.`);
  };
}
