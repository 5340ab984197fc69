/** CSV imports: `POST /api/import/<resource>`, multipart with the field `file`, all or nothing. */
import Papa from 'papaparse';
import type { ImportAnswer } from '../../domain/upload.schemas';
import { callRoute } from './api-client';
import type { ApiResult } from './http';

/** The imports of a CSV file alone, by their route in the table (the category import). */
export type CsvImportRoute = 'POST /api/import/categories';

export function uploadImport(route: CsvImportRoute, file: File, signal?: AbortSignal): Promise<ApiResult<ImportAnswer>> {
  const form = new FormData();
  form.append('file', file);
  // A large file on a shop's connection, then one transaction over every row.
  return callRoute(route, { body: form, signal, timeout: 120_000 });
}

export interface CsvPreview {
  columns: string[];
  rowCount: number;
}

/** The header and the number of data rows, read in the browser before anything is sent. */
export function previewCsv(file: File): Promise<CsvPreview> {
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      complete: (result) => {
        const [header = [], ...rows] = result.data;
        resolve({ columns: header.map((column) => column.trim().toLowerCase()), rowCount: rows.length });
      },
      error: (error) => reject(error),
    });
  });
}
