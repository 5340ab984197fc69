import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAndStaff } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { laptopInStock, saleBody } from './sales-helpers';

/** One laptop: 18,500.00 + VAT 15% = 21,275.00 (major units on the wire). */
const LAPTOP = 21275;

/**
 * An edit of a sale made at a till takes its new payments as a checkout at that till would
 * (docs/tills-and-shifts.md#edits-of-a-tills-sale): a payment naming no account goes into the till's
 * account for its method (cash into its drawer's), within the till's open shift when one is open;
 * a draft completed at the till is sold within its open shift; and a completion sent twice with
 * its Idempotency-Key pays once. On both drivers.
 */
describe.each(drivers)('edits of a sale made at a till on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let laptop: string;
  let till1: { _id: string; name: string; code: string; warehouse: string; biller: string };
  let drawer: string;
  let tillCard: string;
  let shopDefault: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin, staff } = await adminAndStaff(server));
    laptop = await laptopInStock(server, admin, 100);
    till1 = (await call(server, 'GET /api/tills', staff)).body[0];
    const account = async (accountNumber: string, name: string) => {
      const made = await call(server, 'POST /api/accounts', admin, { json: { accountNumber, name, initialBalance: 0 } });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body._id as string;
    };
    // The till's own accounts, neither the shop's default account nor General Setting's.
    drawer = await account('DRAWER-1', 'Till 1 drawer');
    tillCard = await account('CARD-1', 'Till 1 card terminal');
    const { biller, warehouse, name, code } = till1;
    const edited = await call(server, 'PUT /api/tills/:id', admin, { params: { id: till1._id }, json: { name, code, warehouse, biller, cashAccount: drawer, methodAccounts: { Card: tillCard } } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    [{ id: shopDefault }] = await rows<{ id: string }>(sql`select id from accounts where is_default`);
  });

  const rows = async <Row>(query: ReturnType<typeof sql>) => ((await server.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const openShift = async () => {
    const opened = await call(server, 'POST /api/tills/:id/shifts', staff, { params: { id: till1._id }, json: { float: 0 } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    return opened.body.shift._id as string;
  };
  const closeShift = async (shift: string, counted: number) => {
    const closed = await call(server, 'POST /api/shifts/:id/close', admin, { params: { id: shift }, json: { counted } });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  };
  const paymentsOf = (saleId: string) =>
    rows<{ method: string; amount: number; account_id: string; shift_id: string | null }>(
      sql`select method, amount::int as amount, account_id, shift_id from payments where sale_id = ${saleId} order by created_at, amount desc`,
    );
  /** The sale form's edit: the sale as it was, with payments added; it names no till. */
  const editInBackOffice = (saleId: string, payments: unknown[], overrides: Record<string, unknown> = {}, key?: string) =>
    call(server, 'PUT /api/sales/:id', admin, { params: { id: saleId }, json: saleBody(laptop, { payments, ...overrides, ...(key ? { idempotencyKey: key } : {}) }) });

  it("a payment an edit adds goes into the till's account for its method and counts in the till's open shift, as at its checkout", async () => {
    const shift = await openShift();
    const sold = await call(server, 'POST /api/sales', staff, { json: saleBody(laptop, { source: 'pos', till: till1._id, payments: [{ method: 'Cash', amount: 1000 }] }) });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);

    const edited = await editInBackOffice(sold.body._id, [{ method: 'Cash', amount: 275 }, { method: 'Card', amount: 20000 }]);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.paymentStatus).toBe('Paid');
    expect(await paymentsOf(sold.body._id)).toEqual([
      { method: 'Cash', amount: 100_000, account_id: drawer, shift_id: shift },
      { method: 'Card', amount: 2_000_000, account_id: tillCard, shift_id: shift },
      { method: 'Cash', amount: 27_500, account_id: drawer, shift_id: shift },
    ]);
    const x = await call(server, 'GET /api/shifts/:id/report', staff, { params: { id: shift } });
    expect(x.body).toMatchObject({
      expectedCash: 1275,
      byMethod: [
        { method: 'Card', count: 1, amount: 20000 },
        { method: 'Cash', count: 2, amount: 1275 },
      ],
    });
  });

  it("with the till's shift closed an added payment still goes into the till's accounts, in no shift; a back-office sale's goes into the shop's", async () => {
    const shift = await openShift();
    const sold = await call(server, 'POST /api/sales', staff, { json: saleBody(laptop, { source: 'pos', till: till1._id, payments: [{ method: 'Cash', amount: 1000 }] }) });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    await closeShift(shift, 1000);

    const edited = await editInBackOffice(sold.body._id, [{ method: 'Cash', amount: 275 }, { method: 'Card', amount: 20000 }]);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await paymentsOf(sold.body._id)).slice(1)).toEqual([
      { method: 'Card', amount: 2_000_000, account_id: tillCard, shift_id: null },
      { method: 'Cash', amount: 27_500, account_id: drawer, shift_id: null },
    ]);
    // The closed shift's Z report is as it was at the close.
    expect((await call(server, 'GET /api/shifts/:id/report', staff, { params: { id: shift } })).body).toMatchObject({ kind: 'Z', expectedCash: 1000 });

    const office = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop) });
    expect(office.status, JSON.stringify(office.body)).toBe(201);
    expect((await editInBackOffice(office.body._id, [{ method: 'Cash', amount: 100 }])).status).toBe(200);
    expect(await paymentsOf(office.body._id)).toEqual([{ method: 'Cash', amount: 10_000, account_id: shopDefault, shift_id: null }]);
  });

  it('a draft completed at the till in a later shift is sold within that shift, its payments on the till\u2019s accounts', async () => {
    const first = await openShift();
    const draft = await call(server, 'POST /api/sales', staff, { json: saleBody(laptop, { source: 'pos', till: till1._id, saleStatus: 'Pending', payments: [] }) });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    await closeShift(first, 0);
    const second = await openShift();

    const completed = await call(server, 'PUT /api/sales/:id', staff, { params: { id: draft.body._id }, json: saleBody(laptop, { source: 'pos', till: till1._id, payments: [{ method: 'Card', amount: LAPTOP }] }) });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(await paymentsOf(draft.body._id)).toEqual([{ method: 'Card', amount: LAPTOP * 100, account_id: tillCard, shift_id: second }]);
    expect((await call(server, 'GET /api/shifts/:id/report', staff, { params: { id: second } })).body).toMatchObject({ sales: { count: 1, amount: LAPTOP }, byMethod: [{ method: 'Card', count: 1, amount: LAPTOP }] });
  });

  it('a completion sent twice with its Idempotency-Key, one after the other and at once, pays once', async () => {
    await openShift();
    const draft = async () => {
      const made = await call(server, 'POST /api/sales', staff, { json: saleBody(laptop, { source: 'pos', till: till1._id, saleStatus: 'Pending', payments: [] }) });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body._id as string;
    };
    // Part paid, so a second payment of the same amount would fit under what is due.
    const complete = (id: string, key: string) =>
      call(server, 'PUT /api/sales/:id', staff, { params: { id }, json: saleBody(laptop, { source: 'pos', till: till1._id, payments: [{ method: 'Cash', amount: 5000 }], idempotencyKey: key }) });

    const once = await draft();
    const first = await complete(once, 'pos-completion-0001');
    const again = await complete(once, 'pos-completion-0001');
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    expect(await paymentsOf(once)).toHaveLength(1);

    const racing = await draft();
    const answers = await Promise.all([complete(racing, 'pos-completion-0002'), complete(racing, 'pos-completion-0002')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await paymentsOf(racing)).toHaveLength(1);
    expect(answers[0]!.body.paid).toBe(5000);
  });
});
