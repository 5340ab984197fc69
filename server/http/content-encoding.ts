/**
 * Which compression a client takes, from its Accept-Encoding (RFC 9110 §12.5.3): brotli before
 * gzip, an encoding with `q=0` refused, `*` standing for any encoding not named. Used for the JSON
 * answers (server/http/compress-json.ts) and the built files precompressed at build time
 * (server/http/spa.ts), so both choose alike.
 */
export type ContentEncoding = 'br' | 'gzip';

const PREFERRED: readonly ContentEncoding[] = ['br', 'gzip'];

export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  let best: { encoding: ContentEncoding; q: number } | undefined;
  for (const encoding of PREFERRED) {
    const q = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** The file extension a precompressed copy of a built file carries. */
export const PRECOMPRESSED_EXTENSION: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
