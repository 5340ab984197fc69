/**
 * Request bodies broken in one way each, made from a valid sample body: a wrong type, a missing or
 * unknown field, a huge string, control characters and lone surrogates, bad numbers (negative,
 * fractional, 3-decimal money, 1e309), deep nesting, anywhere in the body, or a body that is not an
 * object or not JSON at all. Each is JSON text, since JSON.stringify cannot write 1e309.
 */
import fc from 'fast-check';

export interface BadBody {
  /** How it was broken, for the failure message. */
  how: string;
  text: string;
}

type Path = (string | number)[];

// A placeholder the raw text replaces after JSON.stringify; generated text never contains it.
const RAW = '\u0001raw\u0001';
const RAW_JSON = JSON.stringify(RAW);

function pathsOf(value: unknown, path: Path = []): Path[] {
  const children = Array.isArray(value)
    ? value.flatMap((item, index) => pathsOf(item, [...path, index]))
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))
      : [];
  return [path, ...children];
}

function valueAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], root);
}

/** A deep copy with `path` replaced by `replace(old)`, or removed when it answers undefined. */
function withAt(root: unknown, path: Path, replace: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replace(root);
  const copy = structuredClone(root) as Record<string | number, unknown>;
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown> | unknown[];
  const key = path[path.length - 1];
  const next = replace((parent as Record<string | number, unknown>)[key]);
  if (next !== undefined) (parent as Record<string | number, unknown>)[key] = next;
  else if (Array.isArray(parent)) parent.splice(key as number, 1);
  else delete (parent as Record<string | number, unknown>)[key];
  return copy;
}

function withRawAt(root: unknown, path: Path, raw: string): string {
  return JSON.stringify(withAt(root, path, () => RAW)).replace(RAW_JSON, raw);
}

/** Characters no text field may hold (docs/decisions/013-one-transaction-per-write.md); tab and line breaks are left out. */
export const refusedCharacter = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f', '\ud800', '\udbff', '\udc00', '\udfff');

/** Numbers no money, percent or quantity field accepts whole: some are fine for one and not another. */
const badNumberText = fc.constantFrom('-1', '-0.01', '0.5', '0.001', '1.005', '12.345', '99.999', '1e309', '-1e309', '1e21', '9007199254740993', '1e-7', '-0', '123456789012345678901234567890');

const otherType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 20 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

function insertAt(text: string, position: number, insert: string): string {
  const at = Math.min(position, text.length);
  return text.slice(0, at) + insert + text.slice(at);
}

function nested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** One broken body made from `sample` (an object the route's schema accepts, or nearly). */
export function badBody(sample: unknown): fc.Arbitrary<BadBody> {
  const paths = pathsOf(sample);
  const inner = paths.filter((path) => path.length > 0);
  const objects = paths.filter((path) => {
    const node = valueAt(sample, path);
    return node !== null && typeof node === 'object' && !Array.isArray(node);
  });
  const strings = paths.filter((path) => typeof valueAt(sample, path) === 'string');
  const anyPath = fc.constantFrom(...paths);
  const innerPath = inner.length > 0 ? fc.constantFrom(...inner) : anyPath;
  const stringPath = strings.length > 0 ? fc.constantFrom(...strings) : anyPath;
  const name = (path: Path) => (path.length === 0 ? 'the body' : path.join('.'));

  return fc.oneof(
    fc.record({ path: innerPath, value: otherType }).map(({ path, value }) => ({
      how: `${name(path)} = ${JSON.stringify(value)?.slice(0, 60)}`,
      text: JSON.stringify(withAt(sample, path, () => value)),
    })),
    innerPath.map((path) => ({ how: `without ${name(path)}`, text: JSON.stringify(withAt(sample, path, () => undefined)) })),
    fc
      .record({ path: objects.length > 0 ? fc.constantFrom(...objects) : anyPath, key: fc.string({ minLength: 1, maxLength: 12 }), value: fc.jsonValue({ maxDepth: 2 }) })
      .map(({ path, key, value }) => ({
        how: `unknown field ${JSON.stringify(key)} in ${name(path)}`,
        text: JSON.stringify(
          withAt(sample, path, (node) => (node && typeof node === 'object' && !Array.isArray(node) && !(key in node) ? { ...node, [key]: value } : { [`${key}?`]: value })),
        ),
      })),
    fc
      .record({ path: stringPath, length: fc.constantFrom(5_001, 20_000, 200_000, 1_100_000), unit: fc.constantFrom('x', 'é', '😀', ' ') })
      .map(({ path, length, unit }) => ({ how: `${name(path)} = ${length} × ${JSON.stringify(unit)}`, text: JSON.stringify(withAt(sample, path, () => unit.repeat(length))) })),
    fc
      .record({ path: stringPath, character: refusedCharacter, position: fc.nat(40) })
      .map(({ path, character, position }) => ({
        how: `U+${character.charCodeAt(0).toString(16).padStart(4, '0')} in ${name(path)}`,
        text: JSON.stringify(withAt(sample, path, (old) => insertAt(typeof old === 'string' ? old : '', position, character))),
      })),
    fc.record({ path: innerPath, number: badNumberText }).map(({ path, number }) => ({ how: `${name(path)} = ${number}`, text: withRawAt(sample, path, number) })),
    fc
      .record({ path: anyPath, depth: fc.constantFrom(50, 1_000, 5_000), kind: fc.constantFrom('array' as const, 'object' as const) })
      .map(({ path, depth, kind }) => ({ how: `${name(path)} nested ${depth} deep (${kind})`, text: withRawAt(sample, path, nested(depth, kind)) })),
    fc
      .oneof(fc.jsonValue({ maxDepth: 2 }).filter((value) => value === null || typeof value !== 'object' || Array.isArray(value)), fc.constant([sample]))
      .map((value) => ({ how: `the body is ${JSON.stringify(value)?.slice(0, 40)}`, text: JSON.stringify(value) })),
    fc
      .oneof(fc.nat().map((cut) => JSON.stringify(sample).slice(0, cut % JSON.stringify(sample).length)), fc.constantFrom('', '{', '{"a":1,}', "{'a':1}", 'undefined', 'NaN'))
      .map((text) => ({ how: `not JSON: ${JSON.stringify(text.slice(0, 40))}`, text })),
  );
}
