import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError, type ErrorDetail } from './errors';
import { Status } from './status';
import { en } from '../i18n/english';

// valibot's own finding, where a schema gives no words of its own (a wrong type deep in a body, which only a
// program sends): a marked message, so it is answered in the caller's language too (docs/i18n.md#the-servers-messages).
// The schema's own words, where it has them, still come first.
v.setGlobalMessage((issue) =>
  issue.expected === null ? en`This value is not accepted: received ${issue.received}.` : en`This value is not accepted: expected ${issue.expected}, received ${issue.received}.`,
);

/**
 * Reads the JSON body through a valibot schema, or throws an ApiError the app answers with.
 * The answer names only the issues, never the body (it may hold a password; docs/architecture.md#things-that-bite).
 */
export async function readJson<TSchema extends v.GenericSchema>(c: Context, schema: TSchema, readOnly?: ReadOnlyFields): Promise<v.InferOutput<TSchema>> {
  if (!isJsonMediaType(c.req.header('content-type'))) {
    throw new ApiError(Status.unsupportedMediaType, en`The request body must be JSON (Content-Type: application/json).`);
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ApiError(Status.badRequest, en`The request body is not valid JSON.`);
  }
  const result = v.safeParse(schema, readOnly ? withoutFields(raw, readOnly) : raw);
  if (!result.success) {
    const details = issuesToDetails(result.issues);
    throw new ApiError(Status.badRequest, details[0].message, details);
  }
  return result.output;
}

/**
 * The fields of a record's answer that its input does not take (`_id`, `createdAt`, a line's
 * `lineId`…), at the top and inside the objects and lists the input does take.
 */
export interface ReadOnlyFields {
  drop: ReadonlySet<string>;
  inside: ReadonlyMap<string, ReadOnlyFields>;
}

/** The body without its read-only fields (docs/api.md#http): what a GET answered can be sent back. */
// As deep as the schema and no deeper: a body nested 5,000 deep is left to the schema's refusal.
function withoutFields(raw: unknown, fields: ReadOnlyFields): unknown {
  if (Array.isArray(raw)) return raw.map((item) => (isRecord(item) ? withoutFields(item, fields) : item));
  if (!isRecord(raw)) return raw;
  const kept = Object.entries(raw).filter(([key]) => !fields.drop.has(key));
  return Object.fromEntries(kept.map(([key, value]) => [key, fields.inside.has(key) ? withoutFields(value, fields.inside.get(key)!) : value]));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `application/json`, with parameters such as charset or not; `application/jsonfoo` is another type. */
export function isJsonMediaType(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}

export function issuesToDetails(issues: readonly v.BaseIssue<unknown>[]): ErrorDetail[] {
  return issues.map((issue) => ({
    message: issue.message,
    path: (issue.path ?? []).map((item) => item.key as string | number),
  }));
}
