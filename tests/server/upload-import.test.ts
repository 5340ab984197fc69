import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers, startTestServer, type TestServer } from './harness';
import { adminAndStaff, png, tableCounts, upload } from './catalog-helpers';
import { call, rawRequest } from './route-client';
import { DEMO_PRODUCT_COUNT, seedDemoShop } from '../../server/seed/demo';
import { MAX_IMAGE_SIZE_BYTES } from '../../src/domain/shop-constants';

async function importCsv(server: TestServer, token: string, text: string) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'categories.csv');
  return call(server, 'POST /api/import/categories', token, { body: form });
}

describe.each(drivers)('uploads, category import and the demo shop on %s', (driver) => {
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

  it('POST /api/upload stores an image by its content hash and GET /uploads serves it without a token', async () => {
    const bytes = png();
    const answer = await upload(server, staff, bytes, 'whatever.exe');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: 'Image uploaded successfully!', url: expect.stringMatching(/^\/uploads\/[0-9a-f]{64}\.png$/) });
    expect((await upload(server, staff, bytes)).body.url).toBe(answer.body.url);
    expect(readdirSync(server.uploadDir).filter((name) => answer.body.url.endsWith(name))).toHaveLength(1);

    const served = await rawRequest(server, 'GET', answer.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('recognises JPEG, GIF and WebP by their bytes', async () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
    const webp = new Uint8Array([...new TextEncoder().encode('RIFF'), 4, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8 ')]);
    expect((await upload(server, admin, jpeg)).body.url).toMatch(/\.jpg$/);
    expect((await upload(server, admin, gif)).body.url).toMatch(/\.gif$/);
    expect((await upload(server, admin, webp)).body.url).toMatch(/\.webp$/);
  });

  it('refuses a file that is not an image by its bytes with 415, whatever its name', async () => {
    const stored = () => (existsSync(server.uploadDir) ? readdirSync(server.uploadDir) : []);
    const before = stored();
    const answer = await upload(server, admin, new TextEncoder().encode('<svg onload="alert(1)"/>'), 'photo.png');
    expect(answer.status).toBe(415);
    expect(answer.body.message).toBe('Please select a valid image file (JPEG, PNG, GIF, WebP)');
    expect(answer.body.error.details[0].path).toEqual(['image']);
    expect(stored()).toEqual(before);
  });

  it('refuses an image over 10 MB with 413', async () => {
    const big = new Uint8Array(MAX_IMAGE_SIZE_BYTES + 1);
    big.set(png());
    const answer = await upload(server, admin, big);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('File size must be less than 10MB');
    const far = await upload(server, admin, new Uint8Array(MAX_IMAGE_SIZE_BYTES + 200_000));
    expect(far.status).toBe(413);
  });

  it('answers an upload without the image field with 400 and a JSON body with 415', async () => {
    expect((await upload(server, admin, png(), 'a.png', 'picture')).status).toBe(400);
    expect((await rawRequest(server, 'POST', '/api/upload', { token: admin, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ image: 'x' }) })).status).toBe(415);
  });

  it('GET /uploads answers 404 for any name that is not <sha256>.<ext>, and for a file not stored', async () => {
    for (const path of ['/uploads/..%2Fjwt-secret', '/uploads/secret.png', `/uploads/${'A'.repeat(64)}.png`, `/uploads/${'a'.repeat(64)}.svg`, `/uploads/${'a'.repeat(64)}.png`]) {
      expect((await rawRequest(server, 'GET', path)).status, path).toBe(404);
    }
  });

  it('imports categories from CSV, parents in any order, and lists them', async () => {
    await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } });
    const answer = await importCsv(server, staff, '\uFEFFName,Parent\nGaming Laptops,Laptops\nLaptops,Electronics\n"Books, Used",\n\n');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, imported: 3, message: 'Imported 3 categories.' });
    const gaming = (await call(server, 'GET /api/categories', admin, { query: { q: 'gaming' } })).body[0];
    expect(gaming).toMatchObject({ name: 'Gaming Laptops', parentCategory: 'Laptops' });
    expect((await call(server, 'GET /api/categories', admin, { query: { q: 'books' } })).body[0].name).toBe('Books, Used');
  });

  it('imports a file longer than one write, children listed before their parents and grandparents', async () => {
    // 300 grandchildren, then their 300 parents, then 300 top-level: the write goes a few hundred rows a statement.
    const rows = [
      ...Array.from({ length: 300 }, (_, index) => `Leaf ${index},Branch ${index}`),
      ...Array.from({ length: 300 }, (_, index) => `Branch ${index},Root ${index}`),
      ...Array.from({ length: 300 }, (_, index) => `Root ${index},`),
    ];
    const answer = await importCsv(server, staff, ['name,parent', ...rows].join('\n'));
    expect(answer).toMatchObject({ status: 201, body: { imported: 900, message: 'Imported 900 categories.' } });
    expect((await call(server, 'GET /api/categories', admin, { query: { q: 'Leaf 299' } })).body[0]).toMatchObject({ name: 'Leaf 299', parentCategory: 'Branch 299' });
    expect((await call(server, 'GET /api/categories', admin, { query: { q: 'Branch 0' } })).body[0]).toMatchObject({ name: 'Branch 0', parentCategory: 'Root 0' });
  });

  it('imports nothing from a bad file and names each bad row and column', async () => {
    await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } });
    const before = await tableCounts(server.db);
    const answer = await importCsv(server, admin, 'name,parent\nPhones,Electronics\n,Electronics\nelectronics,\nTablets,Nowhere\nPhones,\nA,B\nB,A\n');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^Nothing was imported: the file has \d+ problems\./);
    const details = answer.body.error.details.map((detail: { path: unknown[] }) => detail.path);
    expect(details).toEqual([
      [3, 'name'],
      [4, 'name'],
      [5, 'parent'],
      [6, 'name'],
    ]);
    expect(await tableCounts(server.db)).toEqual(before);

    const second = await importCsv(server, admin, 'name,parent\nelectronics,\nTablets,Nowhere\nPhones,\nPhones,\n');
    expect(second.body.error.details).toEqual([
      { message: "Row 2, name: A category named 'electronics' already exists.", path: [2, 'name'] },
      { message: "Row 3, parent: There is no category 'Nowhere' in the shop or in the file.", path: [3, 'parent'] },
      { message: "Row 5, name: 'Phones' is also on row 4.", path: [5, 'name'] },
    ]);
    const cycle = await importCsv(server, admin, 'name,parent\nA,B\nB,A\n');
    expect(cycle.status).toBe(400);
    expect(cycle.body.error.details[0].path).toEqual([2, 'parent']);
    const columns = await importCsv(server, admin, 'title,parent\nA,\n');
    expect(columns.body.error.details.map((detail: { path: unknown[] }) => detail.path)).toEqual([
      [1, 'name'],
      [1, 'title'],
    ]);
    expect((await importCsv(server, admin, 'name,parent\n')).status).toBe(400);
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it('seeds the demo shop only on an empty database, once', async () => {
    // The users signed up in beforeEach make this database not new.
    expect(await seedDemoShop(server.db, server.uploadDir)).toBe(false);
    await server.reset();
    expect(await seedDemoShop(server.db, server.uploadDir)).toBe(true);
    expect(await seedDemoShop(server.db, server.uploadDir)).toBe(false);
    ({ admin } = await adminAndStaff(server));

    const products = await call(server, 'GET /api/products', admin, { query: { pageSize: 100 } });
    expect(products.total).toBe(DEMO_PRODUCT_COUNT);
    const laptop = products.body.find((product) => product.productPrice === 18500)!;
    expect(laptop).toMatchObject({ productName: 'Dell Inspiron 15 Laptop', brand: 'Dell', category: 'Laptops', image: expect.stringMatching(/^\/uploads\//) });
    expect(laptop.quantity).toBeGreaterThan(0);
    expect((await rawRequest(server, 'GET', laptop.image!)).headers.get('content-type')).toBe('image/png');

    const brands = await call(server, 'GET /api/brands', admin);
    expect(brands.body.map((brand: { name: string; image: string | null }) => [brand.name, brand.image !== null])).toEqual([
      ['Club Special', false],
      ['Dell', true],
      ['HP', true],
      ['Mac', true],
      ['Oppo', true],
      ['Vivo', true],
    ]);
    const categories = (await call(server, 'GET /api/categories', admin, { query: { pageSize: 50 } })).body.map((category: { name: string }) => category.name);
    expect(categories).toEqual(expect.arrayContaining(['Electronics', 'Clothing', 'Food', 'Books', 'Laptops']));
    const clothing = (await call(server, 'GET /api/categories', admin, { query: { q: 'clothing' } })).body[0];
    expect(clothing.productCount).toBeGreaterThan(0);
    expect(clothing.stockQuantity).toBeGreaterThan(0);
    for (const image of readdirSync(server.uploadDir)) expect(existsSync(join(server.uploadDir, image))).toBe(true);
  });
});
