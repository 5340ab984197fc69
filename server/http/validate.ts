import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError, type ErrorDetail } from './errors';
import { Status } from './status';

/**
 * Reads the JSON body through a valibot schema, or throws an ApiError the app answers with.
 * The answer names only the issues, never the body (it may hold a password; docs/architecture.md#things-that-bite).
 */
export async function readJson<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  if (!isJsonMediaType(c.req.header('content-type'))) {
    throw new ApiError(Status.unsupportedMediaType, 'The request body must be JSON (Content-Type: application/json).');
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ApiError(Status.badRequest, 'The request body is not valid JSON.');
  }
  const result = v.safeParse(schema, raw);
  if (!result.success) {
    const details = issuesToDetails(result.issues);
    throw new ApiError(Status.badRequest, details[0].message, details);
  }
  return result.output;
}

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
