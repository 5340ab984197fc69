import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { Context } from 'hono';
import { sendError, ApiError } from '../http/errors';
import { Status } from '../http/status';
import type { AppEnv } from '../http/app-env';
import { NO_PERCENT } from '../../src/domain/percent';
import { ZERO } from '../../src/domain/money';
import { CSV_REQUIRED_MESSAGE, PURCHASE_IMPORTED_MESSAGE, WAREHOUSE_REQUIRED_MESSAGE, purchaseImportAnswerSchema, type PurchaseImportAnswer } from '../../src/domain/purchase-import';
import { resolveReference } from '../services/record-references';
import { csvText } from '../services/category-import';
import { checkPurchaseImport, type ImportedPurchaseLine } from '../services/purchase-import';
import { storeAttachment } from '../services/attachments';
import { createPurchase } from '../services/purchases';
import { shopToday } from '../services/settings';
import { readMultipartFile } from './upload.routes';
import { defineRoute } from './route';
import { en } from '../i18n/english';

// 20,000 rows of six short cells, and a 10 MB attachment beside them.
const MAX_BODY_BYTES = 16 * 1024 * 1024;
const bodyTooLarge = en`The files are too large (a 5 MB CSV and a 10 MB attachment at most).`;
const STATUSES = ['Received', 'Pending', 'Ordered'] as const;

const fieldText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

interface ImportPlan {
  warehouseId: string;
  supplierId: string | null;
  status: (typeof STATUSES)[number];
  note: string;
  attachment: string | null;
  lines: ImportedPurchaseLine[];
}

/** Reads the form (warehouse, supplier, status, note, file, attachment) and checks the whole file, before any transaction. */
async function planImport(c: Context<AppEnv>, db: Parameters<typeof checkPurchaseImport>[0]): Promise<ImportPlan> {
  const form = await c.req.parseBody().catch(() => {
    throw new ApiError(Status.badRequest, en`The multipart body could not be read.`);
  });
  const warehouse = fieldText(form.warehouse);
  if (!warehouse) throw new ApiError(Status.badRequest, WAREHOUSE_REQUIRED_MESSAGE, [{ message: WAREHOUSE_REQUIRED_MESSAGE, path: ['warehouse'] }]);
  const status = fieldText(form.status) || 'Received';
  if (!v.is(v.picklist(STATUSES), status)) {
    const message = `status must be one of ${STATUSES.join(', ')}.`;
    throw new ApiError(Status.badRequest, message, [{ message, path: ['status'] }]);
  }
  const note = fieldText(form.note);
  if (note.length > 1000) throw new ApiError(Status.badRequest, en`At most 1000 characters.`, [{ message: en`At most 1000 characters.`, path: ['note'] }]);
  const file = await readMultipartFile(c, 'file', CSV_REQUIRED_MESSAGE);
  if (file.size > 5 * 1024 * 1024) throw new ApiError(Status.payloadTooLarge, en`The CSV file is too large (5 MB at most).`, [{ message: en`The CSV file is too large (5 MB at most).`, path: ['file'] }]);
  const warehouseId = await resolveReference(db, 'warehouses', warehouse, ['warehouse'], 'warehouse');
  const supplier = fieldText(form.supplier);
  const supplierId = supplier ? await resolveReference(db, 'suppliers', supplier, ['supplier'], 'supplier') : null;
  const lines = await checkPurchaseImport(db, csvText(await file.arrayBuffer()));
  const attachment = form.attachment instanceof File && form.attachment.size > 0 ? await storeAttachment(c.get('deps').uploadDir, form.attachment) : null;
  return { warehouseId, supplierId, status, note, attachment, lines };
}

/** POST /api/import/purchases (the Import Purchase in docs/screens.md#purchases): one purchase from a CSV, all rows or none. */
export const purchaseImportRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/import/purchases',
    idempotent: true,
    access: 'purchases',
    tag: 'Purchases',
    summary: 'Import a purchase from CSV',
    description:
      'Multipart: file (CSV columns product_code, quantity, purchase_unit, product_cost, discount, tax_name, in order), warehouse (name or id), supplier (optional), status (Received default, Pending, Ordered), note, attachment (optional pdf, doc, docx, jpg, jpeg, png). All rows or none: every problem named by row and column.',
    file: { field: 'file', description: 'The CSV file' },
    before: [bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => sendError(c, Status.payloadTooLarge, bodyTooLarge, [{ message: bodyTooLarge, path: ['file'] }]) })],
    answer: { status: 201, schema: purchaseImportAnswerSchema, description: 'The purchase made', location: (imported) => `/api/purchase/${(imported.purchase as { _id: string })._id}` },
    prepare: async ({ c, db }) => planImport(c, db),
    handle: async ({ c, db, user }, plan) => {
      const purchase = await createPurchase(
        db,
        {
          warehouseId: plan.warehouseId,
          supplierId: plan.supplierId,
          status: plan.status,
          date: await shopToday(db),
          orderTaxRate: NO_PERCENT,
          discount: ZERO,
          shipping: ZERO,
          note: plan.note,
          attachment: plan.attachment,
          lines: plan.lines.map((line) => ({ productId: line.productId, variantId: line.variantId, quantity: line.quantity, unitCost: line.unitCost, discount: line.discount, taxRate: line.taxRate })),
        },
        user,
      );
      const answer: PurchaseImportAnswer = { success: true, message: PURCHASE_IMPORTED_MESSAGE, imported: plan.lines.length, purchase: { _id: purchase._id, reference: purchase.reference } };
      return c.json(answer, Status.created);
    },
  }),
];
