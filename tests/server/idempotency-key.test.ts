import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminAndStaff } from './catalog-helpers';
import { call, type Answer } from './route-client';
import { purchaseBody, purchaseCatalog } from './purchase-helpers';
import { drivers, logIn, startTestServer, type TestServer } from './harness';
import { countRows, laptopInStock, onHandIn, saleBody } from './sales-helpers';
import { openTill1 } from './till-helpers';

const REUSED = 'This Idempotency-Key was already used for another request.';

/**
 * An idempotency key answers the request it was first used with, and only that one
 * (docs/money-and-payments.md, "Idempotency"): the same key with another body is a 422 naming the
 * key, never the first sale answered as if it were this one.
 */
describe.each(drivers)('idempotency keys on %s', (driver) => {
  let server: TestServer;
  let staff: string;
  let laptop: string;
  /** Till 1, its shift open: a POS sale is made at a till. */
  let till: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    let admin: string;
    ({ admin, staff } = await adminAndStaff(server));
    laptop = await laptopInStock(server, admin, 10);
    till = await openTill1(server, admin);
  });

  const keyHeader = (key: string) => ({ 'Idempotency-Key': key });
  const checkout = (body: Record<string, unknown>, key: string) => call(server, 'POST /api/sales', staff, { json: body, headers: keyHeader(key) });
  const draft = () => saleBody(laptop, { source: 'pos', till, saleStatus: 'Pending' });
  const paidCheckout = () => saleBody(laptop, { source: 'pos', till, payments: [{ method: 'Cash', amount: 21275, received: 21275 }] });

  it("a draft's key re-sent with a completed cash checkout is a 422 naming the key; nothing more is written", async () => {
    const first = await checkout(draft(), 'till-1-0001');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const reused = await checkout(paidCheckout(), 'till-1-0001');
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ success: false, code: 'idempotency-key-reused', message: REUSED, error: { details: [{ message: REUSED, path: ['Idempotency-Key'] }] } });
    expect(await countRows(server, 'sales')).toBe(1);
    expect(await countRows(server, 'payments')).toBe(0);
    expect(await onHandIn(server, laptop)).toBe(10);
  });

  it('the same key with the same body answers the first sale, also with the key in the body', async () => {
    const first = await checkout(paidCheckout(), 'till-1-0002');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await checkout(paidCheckout(), 'till-1-0002');
    expect(again.status).toBe(201);
    expect(again.body._id).toBe(first.body._id);
    const inBody = await checkout({ ...paidCheckout(), idempotencyKey: 'till-1-0002' }, 'till-1-0002');
    expect(inBody.body._id).toBe(first.body._id);
    expect(await countRows(server, 'payments')).toBe(1);
    expect(await onHandIn(server, laptop)).toBe(9);
  });

  it('two requests sent together with one key and different bodies: one sale, the other a 422', async () => {
    const answers = await Promise.all([checkout(draft(), 'till-1-0003'), checkout(paidCheckout(), 'till-1-0003')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(await countRows(server, 'sales')).toBe(1);
  });

  type Sent<Body> = { status: number; body: Answer<Body>['body']; location: string | null };
  /** What a repeat must answer again: the status, the body and the Location. */
  const sent = async <Body>(sending: Promise<Answer<Body>>): Promise<Sent<Body>> => {
    const answer = await sending;
    return { status: answer.status, body: answer.body, location: answer.headers.get('location') };
  };
  const count = async (table: string) => ((await server.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n;

  it('every money and stock write takes the key: sent again it answers the first result and writes nothing more; another body is a 422', async () => {
    const admin = await logIn(server.app, 'owner@example.com');
    const { mainId } = await purchaseCatalog(server, admin);
    const cash = (await call(server, 'GET /api/accounts', admin, { query: { pageSize: 50 } })).body[0]._id;
    const bank = (await call(server, 'POST /api/accounts', admin, { json: { accountNumber: 'BANK-001', name: 'Meezan Bank', initialBalance: 0, note: '' } })).body._id as string;
    const customer = (await call(server, 'POST /api/customers', admin, { json: { name: 'Bilal Ahmed', phone: '0300-1234567', address: '12 Mall Road', city: 'Lahore' } })).body._id as string;
    const purchase = (await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ purchaseStatus: 'Received' }) })).body;
    const sale = (await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { payments: [{ method: 'Cash', amount: 21275 }] }) })).body;
    const shift = (await call(server, 'GET /api/tills/:id', admin, { params: { id: till } })).body.openShift!._id;
    const warehouses = Object.fromEntries(((await call(server, 'GET /api/warehouses', admin, { query: { pageSize: 50 } })).body as { _id: string; name: string }[]).map((row) => [row.name, row._id]));
    const movedLaptops = (quantity: number) => ({ date: '2026-11-23', fromWarehouse: warehouses.Main, toWarehouse: warehouses.Secondary, lines: [{ product: laptop, quantity }], note: '' });
    /** Each write, sent with a key. */
    const post = {
      account: (json: Record<string, unknown>, key: string) => call(server, 'POST /api/accounts', admin, { json, headers: keyHeader(key) }),
      transfer: (json: Record<string, unknown>, key: string) => call(server, 'POST /api/transfers', admin, { json, headers: keyHeader(key) }),
      deposit: (json: Record<string, unknown>, key: string) => call(server, 'POST /api/customers/:id/deposits', admin, { params: { id: customer }, json, headers: keyHeader(key) }),
      stockCount: (json: Record<string, unknown>, key: string) => call(server, 'POST /api/stock/adjustments', admin, { json, headers: keyHeader(key) }),
      purchase: (json: Record<string, unknown>, key: string) => call(server, 'POST /api/purchase', admin, { json, headers: keyHeader(key) }),
      purchasePayment: (json: Record<string, unknown>, key: string) => call(server, 'POST /api/purchase/:id/payments', admin, { params: { id: purchase._id }, json, headers: keyHeader(key) }),
      payIn: (json: Record<string, unknown>, key: string) => call(server, 'POST /api/shifts/:id/cash', admin, { params: { id: shift }, json, headers: keyHeader(key) }),
      noSale: (json: Record<string, unknown>, key: string) => call(server, 'POST /api/shifts/:id/no-sale', admin, { params: { id: shift }, json, headers: keyHeader(key) }),
      stockTransfer: (json: Record<string, unknown>, key: string) => call(server, 'POST /api/stock-transfers', admin, { json, headers: keyHeader(key) }),
      saleReturn: (json: Record<string, unknown>, key: string) => call(server, 'POST /api/returns/sale', admin, { json, headers: keyHeader(key) }),
    };
    const writes: { name: string; send: (json: Record<string, unknown>, key: string) => Promise<Answer<unknown>>; body: Record<string, unknown>; other: Record<string, unknown>; table: string }[] = [
      { name: 'account with an opening balance', send: post.account, body: { accountNumber: 'SAVE-001', name: 'Savings', initialBalance: 100 }, other: { accountNumber: 'SAVE-001', name: 'Savings', initialBalance: 101 }, table: 'accounts' },
      { name: 'transfer', send: post.transfer, body: { date: '2026-11-23', fromAccount: cash, toAccount: bank, amount: 5 }, other: { date: '2026-11-23', fromAccount: cash, toAccount: bank, amount: 6 }, table: 'transfers' },
      { name: 'deposit', send: post.deposit, body: { amount: 30 }, other: { amount: 31 }, table: 'payments' },
      { name: 'stock count', send: post.stockCount, body: { productId: laptop, warehouseId: mainId, mode: 'add', quantity: 2, reason: 'opening' }, other: { productId: laptop, warehouseId: mainId, mode: 'add', quantity: 3, reason: 'opening' }, table: 'stock_movements' },
      { name: 'purchase', send: post.purchase, body: purchaseBody({ note: 'keyed' }), other: purchaseBody({ note: 'another' }), table: 'purchases' },
      { name: 'purchase payment', send: post.purchasePayment, body: { amount: 10, account: cash }, other: { amount: 11, account: cash }, table: 'payments' },
      { name: 'pay-in at the till', send: post.payIn, body: { direction: 'in', amount: 50, reason: 'Change from the bank' }, other: { direction: 'in', amount: 51, reason: 'Change from the bank' }, table: 'payments' },
      { name: 'no-sale at the till', send: post.noSale, body: { reason: 'Gave change' }, other: { reason: 'Checked the float' }, table: 'drawer_opens' },
      { name: 'stock transfer', send: post.stockTransfer, body: movedLaptops(1), other: movedLaptops(2), table: 'stock_movements' },
      { name: 'sale return (refund)', send: post.saleReturn, body: { sale: sale._id, lines: [{ lineId: sale.products[0].lineId, quantity: 1 }], restock: true, refundAmount: 21275, accountId: cash, method: 'Cash' }, other: { sale: sale._id, lines: [{ lineId: sale.products[0].lineId, quantity: 1 }], restock: false, refundAmount: 21275, accountId: cash, method: 'Cash' }, table: 'sale_returns' },
    ];
    for (const [index, write] of writes.entries()) {
      const key = `key-${index}`;
      const first = await sent(write.send(write.body, key));
      expect(first.status, `${write.name}: ${JSON.stringify(first.body)}`).toBe(201);
      const rows = await count(write.table);
      const again = await sent(write.send(write.body, key));
      expect([again.status, again.body, again.location], write.name).toEqual([first.status, first.body, first.location]);
      expect(await count(write.table), write.name).toBe(rows);
      const other = await sent(write.send(write.other, key));
      expect([other.status, other.body.code, other.body.error.details[0].path], write.name).toEqual([422, 'idempotency-key-reused', ['Idempotency-Key']]);
      expect(await count(write.table), write.name).toBe(rows);
    }
  });

  /** Sends a multipart form (an import) with the key, built anew each time: a new boundary, the same form. */
  const importWithKey = async (path: 'POST /api/import/sales' | 'POST /api/import/purchases', token: string, fields: Record<string, string>, csv: string, key: string) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'rows.csv');
    return sent(call(server, path, token, { body: form, headers: keyHeader(key) }));
  };

  it('shift open, close and confirm, an edit that pays, and the sale and purchase imports take the key too', async () => {
    const admin = await logIn(server.app, 'owner@example.com');
    const shift = (await call(server, 'GET /api/tills/:id', admin, { params: { id: till } })).body.openShift!._id;
    /** The first answer is repeated for the same key and request and nothing more is written; the key with `other` is a 422. */
    const repeats = async <Body>(name: string, table: string, send: () => Promise<Sent<Body>>, other?: () => Promise<Sent<unknown>>) => {
      const first = await send();
      expect(first.status, `${name}: ${JSON.stringify(first.body)}`).toBeLessThan(300);
      const rows = await count(table);
      expect(await send(), name).toEqual(first);
      expect(await count(table), name).toBe(rows);
      if (other) {
        const refused = await other();
        expect([refused.status, refused.body.code, refused.body.error.details[0].path], name).toEqual([422, 'idempotency-key-reused', ['Idempotency-Key']]);
        expect(await count(table), name).toBe(rows);
      }
      return first;
    };

    // The cashier counts 1.00 over the float of 0: the shift waits for an admin's confirmation.
    const closed = await repeats('close', 'payments', () => sent(call(server, 'POST /api/shifts/:id/close', staff, { params: { id: shift }, json: { counted: 1 }, headers: keyHeader('close-1') })), () => sent(call(server, 'POST /api/shifts/:id/close', staff, { params: { id: shift }, json: { counted: 2 }, headers: keyHeader('close-1') })));
    expect(closed.body).toMatchObject({ shift: { status: 'awaiting-confirmation' } });
    const confirmed = await repeats('confirm', 'payments', () => sent(call(server, 'POST /api/shifts/:id/confirm', admin, { params: { id: shift }, headers: keyHeader('confirm-1') })), () => sent(call(server, 'POST /api/tills/:id/shifts', admin, { params: { id: till }, json: { float: 5 }, headers: keyHeader('confirm-1') })));
    expect(confirmed.body).toMatchObject({ shift: { status: 'closed' } });
    expect((await call(server, 'POST /api/shifts/:id/confirm', admin, { params: { id: shift } })).status).toBe(409);
    await repeats('open', 'shifts', () => sent(call(server, 'POST /api/tills/:id/shifts', admin, { params: { id: till }, json: { float: 100 }, headers: keyHeader('open-1') })), () => sent(call(server, 'POST /api/tills/:id/shifts', admin, { params: { id: till }, json: { float: 101 }, headers: keyHeader('open-1') })));

    const sale = (await call(server, 'POST /api/sales', admin, { json: saleBody(laptop) })).body;
    const paying = (amount: number) => saleBody(laptop, { payments: [{ method: 'Cash', amount }] });
    const edited = await repeats('sale edit that pays', 'payments', () => sent(call(server, 'PUT /api/sales/:id', admin, { params: { id: sale._id }, json: paying(100), headers: keyHeader('edit-sale-1') })), () => sent(call(server, 'PUT /api/sales/:id', admin, { params: { id: sale._id }, json: paying(101), headers: keyHeader('edit-sale-1') })));
    expect(edited.body).toMatchObject({ paid: 100 });

    const purchase = (await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ supplier: '', products: [{ productCode: 'DL-INS15', quantity: 1, productCost: 10, discount: 0 }] }) })).body;
    const paidInFull = (note: string) => purchaseBody({ supplier: '', note, paidInFull: true, products: [{ productCode: 'DL-INS15', quantity: 1, productCost: 10, discount: 0 }] });
    const paid = await repeats('purchase edit paid in full', 'payments', () => sent(call(server, 'PUT /api/purchase/:id', admin, { params: { id: purchase._id }, json: paidInFull(''), headers: keyHeader('edit-purchase-1') })), () => sent(call(server, 'PUT /api/purchase/:id', admin, { params: { id: purchase._id }, json: paidInFull('again'), headers: keyHeader('edit-purchase-1') })));
    expect(paid.body).toMatchObject({ paymentStatus: 'Paid' });

    const saleFields = { customer: 'Walk-in Customer', warehouse: 'Main', biller: 'Main Biller', saleStatus: 'Completed' };
    const saleRows = (quantity: number) => `product_code,quantity,unit_price,discount,tax_name\nDL-INS15,${quantity},18500,0,VAT 15%\n`;
    const imported = await repeats('sale import', 'sales', () => importWithKey('POST /api/import/sales', admin, saleFields, saleRows(2), 'import-sale-1'), () => importWithKey('POST /api/import/sales', admin, saleFields, saleRows(3), 'import-sale-1'));
    expect(imported.location).toBe(`/api/sales/${(imported.body as { saleId: string }).saleId}`);
    expect(await onHandIn(server, laptop)).toBe(10 - 2);

    const purchaseRows = (quantity: number) => `product_code,quantity,purchase_unit,product_cost,discount,tax_name\nDL-INS15,${quantity},Piece,100,0,VAT 15%\n`;
    await repeats('purchase import', 'purchases', () => importWithKey('POST /api/import/purchases', admin, { warehouse: 'Main' }, purchaseRows(4), 'import-purchase-1'), () => importWithKey('POST /api/import/purchases', admin, { warehouse: 'Secondary' }, purchaseRows(4), 'import-purchase-1'));
    expect(await onHandIn(server, laptop)).toBe(10 - 2 + 4);
  });

  it("a refused write gives its key back: the same key succeeds once the refusal's cause is gone", async () => {
    const admin = await logIn(server.app, 'owner@example.com');
    expect((await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, {}, { quantity: 11 }), headers: keyHeader('short-1') })).status).toBe(409);
    await call(server, 'POST /api/stock/adjustments', admin, { json: { productId: laptop, warehouseId: (await call(server, 'GET /api/warehouses', admin, { query: { q: 'Main' } })).body[0]._id, mode: 'add', quantity: 5, reason: 'opening' } });
    expect((await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, {}, { quantity: 11 }), headers: keyHeader('short-1') })).status).toBe(201);
  });
});
