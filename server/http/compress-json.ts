import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { preferredEncoding, type ContentEncoding } from './content-encoding';

/** Below this a JSON answer goes out as it is: compressing it saves less than it costs. */
export const JSON_COMPRESSION_THRESHOLD_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Per request, so speed before ratio: brotli quality 4 compresses a list answer better than gzip's
 * default and faster. In zlib's thread pool, so a big list does not hold up the event loop.
 */
function compress(body: Uint8Array, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });
}

/**
 * Compresses JSON answers of at least JSON_COMPRESSION_THRESHOLD_BYTES with brotli or gzip, as the
 * client's Accept-Encoding allows. The API answers whole bodies (no streams), so the body is read,
 * compressed and sent with its length. A request that takes no compression costs one header read:
 * the answer stays on @hono/node-server's light path (docs/decisions/042-security-headers-on-the-node-response.md).
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    if (!encoding || c.req.method === 'HEAD') return;
    const answer = c.res;
    if (!answer.body || answer.headers.has('Content-Encoding') || !answer.headers.get('Content-Type')?.startsWith('application/json')) return;
    const body = new Uint8Array(await answer.arrayBuffer());
    const small = body.length < JSON_COMPRESSION_THRESHOLD_BYTES;
    const encoded = small ? body : new Uint8Array(await compress(body, encoding));
    // Hono copies the headers of the answer it replaces; this one's own go on after.
    c.res = new Response(encoded, answer);
    c.res.headers.set('Vary', 'Accept-Encoding');
    if (small) return;
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(encoded.length));
  };
}
