import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers, signUp, startTestServer, type TestServer } from './harness';
import { adminAndStaff, productBody, tableCounts } from './catalog-helpers';
import { call } from './route-client';

const settingsBody = {
  systemTitle: 'Karachi Electronics',
  systemLogo: `/uploads/${'a'.repeat(64)}.png`,
  currency: 'US Dollar',
  currencyPosition: 'Suffix',
  timeZone: 'UTC',
  staffAccess: 'All Records',
  invoiceFormat: 'Detailed',
  dateFormat: 'yyyy-mm-dd',
  developedBy: 'ShopDesk',
};

/** Text PostgreSQL cannot store (NUL), other control characters, and UTF-16 halves without their pair. */
const refusedTexts: [string, string][] = [
  ['NUL', 'Dell\u0000 Inspiron'],
  ['a leading NUL', '\u0000'],
  ['an escape', 'Dell\u001b[31m'],
  ['a backspace', 'Dell\u0008'],
  ['DEL', 'Dell\u007f'],
  ['a lone high surrogate', 'Dell \ud83d'],
  ['a lone low surrogate', '\ude00 Dell'],
];

function expectRefused(answer: { status: number; body: any }, path: (string | number)[]) {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ success: false, message: expect.stringMatching(/control character|unpaired/i) });
  expect(answer.body.error.details).toContainEqual({ message: answer.body.message, path });
}

describe.each(drivers)('text with control characters on %s', (driver) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin } = await adminAndStaff(server));
  });

  // A lone surrogate cannot be written in a URL: its UTF-8-like bytes arrive as bytes that decode to nothing.
  it.each(refusedTexts.filter(([label]) => !label.includes('surrogate')))('GET /api/products?q= with %s is a 400 under q', async (_label, text) => {
    const answer = await call(server, 'GET /api/products', admin, { query: { q: text } });
    expectRefused(answer, ['q']);
  });

  it('GET /api/products?q= with bytes that are not UTF-8 answers a list, not a 500', async () => {
    for (const q of ['%ED%A0%BD', '%FF', '%C0%80']) {
      const answer = await call(server, 'GET /api/products', admin, { query: { q } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual([]);
    }
  });

  it.each(refusedTexts)('a signup name with %s is a 400 under name, and no account is made', async (_label, text) => {
    expectRefused(await call(server, 'POST /auth/signup', null, { json: { name: text, email: 'newcomer@example.com', password: 'counter-pass-1' } }), ['name']);
    const login = await call(server, 'POST /auth/login', null, { json: { email: 'newcomer@example.com', password: 'counter-pass-1' } });
    expect(login.status).toBe(401);
  });

  it.each(refusedTexts)('a product name or description with %s is a 400 under that field', async (_label, text) => {
    const before = await tableCounts(server.db);
    expectRefused(await call(server, 'POST /api/products', admin, { json: productBody({ brand: null, productName: text }) }), ['productName']);
    expectRefused(await call(server, 'POST /api/products', admin, { json: productBody({ brand: null, description: text }) }), ['description']);
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it('a description keeps its tabs and line breaks', async () => {
    await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } });
    const description = 'Line one\r\n\tindented line two\nline three';
    const created = await call(server, 'POST /api/products', admin, { json: productBody({ brand: null, description }) });
    expect(created.status).toBe(201);
    expect(created.body.description).toBe(description);
  });

  it.each(refusedTexts)('a brand name with %s is a 400 under name, on create and on update', async (_label, text) => {
    expectRefused(await call(server, 'POST /api/brands', admin, { json: { name: text } }), ['name']);
    const brand = await call(server, 'POST /api/brands', admin, { json: { name: 'Dell' } });
    expectRefused(await call(server, 'PUT /api/brands/:id', admin, { params: { id: brand.body._id }, json: { name: text } }), ['name']);
    expect((await call(server, 'GET /api/brands/:id', admin, { params: { id: brand.body._id } })).body.name).toBe('Dell');
  });

  it('a one-line name refuses a line break inside it', async () => {
    expectRefused(await call(server, 'POST /api/brands', admin, { json: { name: 'Dell\nHP' } }), ['name']);
  });

  it.each(refusedTexts)('a settings title with %s is a 400 under systemTitle', async (_label, text) => {
    expectRefused(await call(server, 'PUT /api/settings', admin, { json: { ...settingsBody, systemTitle: text } }), ['systemTitle']);
    expect((await call(server, 'GET /api/settings', admin)).body.systemTitle).toBe('ShopDesk');
  });

  // A file holds bytes: a lone surrogate can only arrive as bytes that are not UTF-8 (below).
  it.each(refusedTexts.filter(([label]) => !label.includes('surrogate')))('a CSV cell with %s refuses the import and names its row and column', async (_label, text) => {
    const before = await tableCounts(server.db);
    const form = new FormData();
    form.append('file', new Blob([`name,parent\nLaptops,\n"${text}",Laptops\n`], { type: 'text/csv' }), 'categories.csv');
    const response = await call(server, 'POST /api/import/categories', admin, { body: form });
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual([{ message: expect.stringMatching(/^Row 3, name: .*(control character|unpaired)/i), path: [3, 'name'] }]);
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it('a CSV file that is not UTF-8 is refused under file, and nothing is imported', async () => {
    const before = await tableCounts(server.db);
    // 'Caf\xe9' in Windows-1252, and the three bytes a careless encoder writes for a lone surrogate.
    for (const bytes of [[0x43, 0x61, 0x66, 0xe9], [0xed, 0xa0, 0xbd]]) {
      const form = new FormData();
      const file = new Uint8Array([...new TextEncoder().encode('name,parent\n'), ...bytes, 0x0a]);
      form.append('file', new Blob([file], { type: 'text/csv' }), 'categories.csv');
      const response = await call(server, 'POST /api/import/categories', admin, { body: form });
      expect(response.status).toBe(400);
      expect(response.body.error.details).toEqual([{ message: expect.stringContaining('not UTF-8'), path: ['file'] }]);
    }
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it('a reference, a warehouse price key and a profile field refuse NUL too', async () => {
    expectRefused(await call(server, 'POST /api/products', admin, { json: productBody({ brand: null, category: 'Elec\u0000' }) }), ['category']);
    expectRefused(
      await call(server, 'POST /api/products', admin, { json: productBody({ brand: null, hasWarehousePrice: true, warehousePrices: { 'Main\u0000': 10 } }) }),
      ['warehousePrices', 'Main\u0000'],
    );
    expectRefused(await call(server, 'PUT /api/profile', admin, { json: { userName: 'Owner', email: 'owner@example.com', phoneNumber: '0300 1234567', companyName: 'A\u0000' } }), ['companyName']);
  });
});

describe.each(drivers)('a signup with NUL on a new shop on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());

  it('answers 400, and the first account made afterwards is still the admin', async () => {
    const response = await call(server, 'POST /auth/signup', null, { json: { name: 'Own\u0000er', email: 'owner@example.com', password: 'counter-pass-1' } });
    expect(response.status).toBe(400);
    const { body } = await signUp(server.app, 'Owner', 'owner@example.com');
    // The first account's words: it is the admin.
    expect(body.message).toBe('Account created. Please log in.');
  });
});
