import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkPurchaseImport } from '../../server/services/purchase-import';
import { PURCHASE_IMPORT_SAMPLE } from '../../src/domain/purchase-import';
import { adminAndStaff, productBody } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';

const header = 'product_code,quantity,purchase_unit,product_cost,discount,tax_name';

/** Import Purchase: the whole file is checked, every problem named by row and column. */
describe.each(drivers)('purchase import check on %s', (driver) => {
  let server: TestServer;
  let teaId: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    const { admin } = await adminAndStaff(server);
    await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } });
    await call(server, 'POST /api/brands', admin, { json: { name: 'Dell' } });
    await call(server, 'POST /api/products', admin, { json: productBody({ productCode: '9780132350884', productName: 'Clean Code' }) });
    teaId = (await call(server, 'POST /api/products', admin, { json: productBody({ productCode: '2000000000343', productName: 'Green Tea' }) })).body._id;
  });

  const refusal = async (text: string) => {
    try {
      await checkPurchaseImport(server.db, text);
    } catch (error) {
      return error as { status: number; message: string; details: { message: string; path: unknown[] }[] };
    }
    throw new Error('the file was accepted');
  };

  it('reads the sample file into priced lines', async () => {
    const lines = await checkPurchaseImport(server.db, PURCHASE_IMPORT_SAMPLE);
    expect(lines.map((line) => [line.line, line.productName, line.quantity, line.unitCost, line.discount, line.taxName, line.taxRate])).toEqual([
      [2, 'Clean Code', 10, 2850, 0, 'No Tax', 0],
      [3, 'Green Tea', 24, 320, 150, 'VAT 5%', 5000],
    ]);
    expect(lines[1]!.productId).toBe(teaId);
  });

  it('matches codes, units and tax names whatever their case, and ignores a byte-order mark and blank lines', async () => {
    const lines = await checkPurchaseImport(server.db, `\uFEFF${header}\r\n2000000000343,1,PIECE,1,0,vat 5%\r\n\r\n`);
    expect(lines).toHaveLength(1);
  });

  it('names every bad row and column: unknown code, bad numbers, unknown unit and tax, a discount above the line', async () => {
    const text = [
      header,
      'NOPE-1,2,Piece,10,0,No Tax',
      '9780132350884,0,Piece,10,0,No Tax',
      '9780132350884,2.5,Crate,10.555,-1,GST 7%',
      '9780132350884,1,Piece,10,20,No Tax',
      '9780132350884,1,Piece,10',
      ',1,Piece,,0,',
    ].join('\n');
    const error = await refusal(text);
    expect(error.status).toBe(400);
    expect(error.details.map((detail) => detail.message)).toEqual([
      "Row 2, product_code: There is no product with the code 'NOPE-1'.",
      "Row 3, quantity: Enter a whole number from 1 to 1,000,000, not '0'.",
      "Row 4, quantity: Enter a whole number from 1 to 1,000,000, not '2.5'.",
      "Row 4, purchase_unit: There is no unit 'Crate'.",
      expect.stringMatching(/^Row 4, product_cost: /),
      'Row 4, discount: Amount must not be negative.',
      "Row 4, tax_name: There is no tax 'GST 7%'.",
      expect.stringMatching(/^Row 5, discount: /),
      'Row 6: has 4 cells, the header has 6.',
      'Row 7, product_code: This field is required.',
      'Row 7, product_cost: This field is required.',
      'Row 7, tax_name: This field is required.',
    ]);
    expect(error.details[0]!.path).toEqual([2, 'product_code']);
    expect(error.message).toBe("Nothing was imported: the file has 12 problems. Row 2, product_code: There is no product with the code 'NOPE-1'.");
  });

  it('refuses a header that misses, adds or reorders columns', async () => {
    expect((await refusal('product_code,quantity,purchase_unit,product_cost,discount\nX,1,Piece,1,0')).details.map((d) => d.message)).toEqual([
      "Row 1: the file needs a 'tax_name' column (columns in order: product_code, quantity, purchase_unit, product_cost, discount, tax_name).",
    ]);
    expect((await refusal(`${header},colour\nX,1,Piece,1,0,No Tax,red`)).details.map((d) => d.message)).toEqual([
      "Row 1: unknown column 'colour' (columns in order: product_code, quantity, purchase_unit, product_cost, discount, tax_name).",
    ]);
    expect((await refusal('quantity,product_code,purchase_unit,product_cost,discount,tax_name\n1,X,Piece,1,0,No Tax')).message).toContain(
      'Row 1: the columns must be in this order: product_code, quantity, purchase_unit, product_cost, discount, tax_name.',
    );
    expect((await refusal(`${header}\n`)).message).toContain('The file has no rows under its header.');
  });

  it('checks 10,000 rows within 2 seconds', async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => `${index % 2 ? '9780132350884' : '2000000000343'},${(index % 9) + 1},Piece,${(index % 50) + 1}.25,0.5,VAT 10%`);
    const started = performance.now();
    const lines = await checkPurchaseImport(server.db, [header, ...rows].join('\n'));
    const elapsed = performance.now() - started;
    expect(lines).toHaveLength(10_000);
    expect(elapsed).toBeLessThan(2000);
  });
});
