/**
 * Bytes on the wire (docs/api.md#compression-and-caching): the built files as the server sends them
 * (raw, and their gzip and brotli copies made at build time) and a list answer compressed per request.
 */
import { readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fixed, table } from '../lib/markdown';

const KB = 1024;
/** The largest JavaScript chunks listed beside the entry script. */
const LARGEST_CHUNKS = 5;
/** A list page as the Product List asks for it at its largest page size. */
const LIST_PATH = '/api/products?page=1&pageSize=100';

function size(path: string): number | undefined {
  try {
    return statSync(path).size;
  } catch {
    return undefined;
  }
}

/** The bytes of one GET as sent (node:http does not decode), with `accept-encoding`. */
function wireBytes(url: string, token: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding } }, (answer) => {
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
      answer.on('end', () => resolve({ bytes, encoding: String(answer.headers['content-encoding'] ?? 'none') }));
    });
    call.on('error', reject);
    call.end();
  });
}

function kb(bytes: number | undefined): string {
  return bytes === undefined ? '—' : fixed(bytes / KB);
}

export async function compressionMarkdown(serverUrl: string, token: string, buildDir: string): Promise<string> {
  const manifest = JSON.parse(readFileSync(join(buildDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
  const scripts = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
  const largest = scripts
    .filter((file) => file !== entry)
    .sort((a, b) => (size(join(buildDir, b)) ?? 0) - (size(join(buildDir, a)) ?? 0))
    .slice(0, LARGEST_CHUNKS);
  const fileRow = (label: string, file: string) => {
    const path = join(buildDir, file);
    const raw = size(path);
    const brotli = size(`${path}.br`);
    return [label, `\`${file}\``, kb(raw), kb(size(`${path}.gz`)), kb(brotli), raw && brotli ? `${fixed((100 * brotli) / raw)} %` : '—'];
  };
  const rows = [...(entry ? [fileRow('Main script', entry)] : []), ...largest.map((file) => fileRow('Chunk', file)), fileRow('index.html', 'index.html')];
  const raw = await wireBytes(`${serverUrl}${LIST_PATH}`, token, 'identity');
  const gzip = await wireBytes(`${serverUrl}${LIST_PATH}`, token, 'gzip');
  const brotli = await wireBytes(`${serverUrl}${LIST_PATH}`, token, 'gzip, deflate, br, zstd');
  rows.push(['List answer', `GET ${LIST_PATH} (${gzip.encoding}, ${brotli.encoding})`, kb(raw.bytes), kb(gzip.bytes), kb(brotli.bytes), `${fixed((100 * brotli.bytes) / raw.bytes)} %`]);
  return [
    '### Compressed transfer sizes',
    '',
    'The built files as the server sends them: raw, and the gzip (level 9) and brotli (quality 11) copies `npm run build` writes beside them; ' +
      'the list answer as the server compresses it per request (gzip level 6, brotli quality 4), measured on the wire of the same server on the demo shop. KB = 1,024 bytes.',
    '',
    table(['What', 'File or request', 'Raw KB', 'gzip KB', 'brotli KB', 'brotli / raw'], rows),
  ].join('\n');
}
