/**
 * Build time (`npm run build`, server/build.ts; the bench's build): writes a brotli (`.br`) and a gzip
 * (`.gz`) copy beside each compressible file of the web app's build, so the server sends them as
 * they are (server/http/spa.ts) instead of compressing per request. Maximum settings: it runs once
 * per build.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRECOMPRESSED_EXTENSION } from './content-encoding';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|wasm|webmanifest)$/;
/** Below this, compression saves less than a packet's headers cost. */
const MIN_BYTES = 1024;

export interface PrecompressedFile {
  file: string;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Precompresses every compressible file under `dir` (again, when run twice). */
export function precompressDirectory(dir: string): PrecompressedFile[] {
  const written: PrecompressedFile[] = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const raw = readFileSync(file);
    const brotli = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    });
    const gzip = gzipSync(raw, { level: 9 });
    writeFileSync(file + PRECOMPRESSED_EXTENSION.br, brotli);
    writeFileSync(file + PRECOMPRESSED_EXTENSION.gzip, gzip);
    written.push({ file, bytes: raw.length, gzipBytes: gzip.length, brotliBytes: brotli.length });
  }
  return written;
}
