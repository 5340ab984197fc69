import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, MAX_FAILURES_PER_ADDRESS, MAX_SIGNUPS_PER_ADDRESS } from '../../server/auth/login-rate-limit';
import { call } from './route-client';
import { drivers, logIn, signUp, signUpApproved, startTestServer, TEST_JWT_SECRET, type TestServer } from './harness';

const WRONG = 'wrong-password';
const RIGHT = 'counter-pass-1';

describe.each(drivers)('login rate limit on %s', (driver) => {
  let server: TestServer;
  const login = (password: string, headers: Record<string, string> = {}, app = server.app) => call(app, 'POST /auth/login', null, { json: { email: 'ayesha@example.com', password }, headers });

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    await signUp(server.app);
  });

  it('100 parallel wrong passwords for one account check at most the limit; the rest answer 429', async () => {
    const responses = await Promise.all(Array.from({ length: 100 }, () => login(WRONG)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    // The right password is refused too until the window ends.
    expect((await login(RIGHT)).status).toBe(429);
  });

  it('a successful login clears the failures before the limit, so typos do not add up across the day', async () => {
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS - 1; attempt++) expect((await login(WRONG)).status).toBe(401);
    expect((await login(RIGHT)).status).toBe(200);
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt++) expect((await login(WRONG)).status).toBe(401);
    expect((await login(WRONG)).status).toBe(429);
  });

  it('wrong current passwords on PUT /api/profile/password count as failed logins of that account', async () => {
    const token = await logIn(server.app);
    const change = (currentPassword: string) =>
      call(server, 'PUT /api/profile/password', token, { json: { currentPassword, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' } });
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt++) expect((await change(WRONG)).status).toBe(400);
    const blocked = await change(RIGHT);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect(blocked.body.message).toBe('Too many failed login attempts. Try again in 15 minutes.');
    expect((await login(RIGHT)).status).toBe(429);
  });

  it('parallel wrong current passwords check at most the limit', async () => {
    const token = await logIn(server.app);
    const body = { currentPassword: WRONG, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' };
    const responses = await Promise.all(Array.from({ length: 30 }, () => call(server, 'PUT /api/profile/password', token, { json: body })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
  });

  it('with TRUST_PROXY the address is the one the proxy appended, not what the client wrote before it', async () => {
    const behindProxy = createApp({ db: server.db, jwtSecret: TEST_JWT_SECRET, uploadDir: server.uploadDir, trustProxy: true, log: () => {} });
    const from = (forwardedFor: string) => ({ 'x-forwarded-for': forwardedFor });
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt++) {
      expect((await login(WRONG, from(`10.9.9.${attempt}, 203.0.113.7`), behindProxy)).status).toBe(401);
    }
    // A new value written by the client gives no fresh budget.
    expect((await login(WRONG, from('192.0.2.1, 203.0.113.7'), behindProxy)).status).toBe(429);
    expect((await login(WRONG, from('203.0.113.8,203.0.113.7'), behindProxy)).status).toBe(429);
    // Another client (another address appended by the proxy) is not blocked.
    expect((await login(WRONG, from('203.0.113.7, 198.51.100.4'), behindProxy)).status).toBe(401);
    expect((await login(RIGHT, from('198.51.100.4'), behindProxy)).status).toBe(200);
  });

  it('a shop behind one address: guesses at many accounts use up the address, and its staff who logged in there before still log in', async () => {
    await signUpApproved(server, 'Bilal', 'bilal@example.com');
    await signUpApproved(server, 'Chand', 'chand@example.com');
    // Both have logged in from this address before; Chand's account is new to it.
    expect(await logIn(server.app)).toEqual(expect.any(String));
    expect(await logIn(server.app, 'bilal@example.com')).toEqual(expect.any(String));
    const guess = (email: string) => call(server, 'POST /auth/login', null, { json: { email, password: WRONG } });
    for (let index = 0; index < MAX_FAILURES_PER_ADDRESS; index++) expect((await guess(`guess-${index}@example.com`)).status).toBe(401);
    const refused = await guess('one-more@example.com');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect((await login(RIGHT)).status).toBe(200);
    expect((await call(server, 'POST /auth/login', null, { json: { email: 'bilal@example.com', password: RIGHT } })).status).toBe(200);
    // An account that never logged in from here waits with the guesser (docs/api.md#authentication).
    expect((await call(server, 'POST /auth/login', null, { json: { email: 'chand@example.com', password: RIGHT } })).status).toBe(429);
    // The known accounts' own typos are still limited.
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt++) expect((await login(WRONG)).status).toBe(401);
    expect((await login(RIGHT)).status).toBe(429);
  });

  it('guesses at one account from many addresses use up the account, and its owner at the known address still logs in', async () => {
    const behindProxy = createApp({ db: server.db, jwtSecret: TEST_JWT_SECRET, uploadDir: server.uploadDir, trustProxy: true, log: () => {} });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    expect((await login(RIGHT, from('203.0.113.1'), behindProxy)).status).toBe(200);
    const addresses = MAX_FAILURES_PER_ACCOUNT / MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS;
    for (let address = 0; address < addresses; address++) {
      for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt++) expect((await login(WRONG, from(`198.51.100.${address}`), behindProxy)).status).toBe(401);
    }
    expect((await login(WRONG, from('198.51.100.200'), behindProxy)).status).toBe(429);
    expect((await login(RIGHT, from('198.51.100.201'), behindProxy)).status).toBe(429);
    expect((await login(RIGHT, from('203.0.113.1'), behindProxy)).status).toBe(200);
  });

  it('sign-ups are limited per address: a 429 with Retry-After past the limit, another address still signs up', async () => {
    const behindProxy = createApp({ db: server.db, jwtSecret: TEST_JWT_SECRET, uploadDir: server.uploadDir, trustProxy: true, log: () => {} });
    const signUpFrom = (address: string, index: number) =>
      call(behindProxy, 'POST /auth/signup', null, { json: { name: `Staff ${index}`, email: `staff-${index}@example.com`, password: RIGHT }, headers: { 'x-forwarded-for': address } });
    for (let index = 0; index < MAX_SIGNUPS_PER_ADDRESS; index++) expect((await signUpFrom('192.0.2.10', index)).status).toBe(201);
    const refused = await signUpFrom('192.0.2.10', 100);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(refused.body).toMatchObject({ success: false, message: 'Too many sign-ups from this address. Try again in 60 minutes.' });
    expect((await signUpFrom('192.0.2.11', 101)).status).toBe(201);
    // The refused one made no account.
    expect((await login(RIGHT)).status).toBe(200);
    expect((await call(behindProxy, 'POST /auth/login', null, { json: { email: 'staff-100@example.com', password: RIGHT } })).status).toBe(401);
  });
});
