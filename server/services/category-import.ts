/**
 * Category CSV import (columns name, parent): all or nothing (QUALITY.md). A bad file writes nothing
 * and the answer names each bad row and column. A parent may be an existing category or another row
 * of the same file, in any order.
 */
import Papa from 'papaparse';
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories } from '../db/schema';
import { ApiError, type ErrorDetail } from '../http/errors';
import { Status } from '../http/status';
import type { SessionUser } from '../auth/sessions';
import { categoryImportRowSchema } from '../../src/domain/catalog.schemas';
import { countOf, rowsOf, writeOrDuplicate, type Executor } from './catalog-common';

export const CATEGORY_IMPORT_COLUMNS = ['name', 'parent'] as const;
export const MAX_IMPORT_ROWS = 5000;

interface ImportRow {
  /** The row's number in the file, counting the header as row 1. */
  line: number;
  name: string;
  parent: string;
}

function problem(line: number, column: string, message: string): ErrorDetail {
  return { message: `Row ${line}, ${column}: ${message}`, path: [line, column] };
}

function refuse(details: ErrorDetail[]): never {
  const message = `Nothing was imported: the file has ${countOf(details.length, 'problem')}. ${details[0].message}`;
  throw new ApiError(Status.badRequest, message, details);
}

export interface ParsedCategoryCsv {
  rows: ImportRow[];
  /** Rows that cannot be read; reported together with the problems found against the shop's categories. */
  problems: ErrorDetail[];
}

/** Reads the rows; a file whose header or size is wrong is refused at once (400). */
export function parseCategoryCsv(text: string): ParsedCategoryCsv {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const headers = parsed.meta.fields ?? [];
  const headerProblems: ErrorDetail[] = [];
  if (!headers.includes('name')) headerProblems.push({ message: "Row 1: the file needs a 'name' column (columns: name, parent).", path: [1, 'name'] });
  for (const header of headers) {
    if (!(CATEGORY_IMPORT_COLUMNS as readonly string[]).includes(header)) {
      headerProblems.push({ message: `Row 1: unknown column '${header}' (columns: name, parent).`, path: [1, header] });
    }
  }
  if (headerProblems.length > 0) refuse(headerProblems);
  if (parsed.data.length === 0) refuse([{ message: 'The file has no rows under its header.', path: [] }]);
  if (parsed.data.length > MAX_IMPORT_ROWS) refuse([{ message: `The file has more than ${MAX_IMPORT_ROWS} rows.`, path: [] }]);

  const details: ErrorDetail[] = [];
  for (const error of parsed.errors) {
    if (error.row !== undefined) details.push({ message: `Row ${error.row + 2}: ${error.message}.`, path: [error.row + 2] });
  }
  const rows: ImportRow[] = [];
  parsed.data.forEach((record, index) => {
    const line = index + 2;
    const { __parsed_extra: _extra, ...cells } = record as Record<string, unknown>;
    const result = v.safeParse(categoryImportRowSchema, cells);
    if (!result.success) {
      for (const issue of result.issues) details.push(problem(line, String(issue.path?.[0]?.key ?? 'name'), issue.message));
      return;
    }
    rows.push({ line, name: result.output.name, parent: result.output.parent });
  });
  return { rows, problems: details };
}

/** Imports every row in one transaction, parents before children. Answers how many were added. */
export async function importCategories(db: Database, { rows, problems }: ParsedCategoryCsv, user: SessionUser): Promise<number> {
  return writeOrDuplicate(
    () =>
      db.transaction(async (tx) => {
        const existing = await existingCategories(tx);
        const inFile = new Map<string, ImportRow>();
        const details: ErrorDetail[] = [...problems];
        for (const row of rows) {
          const key = row.name.toLowerCase();
          if (existing.has(key)) details.push(problem(row.line, 'name', `A category named '${row.name}' already exists.`));
          else if (inFile.has(key)) details.push(problem(row.line, 'name', `'${row.name}' is also on row ${inFile.get(key)!.line}.`));
          else inFile.set(key, row);
        }
        for (const row of rows) {
          if (!row.parent) continue;
          const parentKey = row.parent.toLowerCase();
          if (parentKey === row.name.toLowerCase()) details.push(problem(row.line, 'parent', 'A category cannot be its own parent.'));
          else if (!existing.has(parentKey) && !inFile.has(parentKey)) {
            details.push(problem(row.line, 'parent', `There is no category '${row.parent}' in the shop or in the file.`));
          }
        }
        if (details.length === 0) details.push(...cycleProblems(inFile));
        if (details.length > 0) refuse(details.sort((left, right) => Number(left.path[0] ?? 0) - Number(right.path[0] ?? 0)));

        // Level by level: each insert's parents are already in the database.
        const ids = new Map(existing);
        let pending = [...inFile.values()];
        while (pending.length > 0) {
          const ready = pending.filter((row) => !row.parent || ids.has(row.parent.toLowerCase()));
          const inserted = await tx
            .insert(categories)
            .values(ready.map((row) => ({ name: row.name, parentId: row.parent ? ids.get(row.parent.toLowerCase())! : null, createdBy: user.id })))
            .returning({ id: categories.id, name: categories.name });
          for (const row of inserted) ids.set(row.name.toLowerCase(), row.id);
          pending = pending.filter((row) => !ready.includes(row));
        }
        return inFile.size;
      }),
    () => new ApiError(Status.conflict, 'A category in the file was added by someone else meanwhile. Nothing was imported; please try again.'),
  );
}

async function existingCategories(executor: Executor): Promise<Map<string, string>> {
  const rows = await rowsOf<{ id: string; name: string }>(executor, sql`select id, name from categories`);
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/** Rows of the file whose parents lead back to themselves. */
function cycleProblems(inFile: Map<string, ImportRow>): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  for (const row of inFile.values()) {
    const seen = new Set<string>([row.name.toLowerCase()]);
    let parent = row.parent.toLowerCase();
    while (parent && inFile.has(parent)) {
      if (seen.has(parent)) {
        details.push(problem(row.line, 'parent', `'${row.name}' would end up inside itself through '${row.parent}'.`));
        break;
      }
      seen.add(parent);
      parent = inFile.get(parent)!.parent.toLowerCase();
    }
  }
  return details;
}
