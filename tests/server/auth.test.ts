import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sign } from 'hono/jwt';
import { count } from 'drizzle-orm';
import { sessions, users } from '../../server/db/schema';
import { call, rawRequest } from './route-client';
import { drivers, listenOnLoopback, logIn, signUp, startTestServer, TEST_JWT_SECRET, type TestServer } from './harness';

describe.each(drivers)('auth on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  it('POST /auth/signup makes the first account admin and later ones staff', async () => {
    const first = await signUp(server.app);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ success: true, message: 'Account created. Please log in.' });
    const second = await signUp(server.app, 'Bilal', 'bilal@example.com');
    expect(second.body).toEqual({ success: true, message: 'Sign-up received. A new account can log in once an admin approves it.' });
    const roles = await server.db.select({ email: users.email, role: users.role, status: users.status }).from(users).orderBy(users.email);
    expect(roles).toEqual([
      { email: 'ayesha@example.com', role: 'admin', status: 'active' },
      { email: 'bilal@example.com', role: 'staff', status: 'pending' },
    ]);
  });

  it('POST /auth/signup of an email already taken (in another case) answers as a new one does and creates nothing', async () => {
    await signUp(server.app);
    const fresh = await signUp(server.app, 'Bilal', 'bilal@example.com');
    const again = await signUp(server.app, 'Someone', 'AYESHA@Example.com');
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    expect([...again.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());
    const [{ value }] = await server.db.select({ value: count() }).from(users);
    expect(value).toBe(2);
    // The owner's password is untouched: the taken email still logs in with its own.
    expect(await logIn(server.app)).toEqual(expect.any(String));
  });

  it('POST /auth/signup answers bad input with 400, writes nothing and never echoes the password', async () => {
    const cases = [
      { name: '', email: 'a@b.co', password: 'long-enough' },
      { name: 'A', email: 'not-an-email', password: 'long-enough' },
      { name: 'A', email: 'a@b.co', password: 'short' },
      { name: 'A', email: 'a@b.co', password: 'long-enough', role: 'admin' },
      { name: 42, email: 'a@b.co', password: 'long-enough' },
    ];
    for (const body of cases) {
      const response = await call(server, 'POST /auth/signup', null, { json: body });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).not.toContain('long-enough');
      expect(response.body.error.details[0].message).toEqual(expect.any(String));
    }
    const [{ value }] = await server.db.select({ value: count() }).from(users);
    expect(value).toBe(0);
  });

  it('refuses a body that is not JSON with 415 and malformed JSON with 400', async () => {
    const notJson = await rawRequest(server, 'POST', '/auth/login', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a' });
    expect(notJson.status).toBe(415);
    const malformed = await rawRequest(server, 'POST', '/auth/login', { headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toBe('The request body is not valid JSON.');
  });

  it('POST /auth/login answers the shape docs/api.md#the-calls reads', async () => {
    await signUp(server.app);
    const response = await call(server, 'POST /auth/login', null, { json: { email: 'Ayesha@example.com', password: 'counter-pass-1' } });
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body).toMatchObject({ success: true, message: expect.any(String), name: 'Ayesha Khan', user: { name: 'Ayesha Khan', role: 'admin' } });
    expect(body.jwtToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('POST /auth/login says the same for an unknown email and a wrong password', async () => {
    await signUp(server.app);
    const unknown = await call(server, 'POST /auth/login', null, { json: { email: 'nobody@example.com', password: 'counter-pass-1' } });
    const wrong = await call(server, 'POST /auth/login', null, { json: { email: 'ayesha@example.com', password: 'wrong-password' } });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const [a, b] = [unknown.body, wrong.body];
    expect(a).toEqual(b);
    expect(a.error.details[0].message).toBe('Invalid email or password.');
  });

  it('POST /auth/login is rate limited with 429 after 5 failures for one account and address', async () => {
    await signUp(server.app);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await call(server, 'POST /auth/login', null, { json: { email: 'ayesha@example.com', password: 'wrong-password' } });
      expect(response.status).toBe(401);
    }
    const blocked = await call(server, 'POST /auth/login', null, { json: { email: 'ayesha@example.com', password: 'counter-pass-1' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed login attempts\. Try again in 15 minutes\.$/);
    // An unknown email is limited the same way, so the limit does not reveal which emails exist.
    for (let attempt = 0; attempt < 5; attempt++) {
      await call(server, 'POST /auth/login', null, { json: { email: 'ghost@example.com', password: 'wrong-password' } });
    }
    const ghost = await call(server, 'POST /auth/login', null, { json: { email: 'ghost@example.com', password: 'wrong-password' } });
    expect(ghost.status).toBe(429);
  });

  it('GET /api/me answers the signed-in user, and 401 without, with a malformed, a forged or an expired token', async () => {
    await signUp(server.app);
    const token = await logIn(server.app);
    const me = await call(server, 'GET /api/me', token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ name: 'Ayesha Khan', email: 'ayesha@example.com', role: 'admin' });

    const [session] = await server.db.select().from(sessions);
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign({ sub: session.userId, sid: session.id, exp: now - 10 }, TEST_JWT_SECRET, 'HS256');
    const forged = await sign({ sub: session.userId, sid: session.id, exp: now + 600 }, 'another-secret', 'HS256');
    for (const header of [undefined, 'Bearer', 'Bearer not.a.token', `Bearer ${forged}`, `Bearer ${expired}`, `Basic ${token}`]) {
      // A malformed Authorization header, as the client never sends one.
      const response = await rawRequest(server, 'GET', '/api/me', { headers: header ? { authorization: header } : {} });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { success: boolean }).success).toBe(false);
    }
  });

  it('POST /auth/logout revokes the session on the server', async () => {
    await signUp(server.app);
    const token = await logIn(server.app);
    const other = await logIn(server.app);
    const logout = await call(server, 'POST /auth/logout', token);
    expect(logout.status).toBe(200);
    expect((await call(server, 'GET /api/me', token)).status).toBe(401);
    expect((await call(server, 'POST /auth/logout', token)).status).toBe(401);
    // Another browser's session stays signed in.
    expect((await call(server, 'GET /api/me', other)).status).toBe(200);
  });

  it('two first sign-ups at once make exactly one admin', async () => {
    const results = await Promise.all([signUp(server.app, 'One', 'one@example.com'), signUp(server.app, 'Two', 'two@example.com')]);
    expect(results.map((result) => result.status)).toEqual([201, 201]);
    const roles = await server.db.select({ role: users.role }).from(users);
    expect(roles.map((row) => row.role).sort()).toEqual(['admin', 'staff']);
  });

  it('answers every response with the security headers, and unknown routes with a JSON 404', async () => {
    await signUp(server.app);
    const response = await rawRequest(server, 'GET', '/api/nothing-here', { token: await logIn(server.app) });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, message: 'Not found.' });
    const http = await listenOnLoopback(server.app);
    const health = await fetch(`${http.url}/healthz`);
    await health.text();
    await http.close();
    expect(health.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(health.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(health.headers.get('content-security-policy')).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
