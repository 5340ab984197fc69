/**
 * fast-check arbitraries read from a valibot schema: values of the right shape (right types,
 * choices, patterns and lengths), so a mutation of one of them is wrong in one known way. Custom
 * checks (a barcode's digits, two passwords that match) are not read; `sampleOf` picks a generated
 * value the whole schema accepts when it can find one.
 */
import fc from 'fast-check';
import * as v from 'valibot';

/** Marks an optional entry left out of its object. */
const OMIT = Symbol('omit');

// valibot's schema and action objects, as far as this file reads them.
interface Node {
  kind: 'schema' | 'validation' | 'transformation' | 'metadata';
  type: string;
  requirement?: unknown;
  pipe?: Node[];
  wrapped?: Node;
  entries?: Record<string, Node>;
  options?: unknown[];
  item?: Node;
  key?: Node;
  value?: Node;
  literal?: unknown;
}

function requirementOf(actions: Node[], type: string): unknown {
  return actions.find((action) => action.type === type)?.requirement;
}

function stringArbitrary(actions: Node[]): fc.Arbitrary<string> {
  const pattern = requirementOf(actions, 'regex');
  // stringMatching takes no `i`: the pattern's own letters still match without it.
  if (pattern instanceof RegExp) return fc.stringMatching(new RegExp(pattern.source, pattern.flags.replace(/[^dgmsu]/g, '')));
  if (actions.some((action) => action.type === 'email')) return fc.emailAddress().filter((email) => email.length <= 254);
  if (actions.some((action) => action.type === 'uuid')) return fc.uuid();
  const max = (requirementOf(actions, 'max_length') as number | undefined) ?? 30;
  const min = Math.max((requirementOf(actions, 'min_length') as number | undefined) ?? 1, 1);
  // Printable ASCII (fast-check's default), so codes and names pass their own checks.
  return fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 30)) }).filter((text) => text.trim().length > 0);
}

function numberArbitrary(actions: Node[]): fc.Arbitrary<number> {
  const min = (requirementOf(actions, 'min_value') as number | undefined) ?? 1;
  const max = (requirementOf(actions, 'max_value') as number | undefined) ?? 100;
  // Whole numbers from 1 are valid money, percents, quantities and factors alike.
  return fc.integer({ min: Math.max(Math.ceil(min), 1), max: Math.max(Math.min(Math.floor(max), 100), 1) });
}

function arbitraryOfNode(node: Node): fc.Arbitrary<unknown> {
  const pipe = node.pipe ?? [];
  // `required(schema)` and its kind: a pipe that reads any value, then hands it to a nested schema.
  const nested = pipe.slice(1).filter((item) => item.kind === 'schema');
  if (nested.length > 0) return arbitraryOfNode(nested[nested.length - 1]);
  const actions = pipe.slice(1);

  switch (node.type) {
    case 'string':
      return stringArbitrary(actions);
    case 'number':
      return numberArbitrary(actions);
    case 'boolean':
      return fc.boolean();
    case 'picklist':
      return fc.constantFrom(...(node.options as unknown[]));
    case 'literal':
      return fc.constant(node.literal);
    case 'optional':
      return fc.oneof(arbitraryOfNode(node.wrapped!), fc.constant(OMIT));
    case 'nullable':
    case 'nullish':
      return fc.oneof(arbitraryOfNode(node.wrapped!), fc.constant(null));
    case 'object':
    case 'strict_object':
    case 'loose_object': {
      const entries = Object.fromEntries(Object.entries(node.entries!).map(([key, entry]) => [key, arbitraryOfNode(entry)]));
      return fc.record(entries).map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== OMIT)));
    }
    case 'array':
      return fc.array(arbitraryOfNode(node.item!), { minLength: 1, maxLength: 2 });
    case 'record':
      return fc.dictionary(arbitraryOfNode(node.key!) as fc.Arbitrary<string>, arbitraryOfNode(node.value!), { minKeys: 1, maxKeys: 2 });
    case 'union':
      return fc.oneof(...(node.options as Node[]).map(arbitraryOfNode));
    case 'unknown':
    case 'any':
      return fc.string({ maxLength: 10 });
    default:
      return fc.constant(null);
  }
}

/** Values shaped like `schema`'s input. */
export function arbitraryOf(schema: v.GenericSchema): fc.Arbitrary<unknown> {
  return arbitraryOfNode(schema as unknown as Node).filter((value) => value !== OMIT);
}

function leafCount(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + leafCount(item), 1);
  if (value && typeof value === 'object') return Object.values(value).reduce((sum: number, item) => sum + leafCount(item), 1);
  return 1;
}

/**
 * One value for mutations to start from: the fullest generated value the schema accepts (more fields
 * to break), or else the one with the fewest issues. Deterministic for a seed.
 */
export function sampleOf(schema: v.GenericSchema, seed = 8): unknown {
  const candidates = fc.sample(arbitraryOf(schema), { numRuns: 300, seed });
  const scored = candidates.map((value) => {
    const result = v.safeParse(schema, value);
    return { value, issues: result.success ? 0 : result.issues.length, size: leafCount(value) };
  });
  scored.sort((left, right) => left.issues - right.issues || right.size - left.size);
  return scored[0].value;
}
