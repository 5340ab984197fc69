import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { shopSettings } from '../../server/db/schema';
import { call } from './route-client';
import { drivers, logIn, signUp, signUpApproved, placeUpload, startTestServer, type TestServer } from './harness';

const logo = `/uploads/${'a'.repeat(64)}.png`;
const settingsBody = {
  systemTitle: 'Karachi Electronics',
  systemLogo: logo,
  currency: 'US Dollar',
  currencyPosition: 'Suffix',
  timeZone: 'UTC',
  staffAccess: 'All Records',
  invoiceFormat: 'Detailed',
  dateFormat: 'yyyy-mm-dd',
  developedBy: 'ShopDesk',
};

describe.each(drivers)('settings, profile, password and roles on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
    placeUpload(server, logo);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    await signUp(server.app, 'Owner', 'owner@example.com');
    await signUpApproved(server, 'Bilal', 'bilal@example.com');
    admin = await logIn(server.app, 'owner@example.com');
    staff = await logIn(server.app, 'bilal@example.com');
  });

  it('GET /api/settings answers the defaults of a new shop to any signed-in user', async () => {
    const response = await call(server, 'GET /api/settings', staff);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ systemTitle: 'ShopDesk', currency: 'Pakistani Rupee', currencyPosition: 'Prefix', staffAccess: 'All Records', dateFormat: 'dd-mm-yyyy', timeZone: 'Asia/Karachi' });
  });

  it('PUT /api/settings saves General Setting for an admin, and later reads see it', async () => {
    const saved = await call(server, 'PUT /api/settings', admin, { json: settingsBody });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({ currency: 'US Dollar', currencyPosition: 'Suffix', systemLogo: logo });
    expect((await call(server, 'GET /api/settings', staff)).body).toMatchObject({ systemTitle: 'Karachi Electronics', dateFormat: 'yyyy-mm-dd' });
  });

  it("PUT /api/settings saves the receipt's address, phone and footer; a body without them keeps them, a bad phone is refused", async () => {
    const receipt = { shopAddress: '12 Tariq Road\nKarachi', shopPhone: '+92 21 3456 7890', receiptFooter: 'No refunds after 7 days.\nThank you!' };
    expect((await call(server, 'PUT /api/settings', admin, { json: { ...settingsBody, ...receipt } })).status).toBe(200);
    expect((await call(server, 'GET /api/settings', staff)).body).toMatchObject(receipt);
    // A client that does not know the receipt's fields (an older form, a script) leaves them as they were.
    expect((await call(server, 'PUT /api/settings', admin, { json: { ...settingsBody, systemTitle: 'Renamed' } })).status).toBe(200);
    expect((await call(server, 'GET /api/settings', staff)).body).toMatchObject({ systemTitle: 'Renamed', ...receipt });
    // Sent blank, they are cleared.
    expect((await call(server, 'PUT /api/settings', admin, { json: { ...settingsBody, shopAddress: '', shopPhone: ' ', receiptFooter: '' } })).status).toBe(200);
    expect((await call(server, 'GET /api/settings', staff)).body).toMatchObject({ shopAddress: '', shopPhone: '', receiptFooter: '' });
    // The cash count's threshold: 0.00 until set, saved in major units, kept when left out, never below 0.
    expect((await call(server, 'GET /api/settings', staff)).body).toMatchObject({ cashVarianceThreshold: 0 });
    expect((await call(server, 'PUT /api/settings', admin, { json: { ...settingsBody, cashVarianceThreshold: 2.5 } })).status).toBe(200);
    expect((await call(server, 'PUT /api/settings', admin, { json: settingsBody })).status).toBe(200);
    expect((await call(server, 'GET /api/settings', staff)).body).toMatchObject({ cashVarianceThreshold: 2.5 });
    expect((await call(server, 'PUT /api/settings', admin, { json: { ...settingsBody, cashVarianceThreshold: -1 } })).status).toBe(400);
    const bad = await call(server, 'PUT /api/settings', admin, { json: { ...settingsBody, shopPhone: 'call us', shopAddress: 'a'.repeat(201) } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((detail) => detail.path[0]).sort()).toEqual(['shopAddress', 'shopPhone']);
  });

  it('PUT /api/settings refuses staff with 403 and a missing required field with 400, writing nothing', async () => {
    expect((await call(server, 'PUT /api/settings', staff, { json: settingsBody })).status).toBe(403);
    const { systemLogo: _logo, ...withoutLogo } = settingsBody;
    const missing = await call(server, 'PUT /api/settings', admin, { json: withoutLogo });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toContainEqual({ message: 'This field is required.', path: ['systemLogo'] });
    const unknown = await call(server, 'PUT /api/settings', admin, { json: { ...settingsBody, theme: 'dark' } });
    expect(unknown.status).toBe(400);
    const [{ value }] = await server.db.select({ value: count() }).from(shopSettings);
    expect(value).toBe(0);
  });

  it('PUT /api/profile updates the name shown in /api/me and refuses a taken email with 409', async () => {
    const updated = await call(server, 'PUT /api/profile', staff, { json: { userName: 'Bilal Ahmed', email: 'bilal.ahmed@example.com', phoneNumber: '+92 300 1234567', companyName: 'Karachi Electronics' } });
    expect(updated.status).toBe(200);
    expect(updated.body.profile).toMatchObject({ userName: 'Bilal Ahmed', phoneNumber: '+92 300 1234567' });
    expect((await call(server, 'GET /api/me', staff)).body).toMatchObject({ name: 'Bilal Ahmed', email: 'bilal.ahmed@example.com' });
    const taken = await call(server, 'PUT /api/profile', staff, { json: { userName: 'Bilal', email: 'OWNER@example.com', phoneNumber: '0300 1234567' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.details[0]).toEqual({ message: 'Another account already uses this email.', path: ['email'] });
    const blank = await call(server, 'PUT /api/profile', staff, { json: { userName: ' ', email: 'x@example.com', phoneNumber: '' } });
    expect(blank.status).toBe(400);
  });

  it('PUT /api/me/language stores the language with the account: /api/me and the next sign-in bring it, on another browser too', async () => {
    expect((await call(server, 'GET /api/me', staff)).body).toMatchObject({ language: 'en' });
    const chosen = await call(server, 'PUT /api/me/language', staff, { json: { language: 'ur' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ language: 'ur' });
    expect((await call(server, 'GET /api/me', staff)).body).toMatchObject({ language: 'ur' });
    const login = await call(server, 'POST /auth/login', null, { json: { email: 'bilal@example.com', password: 'counter-pass-1' } });
    expect(login.body.user).toMatchObject({ language: 'ur' });
    // One person's choice is theirs alone.
    expect((await call(server, 'GET /api/me', admin)).body).toMatchObject({ language: 'en' });
  });

  it('PUT /api/me/language refuses a language ShopDesk does not speak (400) and other fields, writing nothing', async () => {
    for (const body of [{ language: 'fr' }, { language: 'ur', name: 'x' }, {}]) {
      const refused = await call(server, 'PUT /api/me/language', staff, { json: body });
      expect(refused.status).toBe(400);
    }
    expect(((await call(server, 'PUT /api/me/language', staff, { json: { language: 'fr' } })).body).error.details[0].message).toBe('Choose English or Urdu.');
    expect((await call(server, 'GET /api/me', staff)).body).toMatchObject({ language: 'en' });
    expect((await call(server, 'PUT /api/me/language', null, { json: { language: 'ur' } })).status).toBe(401);
  });

  it('PUT /api/profile/password checks the current password and that New and Confirm match', async () => {
    const wrong = await call(server, 'PUT /api/profile/password', staff, { json: { currentPassword: 'nope-nope-1', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details[0]).toEqual({ message: 'The current password is wrong.', path: ['currentPassword'] });
    const differ = await call(server, 'PUT /api/profile/password', staff, { json: { currentPassword: 'counter-pass-1', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pasz' } });
    expect(differ.status).toBe(400);
    expect(differ.body.error.details[0]).toEqual({ message: 'New Password and Confirm Password do not match.', path: ['confirmPassword'] });
    const short = await call(server, 'PUT /api/profile/password', staff, { json: { currentPassword: 'counter-pass-1', newPassword: 'short', confirmPassword: 'short' } });
    expect(short.status).toBe(400);
    expect(await logIn(server.app, 'bilal@example.com')).toEqual(expect.any(String));
  });

  it('a password change ends the other sessions, keeps this one, and the new password logs in', async () => {
    const otherBrowser = await logIn(server.app, 'bilal@example.com');
    const changed = await call(server, 'PUT /api/profile/password', staff, { json: { currentPassword: 'counter-pass-1', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' } });
    expect(changed.status).toBe(200);
    expect((await call(server, 'GET /api/me', staff)).status).toBe(200);
    expect((await call(server, 'GET /api/me', otherBrowser)).status).toBe(401);
    const oldPassword = await call(server, 'POST /auth/login', null, { json: { email: 'bilal@example.com', password: 'counter-pass-1' } });
    expect(oldPassword.status).toBe(401);
    expect(await logIn(server.app, 'bilal@example.com', 'brand-new-pass')).toEqual(expect.any(String));
  });

  it('an admin lists the accounts and changes a role, which ends that member\'s sessions', async () => {
    const list = await call(server, 'GET /api/users', admin, { query: { pageSize: 10 } });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('2');
    const members = list.body;
    const bilal = members.find((member) => member.email === 'bilal@example.com')!;
    expect(bilal).toMatchObject({ name: 'Bilal', role: 'staff' });
    const promoted = await call(server, 'PUT /api/users/:id/role', admin, { params: { id: bilal._id }, json: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.user.role).toBe('admin');
    expect((await call(server, 'GET /api/me', staff)).status).toBe(401);
    const again = await logIn(server.app, 'bilal@example.com');
    expect((await call(server, 'GET /api/me', again)).body).toMatchObject({ role: 'admin', access: 'admin' });
  });

  it('refuses to demote the last admin (409), and staff may not manage users (403)', async () => {
    const [owner] = (await call(server, 'GET /api/users', admin, { query: { q: 'owner' } })).body;
    const demote = await call(server, 'PUT /api/users/:id/role', admin, { params: { id: owner._id }, json: { role: 'staff' } });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe('The shop needs at least one admin: make someone else admin first.');
    expect((await call(server, 'GET /api/users', staff)).status).toBe(403);
    expect((await call(server, 'PUT /api/users/:id/role', staff, { params: { id: owner._id }, json: { role: 'staff' } })).status).toBe(403);
    expect((await call(server, 'PUT /api/users/:id/role', admin, { params: { id: 'not-an-id' }, json: { role: 'staff' } })).status).toBe(404);
    expect((await call(server, 'PUT /api/users/:id/role', admin, { params: { id: owner._id }, json: { role: 'owner' } })).status).toBe(400);
  });

  it('Staff Access: Limited Access keeps staff to the POS and sales on the server', async () => {
    expect((await call(server, 'GET /api/me', staff)).body).toMatchObject({ access: 'all' });
    expect((await call(server, 'POST /api/categories', staff, { json: { name: 'Cables' } })).status).toBe(201);
    await call(server, 'PUT /api/settings', admin, { json: { ...settingsBody, staffAccess: 'Limited Access' } });
    expect((await call(server, 'GET /api/me', staff)).body).toMatchObject({ access: 'limited' });
    expect((await call(server, 'GET /api/products', staff)).status).toBe(200);
    expect((await call(server, 'GET /api/settings', staff)).status).toBe(200);
    const refused = await call(server, 'POST /api/categories', staff, { json: { name: 'Chargers' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your access is limited to the POS and sales. Ask an admin for more.');
    expect((await call(server, 'GET /api/users', staff)).status).toBe(403);
    // Admins are never limited.
    expect((await call(server, 'POST /api/categories', admin, { json: { name: 'Chargers' } })).status).toBe(201);
  });

  it('Staff Access: Own Records is reported to the browser', async () => {
    await call(server, 'PUT /api/settings', admin, { json: { ...settingsBody, staffAccess: 'Own Records' } });
    expect((await call(server, 'GET /api/me', staff)).body).toMatchObject({ access: 'own' });
    expect((await call(server, 'GET /api/me', admin)).body).toMatchObject({ access: 'admin' });
  });
});
