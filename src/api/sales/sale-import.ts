import type { SaleImportAnswer } from '../../domain/sale-import';
import { requestRoute } from '../common/api-client';
import { answerOf, type ApiResult } from '../common/http';

export interface SaleImportUpload {
  customer: string;
  warehouse: string;
  biller: string;
  saleStatus: string;
  file: File;
}

/** POST /api/import/sales: multipart with the CSV `file` and the sale's customer, warehouse, biller and status. */
export function uploadSaleImport(upload: SaleImportUpload, signal?: AbortSignal): Promise<ApiResult<SaleImportAnswer>> {
  const form = new FormData();
  form.append('file', upload.file);
  for (const name of ['customer', 'warehouse', 'biller', 'saleStatus'] as const) form.append(name, upload[name]);
  // 10,000 lines on a shop's connection, then one transaction over every row.
  return answerOf(() => requestRoute('POST /api/import/sales', { body: form, signal, timeout: 120_000 }).json<SaleImportAnswer>());
}
