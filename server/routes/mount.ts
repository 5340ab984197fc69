import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { accessOf, allows, refusalMessage } from '../../src/domain/access-rules';
import { authenticate } from '../auth/require-auth';
import { withWriteRetry } from '../db/write-retry';
import type { AppEnv } from '../http/app-env';
import { ApiError, sendError } from '../http/errors';
import { Status } from '../http/status';
import { issuesToDetails, readJson } from '../http/validate';
import { usesTransaction, type AnyRoute } from './route';

// JSON bodies are small; file routes set their own, larger limit in `before`.
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
const jsonBodyLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: (c) => sendError(c, Status.payloadTooLarge, 'The request body is too large.') });

/**
 * The token check and the access decision: the caller's access (admin or Staff Access) against the
 * route's permission. Undefined when the caller may go on; the refusal otherwise.
 */
function guard(route: AnyRoute): ((c: Context<AppEnv>) => Promise<Response | undefined>) | undefined {
  const permission = route.access;
  if (permission === 'public') return undefined;
  return async (c) => {
    const user = await authenticate(c);
    if (user instanceof Response) return user;
    if (!allows(accessOf(user), permission)) return sendError(c, Status.forbidden, refusalMessage(permission));
    return undefined;
  };
}

function parseOrThrow<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown, onFailure: (issues: v.BaseIssue<unknown>[]) => ApiError) {
  const result = v.safeParse(schema, value);
  if (!result.success) throw onFailure(result.issues);
  return result.output;
}

const badRequest = (issues: v.BaseIssue<unknown>[]) => {
  const details = issuesToDetails(issues);
  return new ApiError(Status.badRequest, details[0].message, details);
};

async function readInput(c: Context<AppEnv>, route: AnyRoute) {
  const params = route.params
    ? parseOrThrow(route.params, c.req.param(), (issues) => (route.notFound ? new ApiError(Status.notFound, route.notFound) : badRequest(issues)))
    : undefined;
  const query = route.query ? parseOrThrow(route.query, c.req.query(), badRequest) : undefined;
  const body = route.body ? await readJson(c, route.body) : undefined;
  return { params, query, body };
}

function handler(route: AnyRoute): MiddlewareHandler<AppEnv> {
  return async (c) => {
    const input = await readInput(c, route);
    const { db } = c.get('deps');
    // Public routes have no caller; their handlers never ask for one.
    const user = c.get('user');
    const prepared = route.prepare ? await route.prepare({ c, db, user, ...input }) : undefined;
    if (!usesTransaction(route)) return route.handle({ c, db, user, ...input }, prepared);
    // The input was read and checked once, above; only the transaction runs again after a deadlock
    // or a serialization failure (docs/concurrency-and-limits.md, "Retries").
    return withWriteRetry(() => db.transaction(async (tx) => route.handle({ c, db: tx, user, ...input }, prepared)));
  };
}

/**
 * A write request may have revoked or changed a session (logout, password, role, deactivation,
 * approval, Staff Access): once it has ended, committed or not, and before its answer leaves, the
 * sessions this process keeps are read again (PGlite only; server/auth/session-cache.ts).
 */
const forgetSessionsAfterWrite: MiddlewareHandler<AppEnv> = async (c, next) => {
  try {
    await next();
  } finally {
    c.get('deps').sessionCache?.invalidate();
  }
};

/** Static segments before parameters, so '/api/products/code-suggestion' is never taken for an id. */
const parameterCount = (route: AnyRoute) => route.path.split('/').filter((segment) => segment.startsWith(':')).length;

/**
 * Mounts every route of the table on the app: the only way a route reaches Hono. Each gets, in
 * order: the token check (unless public), the access decision, its body limit, then its validated
 * input and its handler, in one transaction when it writes.
 */
export function mountRoutes(app: Hono<AppEnv>, table: readonly AnyRoute[]): void {
  const ordered = [...table].sort((left, right) => parameterCount(left) - parameterCount(right));
  for (const route of ordered) {
    const check = guard(route);
    const limits = route.before ?? (route.body ? [jsonBodyLimit] : []);
    const writes = route.method === 'GET' ? [] : [forgetSessionsAfterWrite];
    const handle = handler(route);
    if (!check) {
      app.on(route.method, [route.path], ...writes, ...limits, handle);
    } else if (limits.length === 0) {
      // Most reads: one step for Hono to run, not three (GET /api/me on PostgreSQL, bench/RESULTS.md section 3).
      app.on(route.method, [route.path], ...writes, async (c, next) => (await check(c)) ?? handle(c, next));
    } else {
      app.on(route.method, [route.path], ...writes, async (c, next) => (await check(c)) ?? next(), ...limits, handle);
    }
  }
}
