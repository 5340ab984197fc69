import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shopSettings, users } from '../../server/db/schema';
import { recordPayment } from '../../server/services/payments-ledger';
import { DEFAULT_GENERAL_SETTINGS } from '../../src/domain/default-general-settings';
import type { StaffAccess } from '../../src/domain/shop-constants';
import { adminAndStaff } from './catalog-helpers';
import { call, type QueryOf } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';

/** the payments ledger: GET /api/payments with its filters, for the payment report. */
describe.each(drivers)('/api/payments on %s', (driver) => {
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
    bank = (await call(server, 'POST /api/accounts', admin, { json: { accountNumber: 'BANK-001', name: 'Meezan Bank', initialBalance: 500 } })).body._id;
    const staffId = (await server.db.select().from(users).where(eq(users.email, 'staff@example.com')))[0]!.id;
    await call(server, 'POST /api/transfers', admin, { json: { date: '2026-11-02', fromAccount: bank, toAccount: cash, amount: 100 } });
    await server.db.transaction(async (tx) => {
      await recordPayment(tx, { date: '2026-11-05', kind: 'deposit', direction: 'in', method: 'Cheque', methodNumber: 'CHQ-77', amount: 2_500, accountId: bank, userId: staffId });
      await recordPayment(tx, { date: '2026-10-30', kind: 'deposit', direction: 'in', method: 'Card', amount: 1_000, accountId: cash, userId: staffId });
    });
  });

  const setStaffAccess = async (staffAccess: StaffAccess) => {
    const { updatedAt: _updatedAt, ...settings } = DEFAULT_GENERAL_SETTINGS;
    await server.db.insert(shopSettings).values({ id: 1, ...settings, staffAccess }).onConflictDoUpdate({ target: shopSettings.id, set: { staffAccess } });
  };
  const references = (body: { paymentReference: string }[]) => body.map((row) => row.paymentReference);

  it('lists every payment newest first with the Payment row fields of docs/api.md#records-and-their-fields and where the money went', async () => {
    const answer = await call(server, 'GET /api/payments', admin);
    expect(answer.status).toBe(200);
    expect(answer.total).toBe(4);
    expect(answer.body.map((row: { date: string }) => row.date)).toEqual(['2026-11-05', '2026-11-02', '2026-11-02', '2026-10-30']);
    expect(answer.body[0]).toEqual({
      _id: expect.any(String),
      date: '2026-11-05',
      paymentReference: 'PAY-000003',
      saleReference: null,
      purchaseReference: null,
      paidBy: 'Cheque',
      methodNumber: 'CHQ-77',
      amount: 25,
      createdBy: 'Staff',
      account: 'Meezan Bank',
      accountId: bank,
      direction: 'in',
      kind: 'deposit',
      transferReference: null,
      note: '',
    });
    const transferRows = answer.body.filter((row) => row.kind === 'transfer');
    expect(transferRows.map((row) => [row.direction, row.account, row.amount, row.transferReference, row.createdBy]).sort()).toEqual([
      ['in', 'Cash in Hand', 100, 'TR-000001', 'Owner'],
      ['out', 'Meezan Bank', 100, 'TR-000001', 'Owner'],
    ]);
  });

  it('filters by date range, account, method, direction and kind, and pages', async () => {
    const list = async (query: QueryOf<'GET /api/payments'>) => call(server, 'GET /api/payments', admin, { query });
    expect(references((await list({ from: '2026-11-01', to: '2026-11-04' })).body).sort()).toEqual(['PAY-000001', 'PAY-000002']);
    expect(references((await list({ account: bank })).body)).toEqual(['PAY-000003', 'PAY-000001']);
    expect(references((await list({ method: 'Card' })).body)).toEqual(['PAY-000004']);
    expect(references((await list({ direction: 'out' })).body)).toEqual(['PAY-000001']);
    expect(references((await list({ kind: 'deposit', direction: 'in' })).body)).toEqual(['PAY-000003', 'PAY-000004']);
    expect(references((await list({ q: 'tr-000001' })).body).sort()).toEqual(['PAY-000001', 'PAY-000002']);
    const page = await list({ pageSize: 3, page: 2 });
    expect([page.total, references(page.body)]).toEqual([4, ['PAY-000004']]);
    for (const bad of [{ from: 'yesterday' }, { method: 'Bitcoin' }, { direction: 'sideways' }, { kind: 'gift' }, { account: 'BANK-001' }]) {
      const refused = await list(bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.error.details[0].path, JSON.stringify(bad)).toEqual(Object.keys(bad));
    }
  });

  it('shows Own Records staff only the payments they recorded, All Records staff all, and refuses Limited Access', async () => {
    await setStaffAccess('Own Records');
    const own = await call(server, 'GET /api/payments', staff);
    expect([own.total, references(own.body)]).toEqual([2, ['PAY-000003', 'PAY-000004']]);
    await setStaffAccess('All Records');
    expect((await call(server, 'GET /api/payments', staff)).total).toBe(4);
    await setStaffAccess('Limited Access');
    expect((await call(server, 'GET /api/payments', staff)).status).toBe(403);
    expect((await call(server, 'GET /api/payments', '')).status).toBe(401);
    // The ledger itself is untouched by reading it.
    const result = (await server.db.execute(sql`select count(*)::int as n from payments`)) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]!.n).toBe(4);
  });
});
