import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { purchasePageSchema, purchaseSchema } from '../../src/domain/purchase.schemas';
import { adminAndStaff } from './catalog-helpers';
import { call, rawRequest } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { purchaseBody, purchaseCatalog } from './purchase-helpers';

const csv = 'product_code,quantity,purchase_unit,product_cost,discount,tax_name\nMS-1,2,Piece,4.50,0,No Tax\n';

// Real first bytes of each kind, as storeAttachment checks them.
const pdf = Uint8Array.from(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'));
const doc = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
const docx = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0, 0x08, 0]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Import Purchase's attachment, got back: GET /api/purchase/{id} and the list answer it,
 * and GET /uploads serves the stored document to be saved (its type, Content-Disposition: attachment,
 * nosniff), public as images are, and nothing but names the server wrote.
 */
describe.each(drivers)('purchase attachments on %s', (driver) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin } = await adminAndStaff(server));
    await purchaseCatalog(server, admin);
  });

  /** Imports a one-line purchase with `bytes` attached as `name`; answers the new purchase's id. */
  async function importWith(bytes: Uint8Array<ArrayBuffer>, name: string): Promise<string> {
    const form = new FormData();
    form.append('warehouse', 'Main');
    form.append('supplier', 'Karachi Traders');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'purchase.csv');
    form.append('attachment', new File([bytes], name));
    const answer = await call(server, 'POST /api/import/purchases', admin, { body: form });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.purchase._id;
  }

  it('GET /api/purchase/{id} and the list answer the imported attachment; a purchase without one answers null', async () => {
    const id = await importWith(pdf, 'Invoice 0042.PDF');
    const plain = (await call(server, 'POST /api/purchase', admin, { json: purchaseBody() })).body;

    const purchase = await call(server, 'GET /api/purchase/:id', admin, { params: { id } });
    expect(purchase.status).toBe(200);
    expect(purchase.body.attachment).toBe(`/uploads/${sha256(pdf)}.pdf`);
    expect(v.safeParse(purchaseSchema, purchase.body).success).toBe(true);
    expect(plain.attachment).toBeNull();
    expect((await call(server, 'GET /api/purchase/:id', admin, { params: { id: plain._id } })).body.attachment).toBeNull();

    const page = await call(server, 'GET /api/purchase', admin);
    expect(v.safeParse(purchasePageSchema, page.body).success).toBe(true);
    const attachments = Object.fromEntries(page.body.showAllPurchases.map((row: { reference: string; attachment: string | null }) => [row.reference, row.attachment]));
    expect(attachments).toEqual({ [purchase.body.reference]: `/uploads/${sha256(pdf)}.pdf`, [plain.reference]: null });
  });

  it('an edit from the purchase form keeps the attachment', async () => {
    const id = await importWith(pdf, 'invoice.pdf');
    const edited = await call(server, 'PUT /api/purchase/:id', admin, { params: { id }, json: purchaseBody({ note: 'Counted', products: [{ productCode: 'MS-1', quantity: 3, productCost: 4.5, discount: 0 }] }) });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect([edited.body.note, edited.body.attachment]).toEqual(['Counted', `/uploads/${sha256(pdf)}.pdf`]);
  });

  it('GET /uploads serves a pdf, doc and docx attachment to be saved, with its type and nosniff, without a token', async () => {
    const expected: [Uint8Array<ArrayBuffer>, string, string][] = [
      [pdf, 'invoice.pdf', 'application/pdf'],
      [doc, 'order.doc', 'application/msword'],
      [docx, 'order.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ];
    for (const [bytes, name, type] of expected) {
      const { attachment } = (await call(server, 'GET /api/purchase/:id', admin, { params: { id: await importWith(bytes, name) } })).body;
      const served = await rawRequest(server, 'GET', attachment!);
      expect(served.status, name).toBe(200);
      expect(served.headers.get('content-type'), name).toBe(type);
      expect(served.headers.get('content-disposition'), name).toBe('attachment');
      expect(served.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes)), name).toBe(true);
    }
  });

  it('GET /uploads serves a jpeg attachment as the image it is, inline', async () => {
    const { attachment } = (await call(server, 'GET /api/purchase/:id', admin, { params: { id: await importWith(jpeg, 'receipt.jpeg') } })).body;
    expect(attachment).toBe(`/uploads/${sha256(jpeg)}.jpg`);
    const served = await rawRequest(server, 'GET', attachment!);
    expect([served.status, served.headers.get('content-type'), served.headers.get('content-disposition')]).toEqual([200, 'image/jpeg', null]);
  });

  it('GET /uploads answers 404 for a document never stored, a name the server did not write, and any path', async () => {
    const stored = `${sha256(pdf)}.pdf`;
    await importWith(pdf, 'invoice.pdf');
    // Files the server did not write, under names near its own: a readable name, partial writes, upper case,
    // and one beside the upload folder that only a path could reach.
    const outside = join(dirname(server.uploadDir), `${'c'.repeat(64)}.pdf`);
    for (const name of ['invoice.pdf', `.${stored}.0a1b2c.part`, `${stored}.part`, `${sha256(pdf).toUpperCase()}.pdf`]) writeFileSync(join(server.uploadDir, name), pdf);
    writeFileSync(outside, pdf);
    onTestFinished(() => rmSync(outside, { force: true }));
    const refused = [
      `/uploads/${'e'.repeat(64)}.pdf`,
      `/uploads/${'e'.repeat(64)}.docx`,
      '/uploads/invoice.pdf',
      `/uploads/.${stored}.0a1b2c.part`,
      `/uploads/${sha256(pdf).toUpperCase()}.pdf`,
      `/uploads/${sha256(pdf)}.PDF`,
      `/uploads/${sha256(pdf)}.html`,
      `/uploads/${sha256(pdf)}.exe`,
      `/uploads/${stored}.part`,
      `/uploads/..%2F${stored}`,
      `/uploads/..%2F${'c'.repeat(64)}.pdf`,
      `/uploads/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd`,
      `/uploads/..%5C${stored}`,
      `/uploads/x/..%2F..%2F${stored}`,
      `/uploads/${stored}%00.pdf`,
    ];
    for (const path of refused) {
      const answer = await rawRequest(server, 'GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-disposition'), path).toBeNull();
    }
    expect((await rawRequest(server, 'GET', `/uploads/${stored}`)).status).toBe(200);
  });
});
