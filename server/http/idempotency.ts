/**
 * The Idempotency-Key of every money and stock write (docs/api.md#idempotency), one mechanism for
 * all of them: the checkout and sale edits, payments, refunds and returns, transfers of money and
 * stock, deposits, stock counts, purchases, a till's shift, and the imports that make a sale or a
 * purchase. mount.ts runs it inside the write's transaction for every route declared `idempotent`.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { idempotencyKeySchema } from '../../src/domain/sales.schemas';
import type { Executor } from '../db/executor';
import { rowsOf } from '../db/raw-rows';
import { ErrorCode } from './error-codes';
import { ApiError } from './errors';
import { Status } from './status';
import { en } from '../i18n/english';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_REUSED_MESSAGE = en`This Idempotency-Key was already used for another request.`;
const OTHER_USERS_KEY_MESSAGE = en`This Idempotency-Key was already used by someone else.`;

/** The request's key: the header, or the body's `idempotencyKey` (the checkout's; the header wins). */
export function idempotencyKeyOf(c: Context, body: unknown): string | null {
  const header = c.req.header(IDEMPOTENCY_HEADER);
  if (header === undefined) {
    const inBody = (body as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
    return typeof inBody === 'string' ? inBody : null;
  }
  const parsed = v.safeParse(idempotencyKeySchema, header);
  if (!parsed.success) throw new ApiError(Status.badRequest, parsed.issues[0].message, [{ message: parsed.issues[0].message, path: [IDEMPOTENCY_HEADER] }]);
  return parsed.output;
}

/**
 * What a key is kept with: the SHA-256 of the path's parameters and the body as validated, without
 * the body's own key (sent in the header or the body, it is the same request).
 */
function requestHash(params: unknown, body: unknown): string {
  const { idempotencyKey: _key, ...rest } = (body ?? {}) as Record<string, unknown>;
  return createHash('sha256').update(JSON.stringify({ params: params ?? {}, body: rest })).digest('hex');
}

interface KeptKey {
  user_id: string;
  route: string;
  body_hash: string;
  status: number | null;
  answer: unknown;
  location: string | null;
}

export interface KeyClaim {
  /** The first request's answer, when this one is that request again. */
  replay?: Response;
  /**
   * Keeps this request's answer with the key (a refusal gives the key back): `json` is the value the
   * handler answered (server/routes/mount.ts), else the answer is read.
   */
  keep(response: Response, json?: unknown): Promise<void>;
}

/**
 * Takes the key in `tx`. A second request with the key waits on it (the primary key) until the
 * first ends: when the first committed, this one answers what it answered, or is refused when its
 * route or body differ (422) or another user sent it (409); when the first rolled back, this one
 * takes the key and runs.
 */
export async function claimKey(c: Context, tx: Executor, input: { key: string; route: string; userId: string; params: unknown; body: unknown }): Promise<KeyClaim> {
  const hash = requestHash(input.params, input.body);
  const taken = await rowsOf<{ key: string }>(
    tx,
    sql`insert into idempotency_keys (key, user_id, route, body_hash) values (${input.key}, ${input.userId}, ${input.route}, ${hash})
        on conflict (key) do nothing returning key`,
  );
  if (taken.length > 0) {
    return {
      keep: async (response, json) => {
        if (response.status >= 300) {
          await tx.execute(sql`delete from idempotency_keys where key = ${input.key}`);
          return;
        }
        const answer = JSON.stringify(json === undefined ? await response.clone().json() : json);
        await tx.execute(
          sql`update idempotency_keys set status = ${response.status}, answer = ${answer}::jsonb, location = ${response.headers.get('Location')} where key = ${input.key}`,
        );
      },
    };
  }
  const [kept] = await rowsOf<KeptKey>(tx, sql`select user_id, route, body_hash, status, answer, location from idempotency_keys where key = ${input.key}`);
  return { replay: answerKept(c, kept, input, hash), keep: async () => {} };
}

type ClaimInput = Parameters<typeof claimKey>[2];

/** The first request's answer again; a 409 when another user sent the key; a 422 when this request is not the first one again. */
function answerKept(c: Context, kept: KeptKey, input: ClaimInput, hash: string): Response {
  if (kept.user_id !== input.userId) throw new ApiError(Status.conflict, OTHER_USERS_KEY_MESSAGE, [{ message: OTHER_USERS_KEY_MESSAGE, path: [IDEMPOTENCY_HEADER] }]);
  if (kept.route !== input.route || kept.body_hash !== hash || kept.status === null) {
    throw new ApiError(Status.unprocessableContent, KEY_REUSED_MESSAGE, [{ message: KEY_REUSED_MESSAGE, path: [IDEMPOTENCY_HEADER] }], ErrorCode.idempotencyKeyReused);
  }
  const replay = c.json(kept.answer, kept.status as 200 | 201);
  if (kept.location) replay.headers.set('Location', kept.location);
  return replay;
}

/**
 * Before a route's own reading and checking (an import's file, in `prepare`): the answer kept with
 * the key, when its write has committed, so a repeat answers as the first did without doing that
 * work again, nor failing at it now that the first has taken the stock. Undefined when the key is
 * new; claimKey, in the transaction, still decides a race.
 */
export async function keptAnswer(c: Context, db: Executor, input: ClaimInput): Promise<Response | undefined> {
  const [kept] = await rowsOf<KeptKey>(db, sql`select user_id, route, body_hash, status, answer, location from idempotency_keys where key = ${input.key}`);
  return kept ? answerKept(c, kept, input, requestHash(input.params, input.body)) : undefined;
}

/**
 * A multipart body (an import) as its key is kept with: each field's text and each file's SHA-256,
 * by name. Not the bytes as sent: a client draws a new boundary each time it sends the same form.
 * A body that cannot be read is left to the route to refuse.
 */
export async function formOf(c: Context): Promise<Record<string, unknown>> {
  const form = await c.req.parseBody({ all: true }).catch(() => ({}));
  const digest = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map(digest));
    if (value instanceof File) return { sha256: createHash('sha256').update(new Uint8Array(await value.arrayBuffer())).digest('hex') };
    return value;
  };
  const names = Object.keys(form).sort();
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await digest((form as Record<string, unknown>)[name])])));
}
