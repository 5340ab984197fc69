import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What the server log says of an unexpected error. A failed query is named by its statement and the
 * database's message and code, never by the values sent with it: those hold password hashes, emails
 * and names. PostgreSQL's `detail` ("Failing row contains (…)", "Key (email)=(…)") holds
 * values too, so it is left out.
 */
export function describeForLog(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const query = findQueryError(error);
  if (!query) return error.stack ?? `${error.name}: ${error.message}`;
  const cause = query.cause as { message?: unknown; code?: unknown } | undefined;
  const reason = cause && typeof cause.message === 'string' ? `${cause.message}${typeof cause.code === 'string' ? ` (SQLSTATE ${cause.code})` : ''}` : 'no reason given';
  return [`Failed query: ${query.query}`, `Database error: ${reason}`, ...stackFrames(error)].join('\n');
}

function findQueryError(error: Error): DrizzleQueryError | undefined {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof DrizzleQueryError) return current;
  }
  return undefined;
}

/** The "at …" lines of a stack, without its first lines, which repeat the message (and its values). */
function stackFrames(error: Error): string[] {
  return (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
}
