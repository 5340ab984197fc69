import * as v from 'valibot';

/**
 * What a schema tells the user about an input: each message under the field it concerns, keyed by
 * the dotted path ('' for the body as a whole), as the server's 400 and the forms place them.
 */
export function issuesOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const issues: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
    (issues[path] ??= []).push(issue.message);
  }
  return issues;
}

/** The value a schema hands on for an input it must accept (fails the test with the issues otherwise). */
export function accepted<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new Error(`refused: ${JSON.stringify(issuesOf(schema, input))}`);
  return result.output;
}
