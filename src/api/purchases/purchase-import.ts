/** Import Purchase: the warehouse and supplier choices, and the upload. */
import { MAX_LIST_PAGE_SIZE } from '../../domain/shop-constants';
import type { PurchaseImportAnswer } from '../../domain/purchase-import';
import { readRoute, requestRoute } from '../common/api-client';
import { answerOf, type ApiResult } from '../common/http';

export interface ImportChoice {
  id: string;
  name: string;
}

export interface ImportChoices {
  warehouses: ImportChoice[];
  suppliers: ImportChoice[];
}

const choicesOf = (rows: { _id: string; name: string }[]) => rows.map((row) => ({ id: row._id, name: row.name }));

export const loadImportChoices = (signal?: AbortSignal): Promise<ApiResult<ImportChoices>> =>
  answerOf(async () => {
    const query = { page: 1, pageSize: MAX_LIST_PAGE_SIZE };
    const [warehouses, suppliers] = await Promise.all([readRoute('GET /api/warehouses', { query, signal }), readRoute('GET /api/suppliers', { query, signal })]);
    return { warehouses: choicesOf(warehouses), suppliers: choicesOf(suppliers) };
  });

export interface PurchaseImportUpload {
  warehouse: string;
  supplier: string;
  file: File;
  attachment: File | null;
}

export function uploadPurchaseImport(upload: PurchaseImportUpload, signal?: AbortSignal): Promise<ApiResult<PurchaseImportAnswer>> {
  const form = new FormData();
  form.append('warehouse', upload.warehouse);
  if (upload.supplier) form.append('supplier', upload.supplier);
  form.append('file', upload.file);
  if (upload.attachment) form.append('attachment', upload.attachment);
  // 10,000 rows on a shop's connection, then one transaction over every line.
  return answerOf(() => requestRoute('POST /api/import/purchases', { body: form, signal, timeout: 120_000 }).json<PurchaseImportAnswer>());
}
