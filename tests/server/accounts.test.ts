import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, shopSettings } from '../../server/db/schema';
import { DEFAULT_GENERAL_SETTINGS } from '../../src/domain/default-general-settings';
import { ADMIN_ONLY_MESSAGE } from '../../src/domain/access-rules';
import { adminAndStaff } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';

/** Cash accounts, their balances from the ledger, the Default toggle and the picker. */
describe.each(drivers)('/api/accounts on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin, staff } = await adminAndStaff(server));
  });

  const addAccount = async (accountNumber: string, name: string, initialBalance = 0, note = '') => {
    const answer = await call(server, 'POST /api/accounts', admin, { json: { accountNumber, name, initialBalance, note } });
    expect(answer.status).toBe(201);
    return answer.body._id as string;
  };
  const accountCount = async () => (await server.db.select().from(accounts)).length;
  const defaults = async () => (await server.db.select().from(accounts).where(eq(accounts.isDefault, true))).map((row) => row.name);

  it('POST /api/accounts adds an account and answers it with _id, isDefault and its balance', async () => {
    const answer = await call(server, 'POST /api/accounts', admin, { json: { accountNumber: 'BANK-001', name: 'Meezan Bank', initialBalance: 2500.5, note: 'Main branch' } });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ accountNumber: 'BANK-001', name: 'Meezan Bank', initialBalance: 2500.5, note: 'Main branch', isDefault: false, balance: 2500.5 });
    expect(answer.body._id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await server.db.select().from(accounts).where(eq(accounts.id, answer.body._id));
    expect(row!.initialBalance).toBe(250_050);
  });

  it('POST /api/accounts refuses missing accountNumber and name with the message of docs/screens.md#accounting under each, writing nothing', async () => {
    const before = await accountCount();
    const answer = await call(server, 'POST /api/accounts', admin, { json: { accountNumber: ' ', initialBalance: 10 } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toEqual([
      { message: 'This field is required.', path: ['accountNumber'] },
      { message: 'This field is required.', path: ['name'] },
    ]);
    expect(await accountCount()).toBe(before);
  });

  it('POST /api/accounts refuses the old accountNo field, a negative or 3-decimal balance', async () => {
    expect((await call(server, 'POST /api/accounts', admin, { json: { accountNo: 'A-1', name: 'X' } })).status).toBe(400);
    expect((await call(server, 'POST /api/accounts', admin, { json: { accountNumber: 'A-1', name: 'X', initialBalance: -1 } })).body.error.details[0].path).toEqual(['initialBalance']);
    expect((await call(server, 'POST /api/accounts', admin, { json: { accountNumber: 'A-1', name: 'X', initialBalance: 1.005 } })).status).toBe(400);
  });

  it('refuses an account number another account has (any case) with a 409 under accountNumber', async () => {
    const bank = await addAccount('BANK-001', 'Meezan Bank');
    const duplicate = await call(server, 'POST /api/accounts', admin, { json: { accountNumber: 'bank-001', name: 'Other' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.details).toEqual([{ message: "An account numbered 'bank-001' already exists.", path: ['accountNumber'] }]);
    const other = await addAccount('BANK-002', 'HBL');
    const renumbered = await call(server, 'PUT /api/accounts/:id', admin, { params: { id: other }, json: { accountNumber: 'BANK-001', name: 'HBL' } });
    expect(renumbered.status).toBe(409);
    expect(renumbered.body.error.details[0].path).toEqual(['accountNumber']);
    expect((await call(server, 'GET /api/accounts/:id', admin, { params: { id: bank } })).body.accountNumber).toBe('BANK-001');
  });

  it('GET /api/accounts lists accounts with balances, searches number, name and note, pages, and answers the footer totals', async () => {
    await addAccount('BANK-001', 'Meezan Bank', 1000, 'salary');
    await addAccount('BANK-002', 'HBL', 250.25);
    await addAccount('PETTY', 'Petty cash', 0, 'drawer');
    const all = await call(server, 'GET /api/accounts', admin, { query: { pageSize: 2 } });
    expect(all.status).toBe(200);
    expect(all.total).toBe(4);
    expect(JSON.parse(all.headers.get('x-account-totals')!)).toEqual({ initialBalance: 1250.25, balance: 1250.25 });
    const page = all.body;
    expect(page.map((row) => row.name)).toEqual(['Cash in Hand', 'HBL']);
    expect(page[0]).toMatchObject({ isDefault: true, balance: 0, note: '' });

    for (const [q, names] of [
      ['bank-00', ['HBL', 'Meezan Bank']],
      ['petty', ['Petty cash']],
      ['SALARY', ['Meezan Bank']],
    ] as const) {
      const found = await call(server, 'GET /api/accounts', admin, { query: { q } });
      expect(found.body.map((row) => row.name)).toEqual(names);
      if (q === 'SALARY') expect(JSON.parse(found.headers.get('x-account-totals')!)).toEqual({ initialBalance: 1000, balance: 1000 });
    }
  });

  it('keeps the list, get and writes admin-only and gives every member the picker, default first', async () => {
    const bank = await addAccount('BANK-001', 'Meezan Bank');
    for (const [name, send] of [
      ['GET /api/accounts', () => call(server, 'GET /api/accounts', staff)],
      ['GET /api/accounts/:id', () => call(server, 'GET /api/accounts/:id', staff, { params: { id: bank } })],
      ['POST /api/accounts', () => call(server, 'POST /api/accounts', staff, { json: { accountNumber: 'X', name: 'X' } })],
      ['PUT /api/accounts/:id', () => call(server, 'PUT /api/accounts/:id', staff, { params: { id: bank }, json: { accountNumber: 'X', name: 'X' } })],
      ['PUT /api/accounts/:id/default', () => call(server, 'PUT /api/accounts/:id/default', staff, { params: { id: bank }, json: { isDefault: true } })],
      ['DELETE /api/accounts/:id', () => call(server, 'DELETE /api/accounts/:id', staff, { params: { id: bank } })],
    ] as const) {
      const answer = await send();
      expect(answer.status, name).toBe(403);
      expect(answer.body.message).toBe(ADMIN_ONLY_MESSAGE);
    }
    expect((await call(server, 'GET /api/accounts', '')).status).toBe(401);
    const { updatedAt: _updatedAt, ...settings } = DEFAULT_GENERAL_SETTINGS;
    await server.db.insert(shopSettings).values({ id: 1, ...settings, staffAccess: 'Limited Access' }).onConflictDoUpdate({ target: shopSettings.id, set: { staffAccess: 'Limited Access' } });
    const picker = await call(server, 'GET /api/accounts/picker', staff);
    expect(picker.status).toBe(200);
    expect(picker.body).toEqual([
      { _id: expect.any(String), name: 'Cash in Hand', accountNumber: expect.any(String), isDefault: true },
      { _id: bank, name: 'Meezan Bank', accountNumber: 'BANK-001', isDefault: false },
    ]);
  });

  it('GET and PUT /api/accounts/{id}: 404 for no such account, the whole record replaced otherwise', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(server, 'GET /api/accounts/:id', admin, { params: { id: missing } })).status).toBe(404);
    expect((await call(server, 'GET /api/accounts/:id', admin, { params: { id: 'not-an-id' } })).body.message).toBe('Account not found.');
    expect((await call(server, 'PUT /api/accounts/:id', admin, { params: { id: missing }, json: { accountNumber: 'A', name: 'A' } })).status).toBe(404);
    const bank = await addAccount('BANK-001', 'Meezan Bank', 100, 'old note');
    const saved = await call(server, 'PUT /api/accounts/:id', admin, { params: { id: bank }, json: { accountNumber: 'BANK-9', name: 'Meezan', initialBalance: 300 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ _id: bank, accountNumber: 'BANK-9', name: 'Meezan', initialBalance: 300, note: '', balance: 300, isDefault: false });
  });

  it('refuses an initial balance lower than what the account has already sent out (409 under initialBalance)', async () => {
    const bank = await addAccount('BANK-001', 'Meezan Bank', 100);
    const cash = (await call(server, 'GET /api/accounts/picker', admin)).body[0]._id;
    expect((await call(server, 'POST /api/transfers', admin, { json: { date: '2026-11-23', fromAccount: bank, toAccount: cash, amount: 60 } })).status).toBe(201);
    const refused = await call(server, 'PUT /api/accounts/:id', admin, { params: { id: bank }, json: { accountNumber: 'BANK-001', name: 'Meezan Bank', initialBalance: 59.99 } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toEqual([{ message: "Account 'Meezan Bank' has sent out 60.00 more than it received: its initial balance cannot be below that.", path: ['initialBalance'] }]);
    const lowered = await call(server, 'PUT /api/accounts/:id', admin, { params: { id: bank }, json: { accountNumber: 'BANK-001', name: 'Meezan Bank', initialBalance: 60 } });
    expect(lowered.body).toMatchObject({ initialBalance: 60, balance: 0 });
  });

  describe('the Default toggle', () => {
    it('turning one on turns the others off; turning the default off leaves none', async () => {
      const bank = await addAccount('BANK-001', 'Meezan Bank');
      const on = await call(server, 'PUT /api/accounts/:id/default', admin, { params: { id: bank }, json: { isDefault: true } });
      expect(on.status).toBe(200);
      expect(on.body).toMatchObject({ _id: bank, isDefault: true });
      expect(await defaults()).toEqual(['Meezan Bank']);
      const off = await call(server, 'PUT /api/accounts/:id/default', admin, { params: { id: bank }, json: { isDefault: false } });
      expect(off.body.isDefault).toBe(false);
      expect(await defaults()).toEqual([]);
    });

    it('refuses a body without isDefault (400) and an unknown account (404)', async () => {
      const bank = await addAccount('BANK-001', 'Meezan Bank');
      const bad = await call(server, 'PUT /api/accounts/:id/default', admin, { params: { id: bank }, json: {} });
      expect(bad.status).toBe(400);
      expect(bad.body.error.details[0].path).toEqual(['isDefault']);
      expect((await call(server, 'PUT /api/accounts/:id/default', admin, { params: { id: '00000000-0000-4000-8000-000000000000' }, json: { isDefault: true } })).status).toBe(404);
      expect(await defaults()).toEqual(['Cash in Hand']);
    });

    it('leaves exactly one default when concurrent requests make different accounts default', async () => {
      const ids = [await addAccount('A-1', 'Alpha'), await addAccount('B-1', 'Bravo'), await addAccount('C-1', 'Charlie'), await addAccount('D-1', 'Delta')];
      for (let round = 0; round < 3; round += 1) {
        const answers = await Promise.all(ids.map((id) => call(server, 'PUT /api/accounts/:id/default', admin, { params: { id }, json: { isDefault: true } })));
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
        const left = await defaults();
        expect(left).toHaveLength(1);
        expect(['Alpha', 'Bravo', 'Charlie', 'Delta']).toContain(left[0]);
      }
    });
  });

  describe('delete', () => {
    it('deletes an unused account, one or selected, and 404s for one that is not there', async () => {
      const first = await addAccount('A-1', 'Alpha');
      const second = await addAccount('B-1', 'Bravo');
      const third = await addAccount('C-1', 'Charlie');
      expect((await call(server, 'DELETE /api/accounts/:id', admin, { params: { id: first } })).body).toEqual({ success: true, message: 'Deleted 1 account.', deleted: 1 });
      expect((await call(server, 'DELETE /api/accounts/:id', admin, { params: { id: first } })).status).toBe(404);
      expect((await call(server, 'DELETE /api/accounts', admin, { json: { ids: [second, third] } })).body.deleted).toBe(2);
      expect(await accountCount()).toBe(1);
    });

    it('refuses (409, saying why) to delete an account with payments or transfers, and deletes none of a selection', async () => {
      const bank = await addAccount('BANK-001', 'Meezan Bank', 100);
      const spare = await addAccount('SPARE', 'Spare');
      const cash = (await call(server, 'GET /api/accounts/picker', admin)).body[0]._id;
      await call(server, 'POST /api/transfers', admin, { json: { date: '2026-11-23', fromAccount: bank, toAccount: cash, amount: 10 } });
      await server.db.execute(sql`insert into payments (reference, date, kind, direction, method, amount, account_id) values ('PAY-900001', '2026-11-23', 'deposit', 'in', 'Cash', 500, ${bank})`);
      const refused = await call(server, 'DELETE /api/accounts/:id', admin, { params: { id: bank } });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("Account 'Meezan Bank' has 1 payment and 1 transfer: it cannot be deleted while they exist.");
      const selection = await call(server, 'DELETE /api/accounts', admin, { json: { ids: [spare, cash] } });
      expect(selection.status).toBe(409);
      expect(selection.body.error.details).toEqual([{ message: "Account 'Cash in Hand' has 1 transfer: it cannot be deleted while they exist.", path: ['ids', 1] }]);
      expect(await accountCount()).toBe(3);
    });
  });
});
