import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments, transfers } from '../../server/db/schema';
import { ADMIN_ONLY_MESSAGE } from '../../src/domain/access-rules';
import { adminAndStaff } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';

/** Money Transfer: a TR-… document and two payments; never below zero; deleting reverses it. */
describe.each(drivers)('/api/transfers on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let cash: string;
  let bank: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin, staff } = await adminAndStaff(server));
    cash = (await call(server, 'GET /api/accounts/picker', admin)).body[0]._id;
    bank = (await call(server, 'POST /api/accounts', admin, { json: { accountNumber: 'BANK-001', name: 'Meezan Bank', initialBalance: 100 } })).body._id;
  });

  const balanceOf = async (id: string) => (await call(server, 'GET /api/accounts/:id', admin, { params: { id } })).body.balance as number;
  const transfer = (body: Record<string, unknown>) => call(server, 'POST /api/transfers', admin, { json: { date: '2026-11-23', fromAccount: bank, toAccount: cash, amount: 25, ...body } });
  /** Σ in − Σ out of an account's payments, minor units: what the ledger says it gained. */
  const ledgerMovement = async (id: string) => {
    const result = (await server.db.execute(sql`select coalesce(sum(case when direction = 'in' then amount else -amount end), 0)::int as moved from payments where account_id = ${id}`)) as unknown as {
      rows: { moved: number }[];
    };
    return result.rows[0]!.moved;
  };
  const counts = async () => ({ transfers: (await server.db.select().from(transfers)).length, payments: (await server.db.select().from(payments)).length });

  it('POST moves the amount: TR-000001, one payment out of the source and one into the target, both balances follow', async () => {
    const answer = await transfer({ amount: 40.5, note: 'Float for the till' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      date: '2026-11-23',
      referenceNo: 'TR-000001',
      fromAccount: 'Meezan Bank',
      fromAccountId: bank,
      toAccount: 'Cash in Hand',
      toAccountId: cash,
      amount: 40.5,
      note: 'Float for the till',
      createdBy: 'Owner',
    });
    const rows = await server.db.select().from(payments).where(eq(payments.transferId, answer.body._id));
    expect(rows.map((row) => [row.kind, row.direction, row.accountId, row.amount]).sort()).toEqual([
      ['transfer', 'in', cash, 4050],
      ['transfer', 'out', bank, 4050],
    ]);
    expect(await balanceOf(bank)).toBe(59.5);
    expect(await balanceOf(cash)).toBe(40.5);
    expect((await call(server, 'GET /api/transfers/:id', admin, { params: { id: answer.body._id } })).body).toEqual(answer.body);
  });

  it('refuses the same account twice, a zero amount, a missing date and an unknown account (400 under the field), writing nothing', async () => {
    for (const [body, path, message] of [
      [{ toAccount: bank }, ['toAccount'], 'Choose two different accounts.'],
      [{ amount: 0 }, ['amount'], 'Amount must be greater than 0.'],
      [{ amount: -5 }, ['amount'], 'Amount must not be negative.'],
      [{ date: '' }, ['date'], 'This field is required.'],
      [{ date: '2026-02-30' }, ['date'], 'Enter a date (YYYY-MM-DD).'],
      [{ toAccount: '00000000-0000-4000-8000-000000000000' }, ['toAccount'], "There is no account '00000000-0000-4000-8000-000000000000'."],
      [{ fromAccount: 'Meezan Bank' }, ['fromAccount'], "There is no account 'Meezan Bank'."],
    ] as const) {
      const answer = await transfer(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.details[0], JSON.stringify(body)).toEqual({ message, path });
    }
    expect(await counts()).toEqual({ transfers: 0, payments: 0 });
  });

  it('refuses more than the source holds with a 409 naming its balance', async () => {
    const answer = await transfer({ amount: 100.01 });
    expect(answer.status).toBe(409);
    expect(answer.body.error.details).toEqual([{ message: 'The account Meezan Bank holds 100.00, less than 100.01.', path: ['amount'] }]);
    expect(await counts()).toEqual({ transfers: 0, payments: 0 });
    expect((await transfer({ amount: 100 })).status).toBe(201);
    expect(await balanceOf(bank)).toBe(0);
  });

  it('never takes an account below zero under 20 concurrent transfers that together exceed its balance', async () => {
    // 100.00 in the bank; 20 transfers of 7.50 ask for 150.00: exactly 13 fit (97.50).
    const answers = await Promise.all(Array.from({ length: 20 }, () => transfer({ amount: 7.5 })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(13);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(await balanceOf(bank)).toBe(2.5);
    expect(await balanceOf(cash)).toBe(97.5);
    expect(await ledgerMovement(bank)).toBe(-9750);
    expect(await ledgerMovement(cash)).toBe(9750);
    const references = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.referenceNo);
    expect(new Set(references).size).toBe(13);
  });

  it('GET lists transfers newest first with search and paging', async () => {
    const savings = (await call(server, 'POST /api/accounts', admin, { json: { accountNumber: 'SAV-1', name: 'Savings' } })).body._id;
    await transfer({ date: '2026-11-01', amount: 10 });
    await transfer({ date: '2026-11-03', amount: 20, toAccount: savings });
    await transfer({ date: '2026-11-02', amount: 30, note: 'rent' });
    const page = await call(server, 'GET /api/transfers', admin, { query: { pageSize: 2 } });
    expect(page.total).toBe(3);
    expect(page.body.map((row: { referenceNo: string; date: string }) => [row.referenceNo, row.date])).toEqual([
      ['TR-000002', '2026-11-03'],
      ['TR-000003', '2026-11-02'],
    ]);
    expect((await call(server, 'GET /api/transfers', admin, { query: { q: 'savings' } })).body.map((row: { amount: number }) => row.amount)).toEqual([20]);
    expect((await call(server, 'GET /api/transfers', admin, { query: { q: 'RENT' } })).body.map((row: { amount: number }) => row.amount)).toEqual([30]);
    expect((await call(server, 'GET /api/transfers', admin, { query: { q: 'tr-000001' } })).total).toBe(1);
  });

  it('DELETE reverses a transfer: its payments go and both balances return', async () => {
    const made = (await transfer({ amount: 30 })).body._id;
    const answer = await call(server, 'DELETE /api/transfers/:id', admin, { params: { id: made } });
    expect(answer.body).toEqual({ success: true, message: 'Deleted 1 transfer.', deleted: 1 });
    expect(await counts()).toEqual({ transfers: 0, payments: 0 });
    expect(await balanceOf(bank)).toBe(100);
    expect(await balanceOf(cash)).toBe(0);
    expect((await call(server, 'DELETE /api/transfers/:id', admin, { params: { id: made } })).status).toBe(404);
    expect((await call(server, 'GET /api/transfers/:id', admin, { params: { id: made } })).status).toBe(404);
  });

  it('refuses to reverse a transfer whose money the target has sent on (409 naming its balance), and deletes selected ones together', async () => {
    const savings = (await call(server, 'POST /api/accounts', admin, { json: { accountNumber: 'SAV-1', name: 'Savings' } })).body._id;
    const first = (await transfer({ amount: 60 })).body._id;
    const onward = (await transfer({ fromAccount: cash, toAccount: savings, amount: 50 })).body._id;
    const refused = await call(server, 'DELETE /api/transfers/:id', admin, { params: { id: first } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Account 'Cash in Hand' holds 10.00: the transfer cannot be taken back out of it.");
    expect(await counts()).toEqual({ transfers: 2, payments: 4 });
    // Both together: Cash in Hand gets its 50 back while giving up the 60.
    expect((await call(server, 'DELETE /api/transfers', admin, { json: { ids: [first, onward] } })).body.deleted).toBe(2);
    expect([await balanceOf(bank), await balanceOf(cash), await balanceOf(savings)]).toEqual([100, 0, 0]);
  });

  it('is admin-only', async () => {
    const made = (await transfer({})).body._id;
    for (const [name, send] of [
      ['GET /api/transfers', () => call(server, 'GET /api/transfers', staff)],
      ['GET /api/transfers/:id', () => call(server, 'GET /api/transfers/:id', staff, { params: { id: made } })],
      ['POST /api/transfers', () => call(server, 'POST /api/transfers', staff, { json: { date: '2026-11-23', fromAccount: bank, toAccount: cash, amount: 1 } })],
      ['DELETE /api/transfers/:id', () => call(server, 'DELETE /api/transfers/:id', staff, { params: { id: made } })],
      ['DELETE /api/transfers', () => call(server, 'DELETE /api/transfers', staff, { json: { ids: [made] } })],
    ] as const) {
      const answer = await send();
      expect(answer.status, name).toBe(403);
      expect(answer.body.message).toBe(ADMIN_ONLY_MESSAGE);
    }
    expect((await call(server, 'GET /api/transfers', '')).status).toBe(401);
    expect(await counts()).toEqual({ transfers: 1, payments: 2 });
  });
});
