import { bodyLimit } from 'hono/body-limit';
import { sendError } from '../http/errors';
import { Status } from '../http/status';
import { importAnswerSchema, saleImportAnswerSchema, type ImportAnswer } from '../../src/domain/upload.schemas';
import { countOf } from '../i18n/words';
import { csvText, importCategories, planCategoryImport } from '../services/category-import';
import { importSale, planSaleImport, readImportFields, MAX_SALE_IMPORT_ROWS } from '../services/sale-import';
import { readMultipartFile } from './upload.routes';
import { defineRoute } from './route';
import { en } from '../i18n/english';
import { inCallersLanguage } from '../i18n/translate';

// A CSV of 5,000 categories is well under 1 MB.
const MAX_CSV_BYTES = 2 * 1024 * 1024;
const csvTooLarge = en`The CSV file is too large (2 MB at most).`;
// 10,000 lines of product_code, quantity, unit_price, discount, tax_name: well under 2 MB too.
const MAX_SALE_CSV_BYTES = 4 * 1024 * 1024;
const saleCsvTooLarge = en`The CSV file is too large (4 MB at most).`;

/** POST /api/import/categories (multipart `file`, CSV columns name, parent): all rows or none. */
export const importRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/import/categories',
    access: 'catalogEdit',
    tag: 'Categories',
    summary: 'Import categories from CSV',
    description: 'Columns name, parent; all rows or none, each problem named by row and column.',
    file: { field: 'file', description: 'The CSV file' },
    before: [bodyLimit({ maxSize: MAX_CSV_BYTES, onError: (c) => sendError(c, Status.payloadTooLarge, csvTooLarge, [{ message: csvTooLarge, path: ['file'] }]) })],
    answer: { status: 201, schema: importAnswerSchema, description: 'Imported' },
    // The file is read and checked before the transaction opens, so the write itself is one short statement.
    prepare: async ({ c, db }) => planCategoryImport(db, csvText(await (await readMultipartFile(c, 'file', 'CSV file is required')).arrayBuffer())),
    handle: async ({ c, db, user }, plan) => {
      const imported = await importCategories(db, plan, user);
      return c.json({ success: true, message: inCallersLanguage(c, en`Imported ${countOf(imported, 'category')}.`), imported } satisfies ImportAnswer, Status.created);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/import/sales',
    idempotent: true,
    access: 'sales',
    tag: 'Sales',
    summary: 'Import a sale from CSV',
    description:
      `Multipart: file (CSV columns product_code, quantity, unit_price, discount, tax_name; at most ${MAX_SALE_IMPORT_ROWS.toLocaleString('en-US')} rows), customer, warehouse, biller and saleStatus. ` +
      'One sale with a line per row; all rows or none, each problem named by row and column. A Completed sale takes its stock.',
    file: { field: 'file', description: 'The CSV file' },
    before: [bodyLimit({ maxSize: MAX_SALE_CSV_BYTES, onError: (c) => sendError(c, Status.payloadTooLarge, saleCsvTooLarge, [{ message: saleCsvTooLarge, path: ['file'] }]) })],
    answer: { status: 201, schema: saleImportAnswerSchema, description: 'Imported: the sale made, with its reference', location: (imported) => `/api/sales/${imported.saleId}` },
    // The file is read, checked and priced before the transaction opens.
    prepare: async ({ c, db }) => {
      const file = await readMultipartFile(c, 'file', 'CSV file is required');
      const fields = readImportFields(await c.req.parseBody());
      return planSaleImport(db, fields, csvText(await file.arrayBuffer()));
    },
    handle: async ({ c, db, user }, plan) => {
      const sale = await importSale(db, plan, user);
      const imported = sale.products.length;
      return c.json({ success: true, message: inCallersLanguage(c, en`Imported ${sale.reference} with ${countOf(imported, 'line')}.`), imported, saleId: sale._id, reference: sale.reference }, Status.created);
    },
  }),
];
