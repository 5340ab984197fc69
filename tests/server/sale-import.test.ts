import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAndStaff, addStock, productBody } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { countRows, laptopInStock, onHandIn } from './sales-helpers';

async function importSales(server: TestServer, token: string, csv: string, fields: Record<string, string> = { customer: 'Walk-in Customer', warehouse: 'Main', biller: 'Main Biller', saleStatus: 'Completed' }) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'sale_import_sample.csv');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return call(server, 'POST /api/import/sales', token, { body: form });
}

/** Import Sale: one sale from a CSV, all rows or none, each problem named by row and column. */
describe.each(drivers)('sale import on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let laptop: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin, staff } = await adminAndStaff(server));
    laptop = await laptopInStock(server, admin, 10);
    await call(server, 'POST /api/products', admin, { json: productBody({ productCode: 'FIX-1', productName: 'Repair', productType: 'Service', productTax: 'No Tax' }) });
  });

  it('makes one sale with a line per row, priced by the domain, and takes the stock', async () => {
    const csv = 'product_code,quantity,unit_price,discount,tax_name\nDL-INS15,2,18000,500,VAT 10%\nfix-1,1,1500,,\n';
    const answer = await importSales(server, staff, csv);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: 'Imported SL-000001 with 2 lines.', imported: 2, reference: 'SL-000001' });
    const sale = await call(server, 'GET /api/sales/:id', admin, { params: { id: answer.body.saleId } });
    // (2 × 18,000 − 500) + 10 % = 39,050; the repair 1,500 with no tax.
    expect(sale.body).toMatchObject({ customer: 'Walk-in Customer', saleStatus: 'Completed', total: 40550, grandTotal: 40550 });
    expect(sale.body.products.map((line: { productCode: string; subTotal: number }) => [line.productCode, line.subTotal])).toEqual([
      ['DL-INS15', 39050],
      ['FIX-1', 1500],
    ]);
    expect(await onHandIn(server, laptop)).toBe(8);
  });

  it('keeps the variant a row names (by name or item code) on its sale line, and refuses one the product has not', async () => {
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
    const csv = 'product_code,quantity,unit_price,discount,tax_name,variant\nTSH-1,2,18500,,No Tax,s\nTSH-1,1,18502,,No Tax,VRT-2\n';
    const answer = await importSales(server, admin, csv);
    expect(answer.status).toBe(201);
    const sale = await call(server, 'GET /api/sales/:id', admin, { params: { id: answer.body.saleId } });
    expect(sale.body.products.map((line: { _id: string; variant: string | null; variantCode: string | null; quantity: number }) => [line._id, line.variant, line.variantCode, line.quantity])).toEqual([
      [tshirt, 'S', 'VRT-1', 2],
      [tshirt, 'M', 'VRT-2', 1],
    ]);
    expect(await onHandIn(server, tshirt)).toBe(7);

    const unknown = await importSales(server, admin, 'product_code,quantity,unit_price,variant\nTSH-1,1,10,XL\n');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toEqual([{ message: "Row 2, variant: Cotton T-shirt has no variant 'XL'.", path: [2, 'variant'] }]);
    const none = await importSales(server, admin, 'product_code,quantity,unit_price\nTSH-1,1,10\n');
    expect(none.body.error.details).toEqual([{ message: 'Row 2, variant: Choose a variant of Cotton T-shirt: S, M.', path: [2, 'variant'] }]);
  });

  it('refuses a bad file naming each row and column, and writes nothing', async () => {
    const csv = 'product_code,quantity,unit_price,discount,tax_name\nNOPE,1,10,,\nDL-INS15,0,abc,,VAT 99%\nDL-INS15,1,10,20,\n';
    const answer = await importSales(server, admin, csv);
    expect(answer.status).toBe(400);
    expect(answer.body.error.details.map((detail: { path: unknown[] }) => detail.path)).toEqual([
      [2, 'product_code'],
      [3, 'quantity'],
      [3, 'unit_price'],
      [3, 'tax_name'],
      [4, 'product_code'],
      [4, 'discount'],
    ]);
    expect(answer.body.message).toMatch(/^Nothing was imported: the file has 6 problems\. Row 2, product_code: No product has the code 'NOPE'\./);
    const header = await importSales(server, admin, 'code,qty\nA,1\n');
    expect(header.body.error.details[0].message).toBe("Row 1: the file needs a 'product_code' column (columns: product_code, quantity, unit_price, discount, tax_name, variant).");
    const fields = await importSales(server, admin, 'product_code,quantity,unit_price\nDL-INS15,1,10\n', { customer: '', warehouse: 'Main', biller: '', saleStatus: 'Completed' });
    expect(fields.body.error.details).toEqual([
      { message: 'Please fill out all required fields.', path: ['customer'] },
      { message: 'Please fill out all required fields.', path: ['biller'] },
    ]);
    const short = await importSales(server, admin, 'product_code,quantity,unit_price\nDL-INS15,11,10\n');
    expect(short.status).toBe(409);
    expect(await countRows(server, 'sales')).toBe(0);
    expect(await onHandIn(server, laptop)).toBe(10);
  });

  it('imports 10,000 rows within 10 s', async () => {
    const codes = Array.from({ length: 10_000 }, (_, index) => `BULK-${index}`);
    await server.db.execute(
      `insert into products (product_type, name, code, barcode_symbology, category_id, product_unit_id, purchase_unit_id, cost, price, tax_id, tax_method)
       select 'Service', 'Bulk ' || n, 'BULK-' || n, 'Code 128', (select id from categories limit 1), (select id from units limit 1), (select id from units limit 1), 100, 200,
         (select id from taxes where name = 'No Tax'), 'Exclusive'
       from generate_series(0, 9999) as n`,
    );
    const csv = `product_code,quantity,unit_price,discount,tax_name\n${codes.map((code) => `${code},1,2.50,,`).join('\n')}\n`;
    const started = performance.now();
    const answer = await importSales(server, admin, csv);
    const seconds = (performance.now() - started) / 1000;
    expect(answer.status).toBe(201);
    expect(answer.body.imported).toBe(10_000);
    expect(seconds).toBeLessThan(10);
    console.log(`sale import of 10,000 rows on ${driver}: ${seconds.toFixed(2)} s`);
  }, 60_000);
});
