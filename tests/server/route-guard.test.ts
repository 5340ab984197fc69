import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sign } from 'hono/jwt';
import { drivers, jsonRequest, logIn, signUp, startTestServer, TEST_JWT_SECRET, type TestServer } from './harness';
import { guardedRoutes } from './route-table';

const concretePath = (path: string) => path.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');

describe.each(drivers)('route guard on %s', (driver) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(driver);
    await signUp(server.app, 'Owner', 'owner@example.com');
    await signUp(server.app, 'Staff', 'staff@example.com');
    tokens.admin = await logIn(server.app, 'owner@example.com');
    tokens.staff = await logIn(server.app, 'staff@example.com');
    tokens.revoked = await logIn(server.app, 'owner@example.com');
    await server.app.request('/auth/logout', jsonRequest('POST', undefined, tokens.revoked));
    const now = Math.floor(Date.now() / 1000);
    const payload = JSON.parse(Buffer.from(tokens.admin.split('.')[1], 'base64url').toString());
    tokens.expired = await sign({ ...payload, exp: now - 60 }, TEST_JWT_SECRET, 'HS256');
    tokens.forged = await sign({ ...payload }, 'not-the-server-secret', 'HS256');
  });
  afterAll(() => server.close());

  it('lists every route the app serves behind a token', () => {
    const served = server.app.routes
      .filter((route) => route.method !== 'ALL' && (route.path.startsWith('/api/') || route.path === '/auth/logout'))
      .map((route) => `${route.method} ${route.path}`);
    const listed = guardedRoutes.map((route) => `${route.method} ${route.path}`);
    expect([...new Set(served)].sort()).toEqual(listed.sort());
  });

  const badCredentials: [string, (tokens: Record<string, string>) => string | undefined][] = [
    ['no token', () => undefined],
    ['a malformed token', () => 'Bearer not-a-jwt'],
    ['a token signed with another secret', (t) => `Bearer ${t.forged}`],
    ['an expired token', (t) => `Bearer ${t.expired}`],
    ['a token revoked by logout', (t) => `Bearer ${t.revoked}`],
  ];

  for (const route of guardedRoutes) {
    for (const [label, header] of badCredentials) {
      it(`${route.method} ${route.path} answers ${label} with 401 and a JSON body`, async () => {
        const authorization = header(tokens);
        const response = await server.app.request(concretePath(route.path), {
          method: route.method,
          headers: authorization ? { authorization } : {},
        });
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) });
      });
    }
    if (route.access === 'admin') {
      it(`${route.method} ${route.path} answers a staff token with 403`, async () => {
        const response = await server.app.request(concretePath(route.path), jsonRequest(route.method, undefined, tokens.staff));
        expect(response.status).toBe(403);
      });
    }
  }
});
