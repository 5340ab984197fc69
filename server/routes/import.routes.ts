import { bodyLimit } from 'hono/body-limit';
import { sendError } from '../http/errors';
import { Status } from '../http/status';
import { importAnswerSchema, type ImportAnswer } from '../../src/domain/catalog.schemas';
import { countOf } from '../services/catalog-common';
import { csvText, importCategories, planCategoryImport } from '../services/category-import';
import { readMultipartFile } from './upload.routes';
import { defineRoute } from './route';

// A CSV of 5,000 categories is well under 1 MB.
const MAX_CSV_BYTES = 2 * 1024 * 1024;
const csvTooLarge = 'The CSV file is too large (2 MB at most).';

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
      return c.json({ success: true, message: `Imported ${countOf(imported, 'category', 'categories')}.`, imported } satisfies ImportAnswer, Status.created);
    },
  }),
];
