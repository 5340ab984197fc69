import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAndStaff } from './catalog-helpers';
import { drivers, jsonRequest, startTestServer, type TestServer } from './harness';
import { countRows, laptopInStock, onHandIn, saleBody } from './sales-helpers';

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

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    let admin: string;
    ({ admin, staff } = await adminAndStaff(server));
    laptop = await laptopInStock(server, admin, 10);
  });

  const checkout = async (body: unknown, key: string) => {
    const request = jsonRequest('POST', body, staff);
    const response = await server.app.request('/api/sales', { ...request, headers: { ...(request.headers as Record<string, string>), 'Idempotency-Key': key } });
    return { status: response.status, body: await response.json() };
  };
  const draft = () => saleBody(laptop, { source: 'pos', saleStatus: 'Pending' });
  const paidCheckout = () => saleBody(laptop, { source: 'pos', payments: [{ method: 'Cash', amount: 21275, received: 21275 }] });

  it("a draft's key re-sent with a completed cash checkout is a 422 naming the key; nothing more is written", async () => {
    const first = await checkout(draft(), 'till-1-0001');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const reused = await checkout(paidCheckout(), 'till-1-0001');
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ success: false, message: REUSED, error: { details: [{ message: REUSED, path: ['Idempotency-Key'] }] } });
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
});
