import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, payments, purchases, shopSettings, stockMovements } from '../../server/db/schema';
import { accountBalances } from '../../server/services/payments-ledger';
import { moveStock } from '../../server/services/stock-ledger';
import { DEFAULT_GENERAL_SETTINGS } from '../../src/domain/default-general-settings';
import { adminAndStaff } from './catalog-helpers';
import { call, type QueryOf } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { ledgerSum, onHand, purchaseBody, purchaseCatalog } from './purchase-helpers';

async function purchaseCounts(server: TestServer) {
  const result = (await server.db.execute(
    sql`select (select count(*)::int from purchases) as purchases, (select count(*)::int from purchase_lines) as lines, (select count(*)::int from stock_movements) as movements, (select count(*)::int from payments) as payments`,
  )) as unknown as { rows: Record<string, number>[] };
  return result.rows[0];
}

describe.each(drivers)('/api/purchase on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let ids: Awaited<ReturnType<typeof purchaseCatalog>>;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin, staff } = await adminAndStaff(server));
    ids = await purchaseCatalog(server, admin);
  });

  const laptopStock = () => onHand(server, ids.laptopId, ids.mainId);
  // Money out never overdraws an account (docs/money-and-payments.md, "Money out"): the default
  // account holds 1,000.00 before a test pays a supplier from it.
  const fundDefaultAccount = () => server.db.update(accounts).set({ initialBalance: 100_000 }).where(eq(accounts.isDefault, true));

  it('posts a received purchase: PR-000001, totals from the lines, stock into the warehouse, Due', async () => {
    const created = await call(server, 'POST /api/purchase', staff, { json: purchaseBody({ orderTax: 10, discount: 3, shippingCost: 5.5, note: 'First order', total: 255.5 }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      _id: expect.any(String),
      reference: 'PR-000001',
      warehouse: 'Main',
      warehouseId: ids.mainId,
      supplier: 'Karachi Traders',
      supplierId: ids.supplierId,
      purchaseStatus: 'Received',
      orderTax: 10,
      orderTaxAmount: 23,
      discount: 3,
      shippingCost: 5.5,
      note: 'First order',
      linesTotal: 230,
      // 230 + 23 − 3 + 5.5
      total: 255.5,
      paid: 0,
      due: 255.5,
      paymentStatus: 'Due',
      createdAt: expect.any(String),
    });
    expect(created.body.products).toEqual([
      { _id: expect.any(String), productId: ids.laptopId, productName: 'Dell Inspiron 15 Laptop', productCode: 'DL-INS15', variantId: null, variant: null, variantCode: null, quantity: 2, productCost: 100, discount: 0, taxRate: 15, tax: 30, subTotal: 230 },
    ]);
    expect(await laptopStock()).toBe(2);
    const product = await call(server, 'GET /api/products/:id', admin, { params: { id: ids.laptopId } });
    expect(product.body.quantity).toBe(2);
    const movements = await server.db.select().from(stockMovements).where(eq(stockMovements.productId, ids.laptopId));
    expect(movements.map((m) => [m.delta, m.reason, m.reference])).toEqual([[2, 'purchase', 'PR-000001']]);
    const read = await call(server, 'GET /api/purchase/:id', admin, { params: { id: created.body._id } });
    expect(read.body).toEqual(created.body);
  });

  it('takes the warehouse and supplier by id, products by id, a line discount and tax rate of its own', async () => {
    const created = await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ warehouse: ids.mainId, supplier: ids.supplierId, products: [{ productId: ids.mouseId, quantity: 3, productCost: 4.5, discount: 1.5, taxRate: 5, tax: 0.6, subTotal: 12.6 }] }) });
    expect(created.status).toBe(201);
    // 3 × 4.50 − 1.50 = 12.00, 5% tax 0.60.
    expect(created.body.products[0]).toMatchObject({ productCode: 'MS-1', quantity: 3, discount: 1.5, taxRate: 5, tax: 0.6, subTotal: 12.6 });
    expect(created.body.total).toBe(12.6);
  });

  it.each([
    ['no warehouse', { warehouse: undefined }, ['warehouse'], 'Please select a warehouse'],
    ['a blank warehouse', { warehouse: ' ' }, ['warehouse'], 'Please select a warehouse'],
    ['an unknown warehouse', { warehouse: 'Attic' }, ['warehouse'], "There is no warehouse 'Attic'."],
    ['an unknown supplier', { supplier: 'Nobody' }, ['supplier'], "There is no supplier 'Nobody'."],
    ['no lines', { products: [] }, ['products'], 'Please add at least one product.'],
    ['an unknown product code', { products: [{ productCode: 'NOPE', quantity: 1, productCost: 1 }] }, ['products', 0, 'productCode'], "There is no product with the code 'NOPE'."],
    ['a quantity of 0', { products: [{ productCode: 'DL-INS15', quantity: 0, productCost: 1 }] }, ['products', 0, 'quantity'], 'Quantity must be a whole number of at least 1.'],
    ['a negative shipping cost', { shippingCost: -1 }, ['shippingCost'], expect.any(String)],
    ['three decimals', { discount: 0.001 }, ['discount'], expect.any(String)],
    ['a grand total that disagrees', { total: 231 }, ['total'], 'The grand total should be 230.00, not 231.00.'],
    [
      'a line subtotal that disagrees',
      { products: [{ productCode: 'DL-INS15', quantity: 2, productCost: 100, subTotal: 200 }] },
      ['products', 0, 'subTotal'],
      'The subtotal of this line should be 230.00, not 200.00.',
    ],
    ['a line discount above the line', { products: [{ productCode: 'DL-INS15', quantity: 1, productCost: 10, discount: 11 }] }, ['products', 0, 'discount'], 'The line discount is more than the line amount.'],
    ['a discount above the order', { discount: 500 }, ['discount'], 'The discount is more than the order amount.'],
    ['an unknown status', { purchaseStatus: 'Lost' }, ['purchaseStatus'], expect.any(String)],
    ['an unknown field', { paidBy: 'cash' }, expect.any(Array), expect.any(String)],
  ])('refuses %s with a 400 under the field and writes nothing', async (_name, overrides, path, message) => {
    const before = await purchaseCounts(server);
    const answer = await call(server, 'POST /api/purchase', admin, { json: purchaseBody(overrides) });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.error.details[0]).toEqual({ message, path });
    expect(await purchaseCounts(server)).toEqual(before);
  });

  it('moves nothing for Pending and Ordered; a change of status moves what it should', async () => {
    const created = await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ purchaseStatus: 'Pending' }) });
    expect(created.status).toBe(201);
    expect(await laptopStock()).toBe(0);
    const id = created.body._id;
    const received = await call(server, 'PUT /api/purchase/:id', admin, { params: { id }, json: purchaseBody({ purchaseStatus: 'Received' }) });
    expect(received.status).toBe(200);
    expect(await laptopStock()).toBe(2);
    const ordered = await call(server, 'PUT /api/purchase/:id', admin, { params: { id }, json: purchaseBody({ purchaseStatus: 'Ordered' }) });
    expect(ordered.body.purchaseStatus).toBe('Ordered');
    expect(await laptopStock()).toBe(0);
    expect(await ledgerSum(server, ids.laptopId, ids.mainId)).toBe(0);
  });

  it('moves only the difference when a received purchase is edited, and follows a change of warehouse', async () => {
    const id = (await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ products: [{ productCode: 'DL-INS15', quantity: 5, productCost: 100 }] }) })).body._id;
    const edited = await call(server, 'PUT /api/purchase/:id', admin, { params: { id }, json: purchaseBody({ products: [{ productCode: 'DL-INS15', quantity: 3, productCost: 100 }, { productCode: 'MS-1', quantity: 4, productCost: 4.5 }] }) });
    expect(edited.status).toBe(200);
    expect(edited.body.reference).toBe('PR-000001');
    expect(edited.body.products.map((line: { productCode: string; quantity: number }) => [line.productCode, line.quantity])).toEqual([
      ['DL-INS15', 3],
      ['MS-1', 4],
    ]);
    expect(await laptopStock()).toBe(3);
    expect(await onHand(server, ids.mouseId, ids.mainId)).toBe(4);
    const movements = await server.db.select().from(stockMovements).where(eq(stockMovements.productId, ids.laptopId));
    expect(movements.map((m) => m.delta).sort()).toEqual([-2, 5]);

    const moved = await call(server, 'PUT /api/purchase/:id', admin, { params: { id }, json: purchaseBody({ warehouse: 'Secondary', products: [{ productCode: 'DL-INS15', quantity: 3, productCost: 100 }] }) });
    expect(moved.body.warehouse).toBe('Secondary');
    expect(await laptopStock()).toBe(0);
    expect(await onHand(server, ids.mouseId, ids.mainId)).toBe(0);
    const secondary = (await call(server, 'GET /api/warehouses', admin, { query: { q: 'Secondary' } })).body[0]._id;
    expect(await onHand(server, ids.laptopId, secondary)).toBe(3);
  });

  it('refuses with 409 an edit or a delete that would take back stock sold meanwhile, and changes nothing', async () => {
    const id = (await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ products: [{ productCode: 'DL-INS15', quantity: 5, productCost: 100 }] }) })).body._id;
    await server.db.transaction((tx) => moveStock(tx, [{ productId: ids.laptopId, warehouseId: ids.mainId, delta: -4 }], { reason: 'sale', reference: 'SL-000001', userId: null }));
    const before = await purchaseCounts(server);

    const edit = await call(server, 'PUT /api/purchase/:id', admin, { params: { id }, json: purchaseBody({ products: [{ productCode: 'DL-INS15', quantity: 2, productCost: 100 }] }) });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('Not enough stock: Dell Inspiron 15 Laptop (DL-INS15) needs 3, 1 in stock.');
    const pending = await call(server, 'PUT /api/purchase/:id', admin, { params: { id }, json: purchaseBody({ purchaseStatus: 'Pending', products: [{ productCode: 'DL-INS15', quantity: 5, productCost: 100 }] }) });
    expect(pending.status).toBe(409);
    const removed = await call(server, 'DELETE /api/purchase/:id', admin, { params: { id } });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe('Not enough stock: Dell Inspiron 15 Laptop (DL-INS15) needs 5, 1 in stock.');

    expect(await purchaseCounts(server)).toEqual(before);
    expect(await laptopStock()).toBe(1);
    expect((await call(server, 'GET /api/purchase/:id', admin, { params: { id } })).body.products[0].quantity).toBe(5);
  });

  it('deletes a purchase: its stock goes back out and its payments go with it', async () => {
    await fundDefaultAccount();
    const id = (await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ paidInFull: true }) })).body._id;
    expect(await laptopStock()).toBe(2);
    const removed = await call(server, 'DELETE /api/purchase/:id', admin, { params: { id } });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, message: 'Deleted 1 purchase.', deleted: 1 });
    expect(await laptopStock()).toBe(0);
    expect(await ledgerSum(server, ids.laptopId, ids.mainId)).toBe(0);
    expect(await server.db.select().from(payments)).toEqual([]);
    expect((await call(server, 'GET /api/purchase/:id', admin, { params: { id } })).status).toBe(404);
    expect((await call(server, 'DELETE /api/purchase/:id', admin, { params: { id } })).status).toBe(404);
  });

  it('deletes the selected purchases all or none', async () => {
    const first = (await call(server, 'POST /api/purchase', admin, { json: purchaseBody() })).body._id;
    const second = (await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ purchaseStatus: 'Ordered' }) })).body._id;
    const missing = await call(server, 'DELETE /api/purchase', admin, { json: { ids: [first, '6f1d2b7e-0000-4000-8000-00000000f022'] } });
    expect(missing.status).toBe(404);
    expect(await server.db.select().from(purchases)).toHaveLength(2);
    const both = await call(server, 'DELETE /api/purchase', admin, { json: { ids: [first, second] } });
    expect(both.body).toEqual({ success: true, message: 'Deleted 2 purchases.', deleted: 2 });
    expect(await laptopStock()).toBe(0);
    expect((await call(server, 'DELETE /api/purchase', staff, { json: { ids: [first] } })).status).toBe(403);
  });

  it('lists showAllPurchases with total, searched by supplier or warehouse, filtered, sorted and paged', async () => {
    await call(server, 'POST /api/suppliers', admin, { json: { name: 'Lahore Imports' } });
    await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ date: '2026-01-10' }) });
    await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ date: '2026-02-10', supplier: 'Lahore Imports', warehouse: 'Secondary', purchaseStatus: 'Pending', products: [{ productCode: 'MS-1', quantity: 1, productCost: 4.5 }] }) });
    await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ date: '2026-03-10', supplier: null, purchaseStatus: 'Ordered', products: [{ productCode: 'DL-INS15', quantity: 10, productCost: 100 }] }) });

    const all = await call(server, 'GET /api/purchase', admin);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    // Newest first.
    expect(all.body.showAllPurchases.map((row: { reference: string }) => row.reference)).toEqual(['PR-000003', 'PR-000002', 'PR-000001']);
    expect(all.body.showAllPurchases[0]).toMatchObject({ supplier: null, total: 1150, paid: 0, due: 1150, paymentStatus: 'Due', purchaseStatus: 'Ordered' });
    expect(all.body.showAllPurchases[0]).not.toHaveProperty('products');

    const refs = async (query: QueryOf<'GET /api/purchase'>) => (await call(server, 'GET /api/purchase', admin, { query })).body.showAllPurchases.map((row: { reference: string }) => row.reference);
    expect(await refs({ q: 'lahore' })).toEqual(['PR-000002']);
    expect(await refs({ q: 'second' })).toEqual(['PR-000002']);
    expect(await refs({ q: 'main' })).toEqual(['PR-000003', 'PR-000001']);
    expect(await refs({ status: 'Pending' })).toEqual(['PR-000002']);
    expect(await refs({ warehouse: 'Main' })).toEqual(['PR-000003', 'PR-000001']);
    expect(await refs({ supplier: ids.supplierId })).toEqual(['PR-000001']);
    expect(await refs({ from: '2026-02-01', to: '2026-03-01' })).toEqual(['PR-000002']);
    expect(await refs({ sort: 'total', dir: 'asc' })).toEqual(['PR-000002', 'PR-000001', 'PR-000003']);
    expect(await refs({ sort: 'date', dir: 'asc' })).toEqual(['PR-000001', 'PR-000002', 'PR-000003']);
    const page = await call(server, 'GET /api/purchase', admin, { query: { page: 2, pageSize: 2 } });
    expect(page.body).toMatchObject({ total: 3, showAllPurchases: [{ reference: 'PR-000001' }] });
    expect((await call(server, 'GET /api/purchase', admin, { query: { status: 'Lost' } })).status).toBe(400);
    expect((await call(server, 'GET /api/purchase', admin, { query: { from: '2026-13-01' } })).status).toBe(400);
  });

  it('shows Own Records staff only the purchases they created', async () => {
    const mine = (await call(server, 'POST /api/purchase', staff, { json: purchaseBody() })).body._id;
    const theirs = (await call(server, 'POST /api/purchase', admin, { json: purchaseBody() })).body._id;
    const { updatedAt: _updatedAt, ...settings } = DEFAULT_GENERAL_SETTINGS;
    await server.db.insert(shopSettings).values({ id: 1, ...settings, staffAccess: 'Own Records' });

    const list = await call(server, 'GET /api/purchase', staff);
    expect(list.body.total).toBe(1);
    expect(list.body.showAllPurchases.map((row: { _id: string }) => row._id)).toEqual([mine]);
    expect((await call(server, 'GET /api/purchase/:id', staff, { params: { id: theirs } })).status).toBe(404);
    expect((await call(server, 'PUT /api/purchase/:id', staff, { params: { id: theirs }, json: purchaseBody() })).status).toBe(404);
    expect((await call(server, 'GET /api/purchase/:id/payments', staff, { params: { id: theirs } })).status).toBe(404);
    // Paying a supplier is the admin's whatever the purchase (docs/roles-and-access.md, "Money out").
    expect((await call(server, 'POST /api/purchase/:id/payments', staff, { params: { id: theirs }, json: { amount: 1, account: 'Cash' } })).status).toBe(403);
    expect((await call(server, 'GET /api/purchase/:id', staff, { params: { id: mine } })).status).toBe(200);
    expect((await call(server, 'GET /api/purchase', admin)).body.total).toBe(2);
  });

  it('pays the supplier: Partial, then Paid; more than the due is refused; the account pays out', async () => {
    await fundDefaultAccount();
    const id = (await call(server, 'POST /api/purchase', admin, { json: purchaseBody() })).body._id;
    const [cash] = await server.db.select().from(accounts).where(eq(accounts.isDefault, true));
    const accountsAnswer = await call(server, 'GET /api/accounts/picker', staff);
    expect(accountsAnswer.body[0]).toMatchObject({ _id: cash!.id, isDefault: true });

    const first = await call(server, 'POST /api/purchase/:id/payments', admin, { params: { id }, json: { amount: 100, account: cash!.id, method: 'Cheque', methodNumber: 'CHQ-12', date: '2026-04-01', note: 'Advance' } });
    expect(first.status).toBe(201);
    expect(first.body.payment).toMatchObject({ reference: 'PAY-000001', amount: 100, accountId: cash!.id, method: 'Cheque', methodNumber: 'CHQ-12', date: '2026-04-01', note: 'Advance' });
    expect(first.body.purchase).toMatchObject({ paid: 100, due: 130, paymentStatus: 'Partial' });

    const before = await purchaseCounts(server);
    const tooMuch = await call(server, 'POST /api/purchase/:id/payments', admin, { params: { id }, json: { amount: 130.01, account: cash!.name } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.details[0]).toEqual({ message: 'The amount is more than what is due (130.00).', path: ['amount'] });
    const noAccount = await call(server, 'POST /api/purchase/:id/payments', admin, { params: { id }, json: { amount: 1, account: 'Vault' } });
    expect(noAccount.body.error.details[0]).toEqual({ message: "There is no account 'Vault'.", path: ['account'] });
    expect(await purchaseCounts(server)).toEqual(before);

    const rest = await call(server, 'POST /api/purchase/:id/payments', admin, { params: { id }, json: { amount: 130, account: cash!.accountNumber } });
    expect(rest.body.purchase).toMatchObject({ paid: 230, due: 0, paymentStatus: 'Paid' });
    const paidAgain = await call(server, 'POST /api/purchase/:id/payments', admin, { params: { id }, json: { amount: 1, account: cash!.id } });
    expect(paidAgain.body.message).toBe('This purchase is paid in full already.');

    const list = await call(server, 'GET /api/purchase/:id/payments', admin, { params: { id } });
    expect(list.body.map((payment) => [payment.amount, payment.account])).toEqual([
      [100, cash!.name],
      [130, cash!.name],
    ]);
    const balances = await accountBalances(server.db, [cash!.id]);
    expect(balances.get(cash!.id)).toBe(cash!.initialBalance - 23000);
    // The grand total may not drop below what was paid.
    const cheaper = await call(server, 'PUT /api/purchase/:id', admin, { params: { id }, json: purchaseBody({ products: [{ productCode: 'DL-INS15', quantity: 1, productCost: 100 }] }) });
    expect(cheaper.status).toBe(409);
  });

  it("'Paid in full' pays the balance from the default account, also after an edit raises the total", async () => {
    await fundDefaultAccount();
    const created = await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ paidInFull: true }) });
    expect(created.body).toMatchObject({ paid: 230, due: 0, paymentStatus: 'Paid' });
    const edited = await call(server, 'PUT /api/purchase/:id', admin, { params: { id: created.body._id }, json: purchaseBody({ paidInFull: true, products: [{ productCode: 'DL-INS15', quantity: 3, productCost: 100 }] }) });
    expect(edited.body).toMatchObject({ total: 345, paid: 345, due: 0, paymentStatus: 'Paid' });
    expect(await server.db.select().from(payments)).toHaveLength(2);

    await server.db.update(accounts).set({ isDefault: false });
    const before = await purchaseCounts(server);
    const refused = await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ paidInFull: true }) });
    expect(refused.status).toBe(409);
    expect(refused.body.error.details[0].path).toEqual(['paidInFull']);
    expect(await purchaseCounts(server)).toEqual(before);
  });

  it('answers 401 without a token, 403 to Limited Access, 404 for an unknown id', async () => {
    expect((await call(server, 'GET /api/purchase', '')).status).toBe(401);
    expect((await call(server, 'POST /api/purchase', '', { json: purchaseBody() })).status).toBe(401);
    const unknown = '6f1d2b7e-0000-4000-8000-00000000f022';
    expect((await call(server, 'GET /api/purchase/:id', admin, { params: { id: unknown } })).body.message).toBe('Purchase not found.');
    expect((await call(server, 'PUT /api/purchase/:id', admin, { params: { id: unknown }, json: purchaseBody() })).status).toBe(404);
    expect((await call(server, 'GET /api/purchase/:id', admin, { params: { id: 'not-an-id' } })).status).toBe(404);
    const { updatedAt: _updatedAt, ...settings } = DEFAULT_GENERAL_SETTINGS;
    await server.db.insert(shopSettings).values({ id: 1, ...settings, staffAccess: 'Limited Access' });
    expect((await call(server, 'GET /api/purchase', staff)).status).toBe(403);
    expect((await call(server, 'POST /api/purchase', staff, { json: purchaseBody() })).status).toBe(403);
  });
});
