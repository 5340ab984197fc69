import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndStaff } from './catalog-helpers';
import { drivers, listenOnLoopback, startTestServer, type TestServer } from './harness';

/** Reads one HTTP answer (head and Content-Length body) from a socket that stays open. */
function readAnswer(socket: Socket): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = buffered.subarray(0, end).toString('utf8');
      const length = Number(/content-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
      if (buffered.length < end + 4 + length) return;
      socket.off('data', onData);
      socket.off('error', reject);
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: buffered.subarray(end + 4, end + 4 + length).toString('utf8') });
    };
    socket.on('data', onData);
    socket.on('error', reject);
  });
}

function closed(socket: Socket): Promise<void> {
  return new Promise((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));
}

describe.each(drivers)('an answer before the body has arrived, on a listening server on %s', (driver) => {
  let server: TestServer;
  let http: Awaited<ReturnType<typeof listenOnLoopback>>;

  beforeAll(async () => {
    server = await startTestServer(driver);
    http = await listenOnLoopback(server.app);
  });
  afterAll(async () => {
    await http.close();
    await server.close();
  });

  function open(): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect(http.port, '127.0.0.1', () => resolve(socket));
      socket.on('error', reject);
    });
  }

  it.each([
    ['415, a body that is not JSON', 'text/plain', 500_000],
    ['413, a body over the limit by its Content-Length', 'application/json', 50_000_000],
  ])('%s: the answer says Connection: close and the connection closes after it', async (_name, contentType, length) => {
    const socket = await open();
    const answer = readAnswer(socket);
    // Only the start of the body: the rest never comes, as from a client still uploading.
    socket.write(`POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\n\r\n${'x'.repeat(1024)}`);
    const { status, headers, body } = await answer;
    expect(status).toBe(contentType === 'text/plain' ? 415 : 413);
    expect(headers).toContain('connection: close');
    expect(headers).not.toContain('keep-alive');
    expect(JSON.parse(body).success).toBe(false);
    await closed(socket);
  });

  // A chunked body declares no length: it is counted as it is read (server/routes/mount.ts, jsonBodyLimit).
  it.each([
    ['413, a chunked JSON body past the limit', 2, 1_200_000, 413],
    ['401, a chunked JSON body within it, read as JSON', 1, 0, 401],
  ])('%s', async (_name, chunks, padding, expected) => {
    const socket = await open();
    const answer = readAnswer(socket);
    const json = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password', ...(padding ? { note: 'x'.repeat(padding) } : {}) });
    const size = Math.ceil(json.length / chunks);
    const body = Array.from({ length: chunks }, (_, index) => json.slice(index * size, (index + 1) * size))
      .map((chunk) => `${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n`)
      .join('');
    socket.write(`POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${body}0\r\n\r\n`);
    const { status, body: text } = await answer;
    expect(status).toBe(expected);
    expect(JSON.parse(text).success).toBe(false);
    socket.destroy();
  });

  // The file routes (their own, larger limit; multipart only) and a wrong method, each answered
  // before the body has come: the same honest close, and a signed-in caller's refusal never stored.
  it.each([
    ['413, an upload over its 10 MB by its Content-Length', 'POST', '/api/upload', 'multipart/form-data; boundary=x', 50_000_000, 413],
    ['413, a purchase import over its 16 MB', 'POST', '/api/import/purchases', 'multipart/form-data; boundary=x', 50_000_000, 413],
    ['415, an upload sent as JSON', 'POST', '/api/upload', 'application/json', 500_000, 415],
    ['405, a method the path does not take', 'PATCH', '/api/brands', 'application/json', 500_000, 405],
  ])('%s: Connection: close, no-store, and the connection closes after it', async (_name, method, path, contentType, length, expected) => {
    const { admin } = await adminAndStaff(server);
    const socket = await open();
    const answer = readAnswer(socket);
    socket.write(
      `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nAuthorization: Bearer ${admin}\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\n\r\n${'x'.repeat(1024)}`,
    );
    const { status, headers, body } = await answer;
    expect(status).toBe(expected);
    expect(headers).toContain('connection: close');
    expect(headers).toContain('cache-control: no-store');
    expect(JSON.parse(body).success).toBe(false);
    await closed(socket);
  });

  it('a body that arrived keeps the connection: the next request on the same socket is answered', async () => {
    const socket = await open();
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    let answer = readAnswer(socket);
    socket.write(`POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
    const refused = await answer;
    expect(refused.status).toBe(415);
    expect(refused.headers).toContain('connection: keep-alive');
    answer = readAnswer(socket);
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect((await answer).status).toBe(200);
    socket.destroy();
  });
});
