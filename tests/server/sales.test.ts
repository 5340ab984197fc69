import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountBalances, defaultAccountId } from '../../server/services/payments-ledger';
import { adminAndStaff, addStock } from './catalog-helpers';
import { call, type QueryOf } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { countRows, laptopInStock, ledgerSum, onHandIn, saleBody, setStaffAccess } from './sales-helpers';
import { openTill1 } from './till-helpers';

/** /api/sales posts stock and payments through the ledgers, with server-side totals. */
describe.each(drivers)('sales on %s', (driver) => {
  let server: TestServer;
  let admin: string;
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
    ({ admin, staff } = await adminAndStaff(server));
    laptop = await laptopInStock(server, admin, 10);
    till = await openTill1(server, admin);
  });

  const post = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => call(server, 'POST /api/sales', token, { json: body, headers });

  it('POST /api/sales makes SL-000001 from the body of docs/api.md#the-calls, prices it on the server and takes the stock', async () => {
    const answer = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { orderTax: 10, orderDiscount: 275, shippingCost: 100, totalAmount: 23227.5 }, { quantity: 1, unitPrice: 18500, subTotal: 21275 }) });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      reference: 'SL-000001',
      source: 'sale',
      customer: 'Walk-in Customer',
      warehouse: 'Main',
      biller: 'Main Biller',
      saleStatus: 'Completed',
      paymentStatus: 'Pending',
      total: 21275,
      orderTax: 10,
      orderTaxAmount: 2127.5,
      orderDiscount: 275,
      shippingCost: 100,
      grandTotal: 23227.5,
      totalAmount: 23227.5,
      paid: 0,
      due: 23227.5,
      items: 1,
      products: [{ _id: laptop, productName: 'Dell Inspiron 15 Laptop', productCode: 'DL-INS15', quantity: 1, unitPrice: 18500, tax: 2775, subTotal: 21275 }],
    });
    expect(typeof answer.body._id).toBe('string');
    expect(typeof answer.body.createdAt).toBe('string');
    expect(await onHandIn(server, laptop)).toBe(9);
    expect(await ledgerSum(server, laptop)).toBe(9);

    const read = await call(server, 'GET /api/sales/:id', admin, { params: { id: answer.body._id } });
    expect(read.body).toEqual(answer.body);
    const list = await call(server, 'GET /api/sales', admin, { query: { q: 'walk-in' } });
    expect(list.total).toBe(1);
    expect(list.body[0]).toMatchObject({ reference: 'SL-000001', grandTotal: 23227.5, paid: 0, due: 23227.5, paymentStatus: 'Pending' });
  });

  it('POST /api/sales needs a bearer token (the spec\u2019s missing header is a defect)', async () => {
    const response = await call(server, 'POST /api/sales', null, { json: saleBody(laptop) });
    expect(response.status).toBe(401);
    expect(await countRows(server, 'sales')).toBe(0);
  });

  it('refuses missing fields with the messages of docs/screens.md#sales and a total that disagrees, writing nothing', async () => {
    const missing = await call(server, 'POST /api/sales', admin, { json: { ...saleBody(laptop), customer: '' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details[0]).toEqual({ message: 'Please fill out all required fields.', path: ['customer'] });
    const empty = await call(server, 'POST /api/sales', admin, { json: { ...saleBody(laptop), products: [] } });
    expect(empty.body.message).toBe('Please add at least one product.');
    const wrong = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { totalAmount: 18500 }) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details[0]).toEqual({ message: 'The grand total is 21275.00, not 18500.00; the prices may have changed.', path: ['totalAmount'] });
    const badLine = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, {}, { subTotal: 1 }) });
    expect(badLine.body.error.details[0].path).toEqual(['products', 0, 'subTotal']);
    const unknown = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { biller: 'Nobody' }) });
    expect(unknown.body.error.details[0]).toEqual({ message: "There is no biller 'Nobody'.", path: ['biller'] });
    expect(await countRows(server, 'sales')).toBe(0);
    expect(await onHandIn(server, laptop)).toBe(10);
  });

  it('refuses a sale that would oversell with a 409 naming the short line, and changes nothing', async () => {
    const answer = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, {}, { quantity: 11 }) });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Not enough stock: Dell Inspiron 15 Laptop (DL-INS15) needs 11, 10 in stock.');
    expect(answer.body.error.details[0].path).toEqual(['products', 0]);
    expect(await countRows(server, 'sales')).toBe(0);
    expect(await onHandIn(server, laptop)).toBe(10);
  });

  it('moves nothing for Pending and Canceled; an edit moves the difference; a delete gives the stock back', async () => {
    const pending = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { saleStatus: 'Pending' }, { quantity: 3 }) });
    expect(pending.status).toBe(201);
    expect(await onHandIn(server, laptop)).toBe(10);
    const id = pending.body._id;
    const completed = await call(server, 'PUT /api/sales/:id', admin, { params: { id }, json: saleBody(laptop, { saleStatus: 'Completed' }, { quantity: 3, unitPrice: 18500 }) });
    expect(completed.status).toBe(200);
    expect(await onHandIn(server, laptop)).toBe(7);
    await call(server, 'PUT /api/sales/:id', admin, { params: { id }, json: saleBody(laptop, {}, { quantity: 5 }) });
    expect(await onHandIn(server, laptop)).toBe(5);
    const tooMany = await call(server, 'PUT /api/sales/:id', admin, { params: { id }, json: saleBody(laptop, {}, { quantity: 11 }) });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Not enough stock: Dell Inspiron 15 Laptop (DL-INS15) needs 6, 5 in stock.');
    await call(server, 'PUT /api/sales/:id', admin, { params: { id }, json: saleBody(laptop, { warehouse: 'Main', saleStatus: 'Canceled' }, { quantity: 5 }) });
    expect(await onHandIn(server, laptop)).toBe(10);
    await call(server, 'PUT /api/sales/:id', admin, { params: { id }, json: saleBody(laptop, {}, { quantity: 2 }) });
    expect(await onHandIn(server, laptop)).toBe(8);
    const deleted = await call(server, 'DELETE /api/sales/:id', admin, { params: { id } });
    expect(deleted.body).toEqual({ success: true, message: 'Deleted 1 sale.', deleted: 1 });
    expect(await onHandIn(server, laptop)).toBe(10);
    expect(await ledgerSum(server, laptop)).toBe(10);
    expect((await call(server, 'GET /api/sales/:id', admin, { params: { id } })).status).toBe(404);
    expect((await call(server, 'DELETE /api/sales/:id', staff, { params: { id } })).status).toBe(403);
  });

  it('a held POS sale of two sizes of one product reads back each line with its variant and item code, and goes back through PUT as the same two lines at their prices', async () => {
    const tshirt = await laptopInStock(server, admin, 0, {
      productName: 'Cotton T-shirt',
      productCode: 'TSH-1',
      hasVariant: true,
      variantString: 'S, M',
      variantList: [
        { name: 'S', itemCode: 'VRT-1', additionalPrice: 0 },
        { name: 'M', itemCode: 'VRT-2', additionalPrice: 2 },
      ],
    });
    // Each size keeps its own stock (docs/decisions/021-warehouses-and-variants.md): 5 of each.
    const sizes = (await call(server, 'GET /api/products/:id', admin, { params: { id: tshirt } })).body.variantList as { _id: string }[];
    for (const size of sizes) await addStock(server.db, tshirt, 'Main', 5, size._id);
    // M named by its name, S by its item code: the server takes either.
    const held = await call(server, 'POST /api/sales', admin, { json: {
      ...saleBody(tshirt, { source: 'pos', till, saleStatus: 'Pending' }),
      products: [
        { _id: tshirt, quantity: 2, variant: 'VRT-1' },
        { _id: tshirt, quantity: 1, variant: 'm' },
      ],
    } });
    expect(held.status).toBe(201);
    const line = { _id: tshirt, productName: 'Cotton T-shirt', productCode: 'TSH-1' };
    expect(held.body.products).toMatchObject([
      { ...line, variant: 'S', variantCode: 'VRT-1', quantity: 2, unitPrice: 18500 },
      { ...line, variant: 'M', variantCode: 'VRT-2', quantity: 1, unitPrice: 18502 },
    ]);
    const read = await call(server, 'GET /api/sales/:id', admin, { params: { id: held.body._id } });
    expect(read.body).toEqual(held.body);

    // What the till or Edit Sale sends back: each line's item code and the price it was saved at.
    const products = read.body.products.map((saved) => ({
      _id: saved._id,
      variant: saved.variantCode,
      quantity: saved.variantCode === 'VRT-2' ? 2 : saved.quantity,
      unitPrice: saved.unitPrice,
    }));
    const completed = await call(server, 'PUT /api/sales/:id', admin, { params: { id: held.body._id }, json: { ...saleBody(tshirt, { source: 'pos', till, saleStatus: 'Completed' }), products } });
    expect(completed.status).toBe(200);
    expect(completed.body.products).toMatchObject([
      { ...line, variant: 'S', variantCode: 'VRT-1', quantity: 2, unitPrice: 18500 },
      { ...line, variant: 'M', variantCode: 'VRT-2', quantity: 2, unitPrice: 18502 },
    ]);
    expect(completed.body.items).toBe(1);
    expect(await onHandIn(server, tshirt)).toBe(6);
  });

  it('answers a new sale exactly as reading it back does: header, names, lines, payments, change, dates', async () => {
    const bodies = [
      saleBody(laptop, { paymentStatus: 'Paid' }),
      saleBody(laptop, { source: 'pos', till, payments: [{ method: 'Cash', amount: 1000, received: 1500 }, { method: 'Card', amount: 500 }] }),
      saleBody(laptop, { saleStatus: 'Pending', customer: 'walk-in customer' }),
      saleBody(laptop, { orderTax: 10, orderDiscount: 5, shippingCost: 20, saleNote: 'Deliver Friday', staffNote: 'Fragile', date: '2026-03-01' }, { quantity: 2, discount: 100 }),
    ];
    for (const body of bodies) {
      const made = await call(server, 'POST /api/sales', staff, { json: body });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const read = await call(server, 'GET /api/sales/:id', staff, { params: { id: made.body._id } });
      expect(made.body).toEqual(read.body);
    }
  });

  it('a payment entered without an account goes into the default account; Paid, Due and Payment Status follow the payments', async () => {
    const paid = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { payments: [{ method: 'Cash', amount: 21275 }] }) });
    expect(paid.body).toMatchObject({ paid: 21275, due: 0, paymentStatus: 'Paid', payments: [{ method: 'Cash', amount: 21275, reference: 'PAY-000001' }] });
    const cash = (await defaultAccountId(server.db))!;
    expect((await accountBalances(server.db, [cash])).get(cash)).toBe(2_127_500);
    const part = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { payments: [{ method: 'Card', amount: 1000 }] }) });
    expect(part.body).toMatchObject({ paid: 1000, due: 20275, paymentStatus: 'Due' });
    const filtered = await call(server, 'GET /api/sales', admin, { query: { paymentStatus: 'Due' } });
    expect(filtered.body.map((row: { reference: string }) => row.reference)).toEqual(['SL-000002']);
    const over = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { payments: [{ method: 'Card', amount: 30000 }] }) });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('The payments (30000.00) are more than the amount due (21275.00).');
  });

  it('a POS checkout: POS-… reference, cash with change, deposit never below zero, a coupon', async () => {
    const customer = await call(server, 'POST /api/customers', admin, { json: { customerGroup: 'Regular', name: 'Bilal Ahmed', phone: '0300-1234567', address: '12 Mall Road', city: 'Lahore' } });
    expect(customer.status).toBe(201);
    const pos = (payments: unknown[], extra: Record<string, unknown> = {}) =>
      call(server, 'POST /api/sales', staff, { json: saleBody(laptop, { source: 'pos', till, customer: customer.body._id, coupon: 275, payments, ...extra }) });
    const cash = await pos([{ method: 'Cash', amount: 21000, received: 21500 }]);
    expect(cash.status).toBe(201);
    expect(cash.body).toMatchObject({ reference: 'POS-1-000001', source: 'pos', till: 'Till 1', coupon: 275, grandTotal: 21000, paid: 21000, change: 500, paymentStatus: 'Paid' });
    // The change is kept with the payment: the sale read again (a reprinted receipt) still says it.
    expect((await call(server, 'GET /api/sales/:id', staff, { params: { id: cash.body._id } })).body).toMatchObject({ reference: 'POS-1-000001', till: 'Till 1', change: 500 });
    const short = await pos([{ method: 'Cash', amount: 21000, received: 20000 }]);
    expect(short.body.error.details[0]).toEqual({ message: 'The amount received (20000.00) is less than the amount to pay (21000.00).', path: ['payments', 0, 'received'] });
    const noDeposit = await pos([{ method: 'Deposit', amount: 100 }]);
    expect(noDeposit.status).toBe(400);
    expect(noDeposit.body.message).toBe("The customer's deposit balance is 0.00, less than 100.00.");
    const deposit = await call(server, 'POST /api/customers/:id/deposits', admin, { params: { id: customer.body._id }, json: { amount: 5000 } });
    expect(deposit.status).toBe(201);
    const split = await pos([
      { method: 'Deposit', amount: 5000 },
      { method: 'Cheque', amount: 16000, methodNumber: 'CHQ-778' },
    ]);
    expect(split.status).toBe(201);
    expect(split.body.payments).toMatchObject([
      { method: 'Deposit', amount: 5000, accountId: null },
      { method: 'Cheque', amount: 16000, methodNumber: 'CHQ-778' },
    ]);
    const again = await pos([{ method: 'Deposit', amount: 1 }]);
    expect(again.body.message).toBe("The customer's deposit balance is 0.00, less than 1.00.");
    const mine = await call(server, 'GET /api/sales', staff, { query: { source: 'pos', mine: 1 } });
    // Refused checkouts take no number: the till's receipts run without gaps (docs/tills-and-shifts.md#receipt-numbers).
    expect(mine.body.map((row: { reference: string }) => row.reference)).toEqual(['POS-1-000002', 'POS-1-000001']);
    expect((await call(server, 'GET /api/sales', admin, { query: { source: 'pos', mine: 1 } })).body).toEqual([]);
  });

  it('POST /api/sales refuses a POS sale that names no till, and writes nothing', async () => {
    const refused = await call(server, 'POST /api/sales', staff, { json: saleBody(laptop, { source: 'pos', payments: [{ method: 'Cash', amount: 21275 }] }) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual([{ message: "A POS sale names its till (till): it is sold within the till's open shift.", path: ['till'] }]);
    expect(await countRows(server, 'sales')).toBe(0);
    expect(await onHandIn(server, laptop)).toBe(10);
    // The back office's own sales name none.
    expect((await call(server, 'POST /api/sales', staff, { json: saleBody(laptop, {}) })).status).toBe(201);
  });

  it('50 concurrent checkouts on a product with 10 in stock make exactly 10 sales and 40 refusals', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(admin, saleBody(laptop, { source: 'pos', till }))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(await countRows(server, 'sales')).toBe(10);
    expect(await onHandIn(server, laptop)).toBe(0);
    expect(await ledgerSum(server, laptop)).toBe(0);
  });

  it('the same idempotency key 5 times in parallel and again later makes one sale, one set of movements and payments', async () => {
    const body = saleBody(laptop, { source: 'pos', till, payments: [{ method: 'Cash', amount: 21275, received: 22000 }] });
    const key = { 'Idempotency-Key': '3f9c1a2e-checkout-1' };
    const parallel = await Promise.all(Array.from({ length: 5 }, () => post(admin, body, key)));
    const later = await post(admin, body, key);
    const answers = [...parallel, later];
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const bodies = answers.map((answer) => answer.body);
    for (const answer of bodies) expect(answer).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({ source: 'pos', paid: 21275, change: 725 });
    expect(bodies[0].reference).toBe('POS-1-000001');
    expect(await countRows(server, 'sales')).toBe(1);
    expect(await countRows(server, 'payments')).toBe(1);
    expect(await onHandIn(server, laptop)).toBe(9);
    expect(await ledgerSum(server, laptop)).toBe(9);
    // The key in the body works the same; another user's key is not theirs to read.
    expect((await post(admin, { ...body, idempotencyKey: '3f9c1a2e-checkout-1' })).status).toBe(201);
    expect(await countRows(server, 'sales')).toBe(1);
    const other = await post(staff, body, key);
    expect(other.status).toBe(409);
  });

  it('Own Records staff see and edit only their own sales; Limited Access staff sell and see only theirs too', async () => {
    const adminSale = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop) });
    await setStaffAccess(server, 'Own Records');
    const staffSale = await call(server, 'POST /api/sales', staff, { json: saleBody(laptop) });
    expect(staffSale.status).toBe(201);
    const list = await call(server, 'GET /api/sales', staff);
    expect(list.body.map((row: { reference: string }) => row.reference)).toEqual(['SL-000002']);
    expect(list.total).toBe(1);
    expect((await call(server, 'GET /api/sales/:id', staff, { params: { id: adminSale.body._id } })).status).toBe(404);
    expect((await call(server, 'PUT /api/sales/:id', staff, { params: { id: adminSale.body._id }, json: saleBody(laptop) })).status).toBe(404);
    expect((await call(server, 'GET /api/sales', admin)).total).toBe(2);
    await setStaffAccess(server, 'Limited Access');
    expect((await call(server, 'POST /api/sales', staff, { json: saleBody(laptop) })).status).toBe(201);
    // Limited Access sees its own documents only, as Own Records does (docs/roles-and-access.md).
    expect((await call(server, 'GET /api/sales', staff)).total).toBe(2);
  });

  it('filters by status, warehouse and dates, and sorts', async () => {
    await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { date: '2026-01-05' }) });
    await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { saleStatus: 'Pending', date: '2026-02-05' }, { quantity: 2 }) });
    const refs = async (query: QueryOf<'GET /api/sales'>) => (await call(server, 'GET /api/sales', admin, { query })).body.map((row: { reference: string }) => row.reference);
    expect(await refs({ status: 'Pending' })).toEqual(['SL-000002']);
    expect(await refs({ from: '2026-01-01', to: '2026-01-31' })).toEqual(['SL-000001']);
    expect(await refs({ sort: 'grandTotal', dir: 'asc' })).toEqual(['SL-000001', 'SL-000002']);
    expect(await refs({ sort: 'grandTotal', dir: 'desc' })).toEqual(['SL-000002', 'SL-000001']);
    expect((await call(server, 'GET /api/sales', admin, { query: { status: 'Nope' } })).status).toBe(400);
  });
});
