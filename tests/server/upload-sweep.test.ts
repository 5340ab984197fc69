import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scheduleUploadSweep, sweepUploads, UPLOAD_GRACE_MS } from '../../server/services/upload-sweep';
import { adminAndStaff, png, productBody, upload } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { purchaseCatalog } from './purchase-helpers';

const DAY_AFTER_GRACE = Date.now() + UPLOAD_GRACE_MS + 60_000;
const pdf = Uint8Array.from(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'));
const csv = 'product_code,quantity,purchase_unit,product_cost,discount,tax_name\nMS-1,2,Piece,4.50,0,No Tax\n';

/** A PNG of its own content, so each record's picture is its own file. */
const picture = (label: string) => Buffer.concat([png(), Buffer.from(label)]);

/**
 * Files no record names leave the upload folder: a deleted purchase's attachment, a replaced image,
 * an image uploaded for a form never saved. Named files, young files and other files stay.
 */
describe.each(drivers)('the upload sweep on %s', (driver) => {
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

  const fileOf = (url: string) => join(server.uploadDir, url.replace(/^\/uploads\//, ''));
  const uploaded = async (label: string): Promise<string> => {
    const answer = await upload(server, admin, picture(label));
    expect(answer.status).toBe(201);
    return answer.body.url;
  };

  async function importWithAttachment(): Promise<{ id: string; attachment: string }> {
    const form = new FormData();
    form.append('warehouse', 'Main');
    form.append('supplier', 'Karachi Traders');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'purchase.csv');
    form.append('attachment', new File([pdf], 'invoice.pdf'));
    const answer = await call(server, 'POST /api/import/purchases', admin, { body: form });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const id = answer.body.purchase._id;
    return { id, attachment: (await call(server, 'GET /api/purchase/:id', admin, { params: { id } })).body.attachment! };
  }

  it('keeps every file a product, category, brand, the logo or a purchase names, and removes the rest once old', async () => {
    const [productImage, categoryImage, brandImage, logo, forgotten] = await Promise.all(['product', 'category', 'brand', 'logo', 'never saved'].map(uploaded));
    for (const [path, body] of [
      ['POST /api/categories', { name: 'Pictured', image: categoryImage }],
      ['POST /api/brands', { name: 'Pictured', image: brandImage }],
      ['POST /api/products', productBody({ brand: 'Pictured', category: 'Pictured', image: productImage })],
    ] as const) {
      const saved = await call(server, path, admin, { json: body });
      expect(saved.status, `${path}: ${JSON.stringify(saved.body)}`).toBe(201);
    }
    const { updatedAt: _, ...settings } = (await call(server, 'GET /api/settings', admin)).body;
    const saved = await call(server, 'PUT /api/settings', admin, { json: { ...settings, systemLogo: logo } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await purchaseCatalog(server, admin);
    const { attachment } = await importWithAttachment();
    const leftover = `.${'c'.repeat(64)}.png.${'d'.repeat(12)}.part`;
    writeFileSync(join(server.uploadDir, leftover), 'half a picture');
    writeFileSync(join(server.uploadDir, 'notes.txt'), 'not an upload');

    const swept = await sweepUploads(server.db, server.uploadDir, { now: DAY_AFTER_GRACE });

    expect(swept.removed.sort()).toEqual([forgotten.replace('/uploads/', ''), leftover].sort());
    for (const url of [productImage, categoryImage, brandImage, logo, attachment]) expect(existsSync(fileOf(url)), url).toBe(true);
    expect(existsSync(fileOf(forgotten))).toBe(false);
    expect(readdirSync(server.uploadDir)).toContain('notes.txt');
  });

  it('keeps a file uploaded within the last day, whoever names it', async () => {
    const fresh = await uploaded('form still open');
    expect((await sweepUploads(server.db, server.uploadDir)).removed).toEqual([]);
    expect(existsSync(fileOf(fresh))).toBe(true);
  });

  it("removes a deleted purchase's attachment, unless another purchase still names it", async () => {
    await purchaseCatalog(server, admin);
    const first = await importWithAttachment();
    const second = await importWithAttachment();
    expect(second.attachment).toBe(first.attachment);

    expect((await call(server, 'DELETE /api/purchase/:id', admin, { params: { id: first.id } })).status).toBe(200);
    await sweepUploads(server.db, server.uploadDir, { now: DAY_AFTER_GRACE });
    expect(existsSync(fileOf(first.attachment))).toBe(true);

    expect((await call(server, 'DELETE /api/purchase/:id', admin, { params: { id: second.id } })).status).toBe(200);
    await sweepUploads(server.db, server.uploadDir, { now: DAY_AFTER_GRACE });
    expect(existsSync(fileOf(first.attachment))).toBe(false);
  });

  it('an old file uploaded again is young again, so the form that just picked it keeps it', async () => {
    const url = await uploaded('picked again');
    const longAgo = new Date(Date.now() - 2 * UPLOAD_GRACE_MS);
    utimesSync(fileOf(url), longAgo, longAgo);
    expect(await uploaded('picked again')).toBe(url);
    expect((await sweepUploads(server.db, server.uploadDir)).removed).toEqual([]);
    expect(existsSync(fileOf(url))).toBe(true);
  });

  it('runs by itself once the shop is quiet, says what it removed, and not after stop()', async () => {
    const url = await uploaded('abandoned');
    const longAgo = new Date(Date.now() - 2 * UPLOAD_GRACE_MS);
    utimesSync(fileOf(url), longAgo, longAgo);
    let quiet = false;
    const said: string[] = [];
    const schedule = scheduleUploadSweep(server.db, server.uploadDir, { log: (line) => said.push(line), isQuiet: () => quiet, firstAfterMs: 10, pollMs: 10, everyMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(existsSync(fileOf(url)), 'busy: nothing swept yet').toBe(true);
    quiet = true;
    await expect.poll(() => said, { timeout: 5_000 }).toEqual(['Upload sweep: removed 1 file no record names.']);
    expect(existsSync(fileOf(url))).toBe(false);
    await schedule.stop();
  });

  it('a missing upload folder is nothing to sweep', async () => {
    expect(await sweepUploads(server.db, join(server.uploadDir, 'not-there'), { now: DAY_AFTER_GRACE })).toEqual({ removed: [], kept: 0 });
  });
});
