import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { shopSettings } from '../../server/db/schema';
import { drivers, jsonRequest, logIn, signUp, signUpApproved, placeUpload, startTestServer, type TestServer } from './harness';

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
  const call = (method: string, path: string, token: string, body?: unknown) => server.app.request(path, jsonRequest(method, body, token));

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
    const response = await call('GET', '/api/settings', staff);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ systemTitle: 'ShopDesk', currency: 'Pakistani Rupee', currencyPosition: 'Prefix', staffAccess: 'All Records', dateFormat: 'dd-mm-yyyy', timeZone: 'Asia/Karachi' });
  });

  it('PUT /api/settings saves General Setting for an admin, and later reads see it', async () => {
    const saved = await call('PUT', '/api/settings', admin, settingsBody);
    expect(saved.status).toBe(200);
    expect((await saved.json()).settings).toMatchObject({ currency: 'US Dollar', currencyPosition: 'Suffix', systemLogo: logo });
    expect(await (await call('GET', '/api/settings', staff)).json()).toMatchObject({ systemTitle: 'Karachi Electronics', dateFormat: 'yyyy-mm-dd' });
  });

  it("PUT /api/settings saves the receipt's address, phone and footer; a body without them keeps them, a bad phone is refused", async () => {
    const receipt = { shopAddress: '12 Tariq Road\nKarachi', shopPhone: '+92 21 3456 7890', receiptFooter: 'No refunds after 7 days.\nThank you!' };
    expect((await call('PUT', '/api/settings', admin, { ...settingsBody, ...receipt })).status).toBe(200);
    expect(await (await call('GET', '/api/settings', staff)).json()).toMatchObject(receipt);
    // A client that does not know the receipt's fields (an older form, a script) leaves them as they were.
    expect((await call('PUT', '/api/settings', admin, { ...settingsBody, systemTitle: 'Renamed' })).status).toBe(200);
    expect(await (await call('GET', '/api/settings', staff)).json()).toMatchObject({ systemTitle: 'Renamed', ...receipt });
    // Sent blank, they are cleared.
    expect((await call('PUT', '/api/settings', admin, { ...settingsBody, shopAddress: '', shopPhone: ' ', receiptFooter: '' })).status).toBe(200);
    expect(await (await call('GET', '/api/settings', staff)).json()).toMatchObject({ shopAddress: '', shopPhone: '', receiptFooter: '' });
    // The cash count's threshold: 0.00 until set, saved in major units, kept when left out, never below 0.
    expect(await (await call('GET', '/api/settings', staff)).json()).toMatchObject({ cashVarianceThreshold: 0 });
    expect((await call('PUT', '/api/settings', admin, { ...settingsBody, cashVarianceThreshold: 2.5 })).status).toBe(200);
    expect((await call('PUT', '/api/settings', admin, settingsBody)).status).toBe(200);
    expect(await (await call('GET', '/api/settings', staff)).json()).toMatchObject({ cashVarianceThreshold: 2.5 });
    expect((await call('PUT', '/api/settings', admin, { ...settingsBody, cashVarianceThreshold: -1 })).status).toBe(400);
    const bad = await call('PUT', '/api/settings', admin, { ...settingsBody, shopPhone: 'call us', shopAddress: 'a'.repeat(201) });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.details.map((detail: { path: string[] }) => detail.path[0]).sort()).toEqual(['shopAddress', 'shopPhone']);
  });

  it('PUT /api/settings refuses staff with 403 and a missing required field with 400, writing nothing', async () => {
    expect((await call('PUT', '/api/settings', staff, settingsBody)).status).toBe(403);
    const { systemLogo: _logo, ...withoutLogo } = settingsBody;
    const missing = await call('PUT', '/api/settings', admin, withoutLogo);
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.details).toContainEqual({ message: 'This field is required.', path: ['systemLogo'] });
    const unknown = await call('PUT', '/api/settings', admin, { ...settingsBody, theme: 'dark' });
    expect(unknown.status).toBe(400);
    const [{ value }] = await server.db.select({ value: count() }).from(shopSettings);
    expect(value).toBe(0);
  });

  it('PUT /api/profile updates the name shown in /api/me and refuses a taken email with 409', async () => {
    const updated = await call('PUT', '/api/profile', staff, { userName: 'Bilal Ahmed', email: 'bilal.ahmed@example.com', phoneNumber: '+92 300 1234567', companyName: 'Karachi Electronics' });
    expect(updated.status).toBe(200);
    expect((await updated.json()).profile).toMatchObject({ userName: 'Bilal Ahmed', phoneNumber: '+92 300 1234567' });
    expect(await (await call('GET', '/api/me', staff)).json()).toMatchObject({ name: 'Bilal Ahmed', email: 'bilal.ahmed@example.com' });
    const taken = await call('PUT', '/api/profile', staff, { userName: 'Bilal', email: 'OWNER@example.com', phoneNumber: '0300 1234567' });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.details[0]).toEqual({ message: 'Another account already uses this email.', path: ['email'] });
    const blank = await call('PUT', '/api/profile', staff, { userName: ' ', email: 'x@example.com', phoneNumber: '' });
    expect(blank.status).toBe(400);
  });

  it('PUT /api/me/language stores the language with the account: /api/me and the next sign-in bring it, on another browser too', async () => {
    expect(await (await call('GET', '/api/me', staff)).json()).toMatchObject({ language: 'en' });
    const chosen = await call('PUT', '/api/me/language', staff, { language: 'ur' });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toEqual({ language: 'ur' });
    expect(await (await call('GET', '/api/me', staff)).json()).toMatchObject({ language: 'ur' });
    const login = await server.app.request('/auth/login', jsonRequest('POST', { email: 'bilal@example.com', password: 'counter-pass-1' }));
    expect((await login.json()).user).toMatchObject({ language: 'ur' });
    // One person's choice is theirs alone.
    expect(await (await call('GET', '/api/me', admin)).json()).toMatchObject({ language: 'en' });
  });

  it('PUT /api/me/language refuses a language ShopDesk does not speak (400) and other fields, writing nothing', async () => {
    for (const body of [{ language: 'fr' }, { language: 'ur', name: 'x' }, {}]) {
      const refused = await call('PUT', '/api/me/language', staff, body);
      expect(refused.status).toBe(400);
    }
    expect((await (await call('PUT', '/api/me/language', staff, { language: 'fr' })).json()).error.details[0].message).toBe('Choose English or Urdu.');
    expect(await (await call('GET', '/api/me', staff)).json()).toMatchObject({ language: 'en' });
    expect((await server.app.request('/api/me/language', jsonRequest('PUT', { language: 'ur' }))).status).toBe(401);
  });

  it('PUT /api/profile/password checks the current password and that New and Confirm match', async () => {
    const wrong = await call('PUT', '/api/profile/password', staff, { currentPassword: 'nope-nope-1', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.details[0]).toEqual({ message: 'The current password is wrong.', path: ['currentPassword'] });
    const differ = await call('PUT', '/api/profile/password', staff, { currentPassword: 'counter-pass-1', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pasz' });
    expect(differ.status).toBe(400);
    expect((await differ.json()).error.details[0]).toEqual({ message: 'New Password and Confirm Password do not match.', path: ['confirmPassword'] });
    const short = await call('PUT', '/api/profile/password', staff, { currentPassword: 'counter-pass-1', newPassword: 'short', confirmPassword: 'short' });
    expect(short.status).toBe(400);
    expect(await logIn(server.app, 'bilal@example.com')).toEqual(expect.any(String));
  });

  it('a password change ends the other sessions, keeps this one, and the new password logs in', async () => {
    const otherBrowser = await logIn(server.app, 'bilal@example.com');
    const changed = await call('PUT', '/api/profile/password', staff, { currentPassword: 'counter-pass-1', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/api/me', staff)).status).toBe(200);
    expect((await call('GET', '/api/me', otherBrowser)).status).toBe(401);
    const oldPassword = await server.app.request('/auth/login', jsonRequest('POST', { email: 'bilal@example.com', password: 'counter-pass-1' }));
    expect(oldPassword.status).toBe(401);
    expect(await logIn(server.app, 'bilal@example.com', 'brand-new-pass')).toEqual(expect.any(String));
  });

  it('an admin lists the accounts and changes a role, which ends that member\'s sessions', async () => {
    const list = await call('GET', '/api/users?pageSize=10', admin);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('2');
    const members = await list.json();
    const bilal = members.find((member: { email: string }) => member.email === 'bilal@example.com');
    expect(bilal).toMatchObject({ name: 'Bilal', role: 'staff' });
    const promoted = await call('PUT', `/api/users/${bilal._id}/role`, admin, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect((await promoted.json()).user.role).toBe('admin');
    expect((await call('GET', '/api/me', staff)).status).toBe(401);
    const again = await logIn(server.app, 'bilal@example.com');
    expect(await (await call('GET', '/api/me', again)).json()).toMatchObject({ role: 'admin', access: 'admin' });
  });

  it('refuses to demote the last admin (409), and staff may not manage users (403)', async () => {
    const [owner] = (await (await call('GET', '/api/users?q=owner', admin)).json()) as { _id: string }[];
    const demote = await call('PUT', `/api/users/${owner._id}/role`, admin, { role: 'staff' });
    expect(demote.status).toBe(409);
    expect((await demote.json()).message).toBe('The shop needs at least one admin: make someone else admin first.');
    expect((await call('GET', '/api/users', staff)).status).toBe(403);
    expect((await call('PUT', `/api/users/${owner._id}/role`, staff, { role: 'staff' })).status).toBe(403);
    expect((await call('PUT', '/api/users/not-an-id/role', admin, { role: 'staff' })).status).toBe(404);
    expect((await call('PUT', `/api/users/${owner._id}/role`, admin, { role: 'owner' })).status).toBe(400);
  });

  it('Staff Access: Limited Access keeps staff to the POS and sales on the server', async () => {
    expect(await (await call('GET', '/api/me', staff)).json()).toMatchObject({ access: 'all' });
    expect((await call('POST', '/api/categories', staff, { name: 'Cables' })).status).toBe(201);
    await call('PUT', '/api/settings', admin, { ...settingsBody, staffAccess: 'Limited Access' });
    expect(await (await call('GET', '/api/me', staff)).json()).toMatchObject({ access: 'limited' });
    expect((await call('GET', '/api/products', staff)).status).toBe(200);
    expect((await call('GET', '/api/settings', staff)).status).toBe(200);
    const refused = await call('POST', '/api/categories', staff, { name: 'Chargers' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('Your access is limited to the POS and sales. Ask an admin for more.');
    expect((await call('GET', '/api/users', staff)).status).toBe(403);
    // Admins are never limited.
    expect((await call('POST', '/api/categories', admin, { name: 'Chargers' })).status).toBe(201);
  });

  it('Staff Access: Own Records is reported to the browser', async () => {
    await call('PUT', '/api/settings', admin, { ...settingsBody, staffAccess: 'Own Records' });
    expect(await (await call('GET', '/api/me', staff)).json()).toMatchObject({ access: 'own' });
    expect(await (await call('GET', '/api/me', admin)).json()).toMatchObject({ access: 'admin' });
  });
});
