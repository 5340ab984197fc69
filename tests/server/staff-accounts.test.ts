import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from './route-client';
import { drivers, logIn, signUp, startTestServer, type TestServer } from './harness';

const PENDING = "Your account is waiting for approval by the shop's admin.";
const DEACTIVATED = "Your account has been deactivated. Ask the shop's admin to reactivate it.";

describe.each(drivers)('staff accounts: approval and deactivation on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  const login = (email: string, password = 'counter-pass-1') => call(server, 'POST /auth/login', null, { json: { email, password } });
  const memberId = async (email: string) => {
    const { body } = await call(server, 'GET /api/users', admin, { query: { q: email } });
    return body[0]._id;
  };
  const setStatus = async (email: string, status: string, token = admin) => call(server, 'PUT /api/users/:id/status', token, { params: { id: await memberId(email) }, json: { status } });

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    await signUp(server.app, 'Owner', 'owner@example.com');
    admin = await logIn(server.app, 'owner@example.com');
  });

  it('a later sign-up is pending: its login answers 403 until an admin approves it', async () => {
    const signup = await signUp(server.app, 'Bilal', 'bilal@example.com');
    expect(signup.status).toBe(201);
    expect(signup.body).toEqual({ success: true, message: 'Sign-up received. A new account can log in once an admin approves it.' });

    const refused = await login('bilal@example.com');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, message: PENDING });
    // Whoever does not know the password learns nothing of the account.
    expect((await login('bilal@example.com', 'wrong-password')).status).toBe(401);

    const { body: list } = await call(server, 'GET /api/users', admin);
    expect(list.map((row: { email: string; status: string }) => [row.email, row.status])).toEqual([
      ['bilal@example.com', 'pending'],
      ['owner@example.com', 'active'],
    ]);

    const approved = await setStatus('bilal@example.com', 'active');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ success: true, message: 'Bilal can now log in.', user: { email: 'bilal@example.com', status: 'active' } });
    expect((await login('bilal@example.com')).status).toBe(200);
  });

  it('a deactivated member is signed out at once, refused at login, and can log in again once reactivated', async () => {
    await signUp(server.app, 'Bilal', 'bilal@example.com');
    await setStatus('bilal@example.com', 'active');
    const staff = await logIn(server.app, 'bilal@example.com');
    expect((await call(server, 'GET /api/me', staff)).status).toBe(200);

    const deactivated = await setStatus('bilal@example.com', 'deactivated');
    expect(deactivated.body).toMatchObject({ message: 'Bilal is deactivated.', user: { status: 'deactivated' } });
    expect((await call(server, 'GET /api/me', staff)).status).toBe(401);
    const refused = await login('bilal@example.com');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(DEACTIVATED);

    const reactivated = await setStatus('bilal@example.com', 'active');
    expect(reactivated.body.message).toBe('Bilal can log in again.');
    expect((await login('bilal@example.com')).status).toBe(200);
    // The old session stays ended.
    expect((await call(server, 'GET /api/me', staff)).status).toBe(401);
  });

  it('the last active admin cannot be deactivated or made staff (409); a deactivated admin does not count', async () => {
    const self = await setStatus('owner@example.com', 'deactivated');
    expect(self.status).toBe(409);
    expect(self.body.error.details).toEqual([{ message: 'The shop needs at least one active admin: make someone else admin first.', path: ['status'] }]);

    await signUp(server.app, 'Second', 'second@example.com');
    await setStatus('second@example.com', 'active');
    const secondId = await memberId('second@example.com');
    expect((await call(server, 'PUT /api/users/:id/role', admin, { params: { id: secondId }, json: { role: 'admin' } })).status).toBe(200);
    expect((await setStatus('second@example.com', 'deactivated')).status).toBe(200);
    // The owner is now the only active admin again.
    expect((await setStatus('owner@example.com', 'deactivated')).status).toBe(409);
    const ownerId = await memberId('owner@example.com');
    expect((await call(server, 'PUT /api/users/:id/role', admin, { params: { id: ownerId }, json: { role: 'staff' } })).status).toBe(409);
    expect((await call(server, 'GET /api/me', admin)).status).toBe(200);
  });

  it('only admins change a status, only to active or deactivated, and only of a member who exists', async () => {
    await signUp(server.app, 'Bilal', 'bilal@example.com');
    await setStatus('bilal@example.com', 'active');
    const staff = await logIn(server.app, 'bilal@example.com');
    const ownerId = await memberId('owner@example.com');
    expect((await call(server, 'PUT /api/users/:id/status', staff, { params: { id: ownerId }, json: { status: 'deactivated' } })).status).toBe(403);
    const pending = await setStatus('bilal@example.com', 'pending');
    expect(pending.status).toBe(400);
    expect(pending.body.error.details[0].path).toEqual(['status']);
    expect((await setStatus('bilal@example.com', 'active')).status).toBe(200);
    expect((await call(server, 'PUT /api/users/:id/status', admin, { params: { id: '00000000-0000-4000-8000-000000000000' }, json: { status: 'active' } })).status).toBe(404);
    expect((await call(server, 'PUT /api/users/:id/status', admin, { params: { id: 'not-an-id' }, json: { status: 'active' } })).status).toBe(404);
  });
});
