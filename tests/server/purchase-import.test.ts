import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PURCHASE_IMPORT_SAMPLE } from '../../src/domain/purchase-import';
import { adminAndStaff, tableCounts } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { ledgerSum, onHand, purchaseCatalog } from './purchase-helpers';

const header = 'product_code,quantity,purchase_unit,product_cost,discount,tax_name';

/** POST /api/import/purchases (Import Purchase): one Received purchase from a CSV, all rows or none. */
describe.each(drivers)('purchase import on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let laptopId: string;
  let mouseId: string;
  let mainId: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin } = await adminAndStaff(server));
    ({ laptopId, mouseId, mainId } = await purchaseCatalog(server, admin));
  });

  async function importFile(text: string | null, fields: Record<string, string> = { warehouse: 'Main', supplier: 'Karachi Traders' }, attachment?: File) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (text !== null) form.append('file', new Blob([text], { type: 'text/csv' }), 'purchase.csv');
    if (attachment) form.append('attachment', attachment);
    return call(server, 'POST /api/import/purchases', admin, { body: form });
  }

  it('imports a file as one Received purchase: its lines priced on the server and the stock put in', async () => {
    const answer = await importFile(`${header}\nDL-INS15,3,Piece,100,10,VAT 15%\nms-1,5,piece,4.50,0,No Tax\n`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: 'Purchase import submitted successfully!', imported: 2, purchase: { reference: 'PR-000001' } });
    const purchase = (await call(server, 'GET /api/purchase/:id', admin, { params: { id: answer.body.purchase._id } })).body;
    expect(purchase).toMatchObject({ warehouse: 'Main', supplier: 'Karachi Traders', purchaseStatus: 'Received' });
    // 3 × 100 − 10 = 290, + 15% = 333.50; 5 × 4.50 = 22.50.
    expect(purchase.products.map((line: { productCode: string; quantity: number; subTotal: number }) => [line.productCode, line.quantity, line.subTotal])).toEqual([
      ['DL-INS15', 3, 333.5],
      ['MS-1', 5, 22.5],
    ]);
    expect(purchase.total).toBe(356);
    expect(await onHand(server, laptopId, mainId)).toBe(3);
    expect(await onHand(server, mouseId, mainId)).toBe(5);
    expect(await ledgerSum(server, mouseId, mainId)).toBe(5);
  });

  it('a bad file writes nothing and names each bad row and column', async () => {
    const before = await tableCounts(server.db);
    const answer = await importFile(`${header}\nDL-INS15,3,Piece,100,0,VAT 15%\nNOPE,1,Piece,1,0,No Tax\nMS-1,x,Box,1,0,GST\n`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.details.map((detail: { message: string }) => detail.message)).toEqual([
      "Row 3, product_code: There is no product with the code 'NOPE'.",
      "Row 4, quantity: Enter a whole number from 1 to 1,000,000, not 'x'.",
      "Row 4, purchase_unit: There is no unit 'Box'.",
      "Row 4, tax_name: There is no tax 'GST'.",
    ]);
    expect(await tableCounts(server.db)).toEqual(before);
    expect((await call(server, 'GET /api/purchase', admin)).body.total).toBe(0);
  });

  it("says the messages in docs/screens.md#purchases for a missing warehouse or file, and names an unknown warehouse or supplier", async () => {
    const noWarehouse = await importFile(PURCHASE_IMPORT_SAMPLE, { supplier: 'Karachi Traders' });
    expect([noWarehouse.status, noWarehouse.body.message, noWarehouse.body.error.details[0].path]).toEqual([400, 'Warehouse is required', ['warehouse']]);
    const noFile = await importFile(null);
    expect([noFile.status, noFile.body.message, noFile.body.error.details[0].path]).toEqual([400, 'CSV file is required', ['file']]);
    expect((await importFile(`${header}\nMS-1,1,Piece,1,0,No Tax\n`, { warehouse: 'Nowhere' })).body.error.details[0].path).toEqual(['warehouse']);
    expect((await importFile(`${header}\nMS-1,1,Piece,1,0,No Tax\n`, { warehouse: 'Main', supplier: 'Nobody' })).body.error.details[0].path).toEqual(['supplier']);
  });

  it('keeps a pdf attachment and refuses a file that is not what its name says', async () => {
    const pdf = new File(['%PDF-1.4 invoice'], 'invoice.pdf', { type: 'application/pdf' });
    const kept = await importFile(`${header}\nMS-1,1,Piece,1,0,No Tax\n`, { warehouse: 'Main' }, pdf);
    expect(kept.status).toBe(201);
    const fake = new File(['MZ not a pdf'], 'invoice.pdf', { type: 'application/pdf' });
    const refused = await importFile(`${header}\nMS-1,1,Piece,1,0,No Tax\n`, { warehouse: 'Main' }, fake);
    expect([refused.status, refused.body.message]).toEqual([400, 'The attachment is not the pdf file its name says.']);
    const exe = await importFile(`${header}\nMS-1,1,Piece,1,0,No Tax\n`, { warehouse: 'Main' }, new File(['MZ'], 'setup.exe'));
    expect([exe.status, exe.body.message]).toEqual([400, 'The attachment must be a pdf, doc, docx, jpg, jpeg, png file.']);
  });

  it('imports 10,000 rows within 10 seconds', async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => `${index % 2 ? 'DL-INS15' : 'MS-1'},${(index % 9) + 1},Piece,${(index % 50) + 1}.25,0.5,VAT 10%`);
    const started = performance.now();
    const answer = await importFile([header, ...rows].join('\n'));
    const elapsed = performance.now() - started;
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(201);
    expect(answer.body.imported).toBe(10_000);
    console.log(`10,000-row purchase import on ${driver}: ${Math.round(elapsed)} ms`);
    expect(elapsed).toBeLessThan(10_000);
    expect(await ledgerSum(server, laptopId, mainId)).toBe(await onHand(server, laptopId, mainId));
  }, 60_000);
});
