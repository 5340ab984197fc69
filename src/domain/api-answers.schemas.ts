/** The answer shapes every route shares (docs/architecture.md#the-route-table), for the API's OpenAPI document. */
import * as v from 'valibot';

/** A write's plain answer: `{ success: true, message }`, with whatever else the route adds. */
export function messageAnswerSchema<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object({ success: v.literal(true), message: v.string(), ...entries });
}

/**
 * Every refusal: `{ success: false, code, message, error: { details: [{ message, path }] } }`; the
 * server decides `code` (server/http/error-codes.ts, docs/api.md#errors).
 */
export const errorAnswerSchema = v.object({
  success: v.literal(false),
  code: v.string(),
  message: v.string(),
  error: v.object({ details: v.array(v.object({ message: v.string(), path: v.array(v.union([v.string(), v.number()])) })) }),
});
