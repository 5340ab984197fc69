import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { accessOf, allows, refusalMessage } from '../../src/domain/access-rules';
import { authenticate } from '../auth/require-auth';
import { withWriteRetry } from '../db/write-retry';
import type { AppEnv } from '../http/app-env';
import { ApiError, sendError } from '../http/errors';
import { claimKey, formOf, idempotencyKeyOf, keptAnswer } from '../http/idempotency';
import { Status } from '../http/status';
import { issuesToDetails, readJson, type ReadOnlyFields } from '../http/validate';
import { usesTransaction, type AnyRoute } from './route';
import { en } from '../i18n/english';

// JSON bodies are small; file routes set their own, larger limit in `before`.
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
const tooLarge = (c: Context) => sendError(c, Status.payloadTooLarge, en`The request body is too large.`);
const streamedBodyLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: tooLarge });
/**
 * A body with a Content-Length is measured by that header alone (Node's parser holds the body to
 * it); only a chunked one is counted as it is read, by Hono's bodyLimit. Hono's middleware asks for
 * `c.req.raw.body` first, which makes @hono/node-server build a web Request with a stream for every
 * POST, where it otherwise reads the body straight from the socket. That Request, with the answer
 * read back (takeJsonAnswer), was about a tenth of the server's CPU profile of a checkout
 * (bench/RESULTS.md section 8).
 */
const jsonBodyLimit: MiddlewareHandler = (c, next) => {
  const length = c.req.header('content-length');
  if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamedBodyLimit(c, next);
  return Number(length) > JSON_BODY_LIMIT_BYTES ? Promise.resolve(tooLarge(c)) : next();
};

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

interface SchemaParts {
  type?: string;
  kind?: string;
  entries?: Record<string, SchemaParts>;
  pipe?: SchemaParts[];
  wrapped?: SchemaParts;
  item?: SchemaParts;
}

/**
 * The fields of an object schema (or of the objects of a list), through the pipes and wrappers
 * around it; src/domain's `required(schema)` pipe first reads any value, then applies `schema`.
 */
function fieldsOf(schema: SchemaParts | undefined): Record<string, SchemaParts> | undefined {
  if (!schema) return undefined;
  if (schema.entries) return schema.entries;
  if (schema.item) return fieldsOf(schema.item);
  const pipe = schema.pipe;
  if (pipe) return fieldsOf(pipe[0].type === 'optional' && pipe[0].wrapped?.type === 'unknown' ? pipe.slice(1).find((item) => item.kind === 'schema') : pipe[0]);
  return fieldsOf(schema.wrapped);
}

function readOnlyOf(answer: SchemaParts | undefined, input: SchemaParts | undefined): ReadOnlyFields | undefined {
  const answered = fieldsOf(answer);
  const taken = fieldsOf(input);
  if (!answered || !taken) return undefined;
  const inside = new Map<string, ReadOnlyFields>();
  for (const name of Object.keys(taken)) {
    const nested = name in answered ? readOnlyOf(answered[name], taken[name]) : undefined;
    if (nested && (nested.drop.size > 0 || nested.inside.size > 0)) inside.set(name, nested);
  }
  return { drop: new Set(Object.keys(answered).filter((name) => !(name in taken))), inside };
}

/**
 * The fields a PUT ignores: those the GET of the same path answers and the PUT's body does not
 * take (`_id`, `createdAt`, a line's `lineId`…), so a record read can be sent back as it is
 * (docs/api.md#http). A field the body takes is always checked.
 */
function readOnlyFields(route: AnyRoute, table: readonly AnyRoute[]): ReadOnlyFields | undefined {
  if (route.method !== 'PUT' || !route.body) return undefined;
  const read = table.find((other) => other.method === 'GET' && other.path === route.path);
  return readOnlyOf(read?.answer.schema as SchemaParts | undefined, route.body as SchemaParts);
}

async function readInput(c: Context<AppEnv>, route: AnyRoute, readOnly: ReadOnlyFields | undefined) {
  const params = route.params
    ? parseOrThrow(route.params, c.req.param(), (issues) => (route.notFound ? new ApiError(Status.notFound, route.notFound) : badRequest(issues)))
    : undefined;
  const query = route.query ? parseOrThrow(route.query, c.req.query(), badRequest) : undefined;
  const body = route.body ? await readJson(c, route.body, readOnly) : undefined;
  return { params, query, body };
}

/**
 * The JSON a handler answers, as the value it gave `c.json`, for the idempotency key to keep
 * (docs/api.md#idempotency) and for a 201's `Location` (docs/api.md#http): the header is set before
 * the answer is made, from that value. Reading the answer back instead (Response.json, and a clone
 * for the key) parsed and copied every checkout's answer twice. An answer that is not JSON (a file)
 * leaves it undefined, and the key reads the answer.
 */
function takeJsonAnswer(route: AnyRoute, c: Context<AppEnv>): { value?: unknown } {
  const taken: { value?: unknown } = {};
  const json = c.json.bind(c);
  const location = route.answer.location;
  c.json = ((value: unknown, ...rest: unknown[]) => {
    taken.value = value;
    if (location && rest[0] === Status.created) c.header('Location', location(value as { _id?: string } & Record<string, unknown>, c.req.param()));
    return (json as (...args: unknown[]) => Response)(value, ...rest);
  }) as typeof c.json;
  return taken;
}

function handler(route: AnyRoute, table: readonly AnyRoute[]): MiddlewareHandler<AppEnv> {
  const readOnly = readOnlyFields(route, table);
  return async (c) => answer(route, c, readOnly);
}

async function answer(route: AnyRoute, c: Context<AppEnv>, readOnly: ReadOnlyFields | undefined): Promise<Response> {
  const input = await readInput(c, route, readOnly);
  const { db } = c.get('deps');
  // Public routes have no caller; their handlers never ask for one.
  const user = c.get('user');
  const key = route.idempotent ? idempotencyKeyOf(c, input.body) : null;
  // A file route's body is its form (an import's CSV and choices), read by the route itself.
  const keyed = key ? { key, route: `${route.method} ${route.path}`, userId: user.id, params: input.params, body: route.file ? await formOf(c) : input.body } : undefined;
  if (keyed && route.prepare) {
    const kept = await keptAnswer(c, db, keyed);
    if (kept) return kept;
  }
  const prepared = route.prepare ? await route.prepare({ c, db, user, ...input }) : undefined;
  const answered = takeJsonAnswer(route, c);
  if (!usesTransaction(route)) return route.handle({ c, db, user, ...input }, prepared);
  // The input was read and checked once, above; only the transaction runs again after a deadlock
  // or a serialization failure (docs/concurrency-and-limits.md, "Retries").
  return withWriteRetry(() =>
    db.transaction(async (tx) => {
      const claim = keyed ? await claimKey(c, tx, keyed) : undefined;
      if (claim?.replay) return claim.replay;
      const response = await route.handle({ c, db: tx, user, ...input }, prepared);
      await claim?.keep(response, answered.value);
      return response;
    }),
  );
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
  mountEach(app, table);
  refuseOtherMethods(app, table);
}

/** The methods each path of the table takes, HEAD with GET (Hono answers a HEAD from the GET route). */
function allowedMethods(table: readonly AnyRoute[]): Map<string, string[]> {
  const methods = new Map<string, string[]>();
  for (const route of table) methods.set(route.path, [...(methods.get(route.path) ?? []), ...(route.method === 'GET' ? ['GET', 'HEAD'] : [route.method])]);
  return methods;
}

/**
 * A known path asked with another method is a 405 listing in `Allow` those it takes, not a 404
 * (docs/api.md#http). Mounted after every route, in the same order, so a route always answers first.
 */
function refuseOtherMethods(app: Hono<AppEnv>, table: readonly AnyRoute[]): void {
  const ordered = [...table].sort((left, right) => parameterCount(left) - parameterCount(right));
  const methods = allowedMethods(ordered);
  for (const [path, allowed] of methods) {
    const allow = allowed.join(', ');
    app.all(path, (c) => {
      c.header('Allow', allow);
      return sendError(c, Status.methodNotAllowed, en`${c.req.method} is not allowed here; this path takes ${allow}.`);
    });
  }
}

function mountEach(app: Hono<AppEnv>, table: readonly AnyRoute[]): void {
  const ordered = [...table].sort((left, right) => parameterCount(left) - parameterCount(right));
  for (const route of ordered) {
    const check = guard(route);
    const limits = route.before ?? (route.body ? [jsonBodyLimit] : []);
    const writes = route.method === 'GET' ? [] : [forgetSessionsAfterWrite];
    const handle = handler(route, table);
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
