import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndStaff } from './catalog-helpers';
import { call, rawRequest } from './route-client';
import { drivers, listenOnLoopback, startTestServer, type TestServer } from './harness';

/** Sends raw bytes to the listening server and splits its answer into status, headers and body. */
function socketRequest(port: number, text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: rest.join('\r\n\r\n') });
    });
    socket.write(text);
  });
}

describe.each(drivers)('refusals before the app answers, on a listening server on %s', (driver) => {
  let server: TestServer;
  let http: Awaited<ReturnType<typeof listenOnLoopback>>;
  let port: number;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
    ({ admin } = await adminAndStaff(server));
    http = await listenOnLoopback(server.app);
    port = http.port;
  });
  afterAll(async () => {
    await http.close();
    await server.close();
  });

  function expectErrorShape(answer: { headers: string; body: string }) {
    expect(answer.headers).toContain('content-type: application/json');
    const body = JSON.parse(answer.body);
    expect(body).toEqual({ success: false, code: expect.any(String), message: expect.any(String), error: { details: [{ message: body.message, path: [] }] } });
  }

  it('a query string past the header limit (500 ids) is a 431 in the error shape', async () => {
    const ids = Array.from({ length: 500 }, () => '0b7d1a57-3f4c-4f54-9a39-111111111111').join(',');
    const answer = await socketRequest(port, `DELETE /api/brands?ids=${ids} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${admin}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectErrorShape(answer);
    expect(JSON.parse(answer.body).message).toMatch(/JSON body/);
  });

  it('a request that is not HTTP is a 400 in the error shape', async () => {
    const answer = await socketRequest(port, 'HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expectErrorShape(answer);
  });

  it('a path the adapter cannot read (a backslash) is a 400 in the error shape', async () => {
    const answer = await socketRequest(port, 'GET /api\\me HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expectErrorShape(answer);
  });

  it('an ordinary request still reaches the app', async () => {
    const answer = await socketRequest(port, `GET /api/me HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${admin}\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('owner@example.com');
  });

  it.each(['application/jsonfoo', 'application/json-patch+json', 'text/plain', 'application/x-www-form-urlencoded', ''])(
    'a JSON route refuses Content-Type %j with 415 in the error shape, and writes nothing',
    async (contentType) => {
      // A Content-Type the client never sends: raw.
      const response = await rawRequest(server, 'POST', '/api/brands', { token: admin, headers: contentType ? { 'content-type': contentType } : {}, body: JSON.stringify({ name: 'Lenovo' }) });
      expect(response.status).toBe(415);
      const body = await response.json();
      expect(body).toEqual({ success: false, code: 'unsupported-media-type', message: expect.stringContaining('application/json'), error: { details: [{ message: body.message, path: [] }] } });
      const list = await call(server, 'GET /api/brands', admin, { query: { q: 'lenovo' } });
      expect(list.body).toEqual([]);
    },
  );

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8'])('a JSON route accepts Content-Type %j', async (contentType) => {
    const name = `Brand ${contentType}`.slice(0, 60);
    const response = await rawRequest(server, 'POST', '/api/brands', { token: admin, headers: { 'content-type': contentType }, body: JSON.stringify({ name }) });
    expect(response.status).toBe(201);
  });
});
