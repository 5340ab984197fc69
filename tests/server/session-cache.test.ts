import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logIn, placeUpload, signUp, signUpApproved, startTestServer, type TestServer } from './harness';
import { SessionCache } from '../../server/auth/session-cache';
import { call } from './route-client';

// PGlite's server keeps resolved sessions in its process (server/auth/session-cache.ts), as
// server/main.ts sets it up; these are the requests that must still see a revocation or a change at once.
const SIGNED_OUT = 'Your session has ended. Please log in again.';
const logo = `/uploads/${'b'.repeat(64)}.png`;
const settingsBody = (staffAccess: string) => ({
  systemTitle: 'Karachi Electronics',
  systemLogo: logo,
  currency: 'US Dollar',
  currencyPosition: 'Suffix',
  timeZone: 'UTC',
  staffAccess,
  invoiceFormat: 'Detailed',
  dateFormat: 'yyyy-mm-dd',
  developedBy: 'ShopDesk',
});

describe('sessions kept in the PGlite server process', () => {
  let server: TestServer;
  let admin: string;
  const me = (token: string) => call(server, 'GET /api/me', token);
  const memberId = async (email: string) => (await call(server, 'GET /api/users', admin, { query: { q: email } })).body[0]._id;

  beforeAll(async () => {
    server = await startTestServer('pglite', { cacheSessions: true });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    await signUp(server.app, 'Owner', 'owner@example.com');
    admin = await logIn(server.app, 'owner@example.com');
    await signUpApproved(server, 'Bilal', 'bilal@example.com');
  });

  it('a token logged out is refused on its next request, though it was just answered', async () => {
    expect((await me(admin)).status).toBe(200);
    expect((await me(admin)).status).toBe(200);
    expect((await call(server, 'POST /auth/logout', admin)).status).toBe(200);
    expect(await me(admin)).toMatchObject({ status: 401, body: expect.objectContaining({ success: false, message: SIGNED_OUT }) });
  });

  it('a deactivated member and a member whose role changed are signed out on their next request', async () => {
    const staff = await logIn(server.app, 'bilal@example.com');
    expect((await me(staff)).body).toMatchObject({ role: 'staff' });
    expect((await call(server, 'PUT /api/users/:id/role', admin, { params: { id: await memberId('bilal@example.com') }, json: { role: 'admin' } })).status).toBe(200);
    expect((await me(staff)).status).toBe(401);

    const again = await logIn(server.app, 'bilal@example.com');
    expect((await me(again)).body).toMatchObject({ role: 'admin', access: 'admin' });
    expect((await call(server, 'PUT /api/users/:id/status', admin, { params: { id: await memberId('bilal@example.com') }, json: { status: 'deactivated' } })).status).toBe(200);
    expect((await me(again)).status).toBe(401);
  });

  it("a password change ends the member's other sessions at once, and keeps the one that changed it", async () => {
    const phone = await logIn(server.app, 'bilal@example.com');
    const till = await logIn(server.app, 'bilal@example.com');
    expect((await me(phone)).status).toBe(200);
    expect((await me(till)).status).toBe(200);
    const changed = await call(server, 'PUT /api/profile/password', till, { json: { currentPassword: 'counter-pass-1', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' } });
    expect(changed.status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect((await me(till)).status).toBe(200);
  });

  it("a changed name and the shop's Staff Access show on the next request", async () => {
    const staff = await logIn(server.app, 'bilal@example.com');
    expect((await me(staff)).body).toMatchObject({ name: 'Bilal', access: 'all' });
    const renamed = await call(server, 'PUT /api/profile', staff, { json: { userName: 'Bilal Ahmed', email: 'bilal@example.com', phoneNumber: '+92 300 1234567' } });
    expect(renamed.status).toBe(200);
    expect((await me(staff)).body).toMatchObject({ name: 'Bilal Ahmed' });

    placeUpload(server, logo);
    expect((await call(server, 'PUT /api/settings', admin, { json: settingsBody('Limited Access') })).status).toBe(200);
    expect((await me(staff)).body).toMatchObject({ access: 'limited' });
    expect((await call(server, 'POST /api/brands', staff, { json: { name: 'Orient' } })).status).toBe(403);
  });
});

describe('SessionCache', () => {
  const later = new Date(Date.now() + 60_000);

  it('does not keep a session read while a write ended: that read may predate the revocation', () => {
    const cache = new SessionCache<string>();
    const before = cache.generation();
    cache.invalidate();
    cache.store('s1', 'stale', later, before);
    expect(cache.get('s1')).toBeUndefined();
    cache.store('s1', 'fresh', later, cache.generation());
    expect(cache.get('s1')).toBe('fresh');
  });

  it('forgets a session once it expires, and everything on a write', () => {
    const cache = new SessionCache<string>();
    cache.store('s1', 'one', new Date(1_000), cache.generation());
    expect(cache.get('s1', 999)).toBe('one');
    expect(cache.get('s1', 1_000)).toBeUndefined();
    cache.store('s2', 'two', later, cache.generation());
    cache.invalidate();
    expect(cache.get('s2')).toBeUndefined();
  });
});
