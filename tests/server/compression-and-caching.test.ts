import { request } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { preferredEncoding } from '../../server/http/content-encoding';
import { precompressDirectory } from '../../server/http/precompress';
import { call } from './route-client';
import { drivers, listenOnLoopback, logIn, signUp, startTestServer, TEST_JWT_SECRET, type TestServer } from './harness';

/** Chromium's own Accept-Encoding. */
const CHROMIUM_ENCODINGS = 'gzip, deflate, br, zstd';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire, before any decoding. */
  bytes: Buffer;
}

/** A GET through node:http, which (unlike fetch) leaves the body as sent. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, bytes: Buffer.concat(chunks) }));
    });
    call.on('error', reject);
    call.end();
  });
}

function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.bytes);
  if (encoding === 'gzip') return gunzipSync(answer.bytes);
  return answer.bytes;
}

describe('which encoding a client takes', () => {
  it('brotli before gzip, never one the client weighs 0, any for *', () => {
    expect(preferredEncoding(CHROMIUM_ENCODINGS)).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0')).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('the precompressed build', () => {
  it('writes a .br and a .gz of each compressible file of 1 KB or more, each decompressing to the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shopdesk-precompress-'));
    try {
      const script = 'export const greeting = "hello";\n'.repeat(200);
      writeFileSync(join(dir, 'app.js'), script);
      writeFileSync(join(dir, 'tiny.css'), 'a{}');
      writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096));
      const written = precompressDirectory(dir);
      expect(written.map((file) => file.file)).toEqual([join(dir, 'app.js')]);
      expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(script);
      expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(script);
      expect(written[0].brotliBytes).toBeLessThan(written[0].gzipBytes);
      expect(written[0].gzipBytes).toBeLessThan(script.length / 10);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(drivers)('compression and caching on a listening server, on %s', (driver) => {
  let server: TestServer;
  let http: Awaited<ReturnType<typeof listenOnLoopback>>;
  let staticDir: string;
  let admin: string;
  const script = `console.log(${JSON.stringify('a built chunk '.repeat(400))});\n`;
  const indexHtml = `<!doctype html><html><head><title>ShopDesk</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;

  beforeAll(async () => {
    server = await startTestServer(driver);
    await signUp(server.app, 'Owner', 'owner@example.com');
    admin = await logIn(server.app, 'owner@example.com');
    // Enough rows for a list answer over 1 KB, few enough for a busy machine's hook timeout.
    for (let index = 0; index < 15; index += 1) await call(server, 'POST /api/brands', admin, { json: { name: `Brand number ${index}` } });
    staticDir = mkdtempSync(join(tmpdir(), 'shopdesk-dist-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), indexHtml);
    writeFileSync(join(staticDir, 'assets', 'index-Ab12Cd34.js'), script);
    writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    precompressDirectory(staticDir);
    const app = createApp({ db: server.db, jwtSecret: TEST_JWT_SECRET, uploadDir: server.uploadDir, staticDir, log: () => {} });
    http = await listenOnLoopback(app);
  });
  afterAll(async () => {
    await http?.close();
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('a hashed asset goes out as its brotli copy to Chromium, cached for a year, and decodes to the file', async () => {
    const answer = await get(http.port, '/assets/index-Ab12Cd34.js', { 'accept-encoding': CHROMIUM_ENCODINGS });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
    expect(answer.bytes.length).toBeLessThan(script.length / 10);
    expect(decoded(answer).toString()).toBe(script);
  });

  it('gzip to a client without brotli, the file itself to a client without either, both varying by encoding', async () => {
    const gzip = await get(http.port, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip).toString()).toBe(script);
    const plain = await get(http.port, '/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.bytes.toString()).toBe(script);
  });

  it('a client route answers index.html compressed, to be checked again each time', async () => {
    const answer = await get(http.port, '/reports/sales', { 'accept-encoding': CHROMIUM_ENCODINGS });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(decoded(answer).toString()).toBe(indexHtml);
    const favicon = await get(http.port, '/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('a JSON list over 1 KB goes out compressed, is never stored, and decodes to the same answer', async () => {
    const headers = { authorization: `Bearer ${admin}`, 'accept-encoding': CHROMIUM_ENCODINGS };
    const compressed = await get(http.port, '/api/brands?pageSize=100', headers);
    const plain = await get(http.port, '/api/brands?pageSize=100', { authorization: `Bearer ${admin}` });
    expect(compressed.status).toBe(200);
    expect(plain.bytes.length).toBeGreaterThan(1024);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toBe('Accept-Encoding');
    expect(compressed.headers['cache-control']).toBe('no-store');
    expect(compressed.headers['x-total-count']).toBe(plain.headers['x-total-count']);
    expect(Number(compressed.headers['content-length'])).toBe(compressed.bytes.length);
    expect(compressed.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(JSON.parse(decoded(compressed).toString())).toEqual(JSON.parse(plain.bytes.toString()));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-store');
  });

  it('a JSON answer under 1 KB goes out as it is, and an authenticated one is never stored', async () => {
    const answer = await get(http.port, '/api/me', { authorization: `Bearer ${admin}`, 'accept-encoding': CHROMIUM_ENCODINGS });
    expect(answer.status).toBe(200);
    expect(answer.bytes.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.bytes.toString()).email ?? JSON.parse(answer.bytes.toString()).user?.email).toBe('owner@example.com');
  });
});
