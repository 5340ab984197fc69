import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addStock, adminAndStaff, productBody } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { laptopInStock, ledgerSum, onHandIn, saleBody } from './sales-helpers';

/** An edit or a delete of a sale may not undo what the customer brought back (as purchases). */
describe.each(drivers)('editing and deleting a sale with returns on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let laptop: string;
  let saleId: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());

  /** Sells `quantity` laptops (18,500 + VAT 15 %) and takes `returned` of them back onto the shelf. */
  const sellAndReturn = async (quantity: number, returned: number, line: Record<string, unknown> = {}) => {
    const sold = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, {}, { quantity, ...line }) });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const lineId = (await call(server, 'GET /api/returns/sale/returnable/:id', admin, { params: { id: sold.body._id } })).body.lines[0].lineId;
    const answer = await call(server, 'POST /api/returns/sale', admin, { json: { sale: sold.body._id, lines: [{ lineId, quantity: returned }], restock: true, refundAmount: 0 } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return sold.body._id as string;
  };

  beforeEach(async () => {
    await server.reset();
    ({ admin } = await adminAndStaff(server));
    laptop = await laptopInStock(server, admin, 10);
    // 5 laptops sold, 2 of them brought back: 7 in Main.
    saleId = await sellAndReturn(5, 2);
  });

  const edit = (overrides: Record<string, unknown>, line: Record<string, unknown>) => call(server, 'PUT /api/sales/:id', admin, { params: { id: saleId }, json: saleBody(laptop, overrides, line) });
  const returnedOfLine = async () => {
    const line = (await call(server, 'GET /api/returns/sale/returnable/:id', admin, { params: { id: saleId } })).body.lines[0];
    return [line.quantity, line.returned, line.returnable];
  };
  const unchanged = async () => {
    expect(await onHandIn(server, laptop)).toBe(7);
    expect(await ledgerSum(server, laptop)).toBe(7);
    const read = await call(server, 'GET /api/sales/:id', admin, { params: { id: saleId } });
    expect(read.body.products.map((line: { productCode: string; quantity: number; unitPrice: number }) => [line.productCode, line.quantity, line.unitPrice])).toEqual([['DL-INS15', 5, 18500]]);
    expect(read.body).toMatchObject({ saleStatus: 'Completed', grandTotal: 106375, returned: 42550 });
    expect(await returnedOfLine()).toEqual([5, 2, 3]);
  };

  it('refuses 409 to lower a quantity below what was returned, naming the product, and changes nothing', async () => {
    const answer = await edit({}, { quantity: 1, unitPrice: 18500 });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Dell Inspiron 15 Laptop (DL-INS15): 2 already returned by the customer; the sale cannot hold fewer than 2.');
    expect(answer.body.error.details).toEqual([{ message: answer.body.message, path: ['products', 0, 'quantity'] }]);
    await unchanged();
  });

  it('refuses 409 to drop the returned product, to leave Completed or to move to another warehouse', async () => {
    const mouse = await call(server, 'POST /api/products', admin, { json: productBody({ productName: 'USB Mouse', productCode: 'MS-1', productTax: 'No Tax', productCost: 4.5, productPrice: 9 }) });
    expect(mouse.status, JSON.stringify(mouse.body)).toBe(201);
    await addStock(server.db, mouse.body._id, 'Main', 5);
    const dropped = await call(server, 'PUT /api/sales/:id', admin, { params: { id: saleId }, json: saleBody(mouse.body._id, {}, { quantity: 1 }) });
    expect(dropped.status).toBe(409);
    expect(dropped.body.message).toBe('Dell Inspiron 15 Laptop (DL-INS15): 2 already returned by the customer; the sale cannot hold fewer than 2.');
    expect(dropped.body.error.details[0].path).toEqual(['products']);
    const pending = await edit({ saleStatus: 'Pending' }, { quantity: 5, unitPrice: 18500 });
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe('This sale has returns: it stays Completed, in Main.');
    expect(pending.body.error.details[0].path).toEqual(['saleStatus']);
    await unchanged();
  });

  it('refuses 409 to change the price the return was priced at, naming the product and what was returned', async () => {
    const answer = await edit({}, { quantity: 5, unitPrice: 17000 });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe("Dell Inspiron 15 Laptop (DL-INS15): 2 already returned by the customer at this line's price; its unit price, discount and tax cannot change.");
    expect(answer.body.error.details[0].path).toEqual(['products', 0, 'unitPrice']);
    const taxed = await edit({}, { quantity: 5, unitPrice: 18500, taxRate: 0 });
    expect(taxed.status).toBe(409);
    expect(taxed.body.error.details[0].path).toEqual(['products', 0, 'taxRate']);
    await unchanged();
  });

  it('accepts a quantity down to what was returned: only the difference moves, the return still counts', async () => {
    const lowered = await edit({}, { quantity: 2, unitPrice: 18500 });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    expect(lowered.body).toMatchObject({ grandTotal: 42550, returned: 42550, due: 0 });
    expect(await onHandIn(server, laptop)).toBe(10);
    expect(await ledgerSum(server, laptop)).toBe(10);
    expect(await returnedOfLine()).toEqual([2, 2, 0]);

    const raised = await edit({ saleNote: 'Two more' }, { quantity: 4, unitPrice: 18500 });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(await onHandIn(server, laptop)).toBe(8);
    expect(await ledgerSum(server, laptop)).toBe(8);
    expect(await returnedOfLine()).toEqual([4, 2, 2]);
    const returns = await call(server, 'GET /api/returns/sale', admin);
    const record = await call(server, 'GET /api/returns/sale/:id', admin, { params: { id: returns.body[0]._id } });
    expect(record.body.lines).toEqual([{ productId: laptop, productName: 'Dell Inspiron 15 Laptop', productCode: 'DL-INS15', variantId: null, variant: null, variantCode: null, quantity: 2, subTotal: 42550 }]);
  });

  it('keeps the return with its own product when the lines are reordered and another is added', async () => {
    const mouse = await call(server, 'POST /api/products', admin, { json: productBody({ productName: 'USB Mouse', productCode: 'MS-1', productTax: 'No Tax', productCost: 4.5, productPrice: 9 }) });
    expect(mouse.status, JSON.stringify(mouse.body)).toBe(201);
    await addStock(server.db, mouse.body._id, 'Main', 5);
    const answer = await call(server, 'PUT /api/sales/:id', admin, { params: { id: saleId }, json: {
      ...saleBody(laptop),
      products: [
        { _id: mouse.body._id, quantity: 2, unitPrice: 9 },
        { _id: laptop, quantity: 3, unitPrice: 18500 },
      ],
    } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await onHandIn(server, laptop)).toBe(9);
    expect(await onHandIn(server, mouse.body._id)).toBe(3);
    const lines = (await call(server, 'GET /api/returns/sale/returnable/:id', admin, { params: { id: saleId } })).body.lines;
    expect(lines.map((line: { productCode: string; quantity: number; returned: number }) => [line.productCode, line.quantity, line.returned])).toEqual([
      ['MS-1', 2, 0],
      ['DL-INS15', 3, 2],
    ]);
  });

  it('refuses 409 a discounted line cut so far that it comes to less than its returns took off', async () => {
    // 3 at 18,500 less 1,000 plus VAT: 62,675; 2 returned for 41,783.33. 2 less 1,000 plus VAT would be 41,400.
    const discounted = await sellAndReturn(3, 2, { discount: 1000 });
    const answer = await call(server, 'PUT /api/sales/:id', admin, { params: { id: discounted }, json: saleBody(laptop, {}, { quantity: 2, unitPrice: 18500, discount: 1000 }) });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Dell Inspiron 15 Laptop (DL-INS15): 2 already returned by the customer for 41783.33; the line cannot come to less than that.');
  });

  it('refuses 409 to delete it, saying why, and changes nothing', async () => {
    const answer = await call(server, 'DELETE /api/sales/:id', admin, { params: { id: saleId } });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This sale has returns; delete them first.');
    await unchanged();
  });
});
