import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http/app-env';
import { sendError } from '../http/errors';
import { Status } from '../http/status';
import type { ImportAnswer } from '../../src/domain/catalog.schemas';
import { countOf } from '../services/catalog-common';
import { importCategories, planCategoryImport } from '../services/category-import';
import { readMultipartFile } from './upload.routes';

// A CSV of 5,000 categories is well under 1 MB.
const MAX_CSV_BYTES = 2 * 1024 * 1024;
const csvTooLarge = 'The CSV file is too large (2 MB at most).';

/** POST /api/import/categories (multipart `file`, CSV columns name, parent). */
export const importRoutes = new Hono<AppEnv>().post(
  '/categories',
  bodyLimit({ maxSize: MAX_CSV_BYTES, onError: (c) => sendError(c, Status.payloadTooLarge, csvTooLarge, [{ message: csvTooLarge, path: ['file'] }]) }),
  async (c) => {
    const file = await readMultipartFile(c, 'file', 'CSV file is required');
    const { db } = c.get('deps');
    // Checked before the write, which then is one short statement.
    const plan = await planCategoryImport(db, await file.text());
    const imported = await importCategories(db, plan, c.get('user'));
    return c.json({ success: true, message: `Imported ${countOf(imported, 'category', 'categories')}.`, imported } satisfies ImportAnswer, Status.created);
  },
);
