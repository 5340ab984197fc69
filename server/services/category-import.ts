/**
 * Category CSV import (columns name, parent): all or nothing (docs/quality.md#reliability-and-security). A bad file writes nothing
 * and the answer names each bad row and column. A parent may be an existing category or another row
 * of the same file, in any order.
 *
 * Two steps, so the write stays short: planCategoryImport reads and checks the file outside any
 * transaction (yielding to the event loop), importCategories writes it in the request's transaction,
 * a few hundred rows a statement.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import Papa from 'papaparse';
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import { ApiError, type ErrorDetail } from '../http/errors';
import { Status } from '../http/status';
import type { SessionUser } from '../auth/sessions';
import { categoryImportRowSchema } from '../../src/domain/catalog.schemas';
import { rowsOf } from '../db/raw-rows';
import { writeOrDuplicate } from './record-errors';
import type { Executor } from '../db/executor';
import { databaseErrorOf, PG_FOREIGN_KEY_VIOLATION } from '../http/failures';
import { en } from '../i18n/english';

export const CATEGORY_IMPORT_COLUMNS = ['name', 'parent'] as const;
export const MAX_IMPORT_ROWS = 5000;
// Rows checked between two turns of the event loop: the server keeps answering during a long file.
const ROWS_PER_TURN = 500;
// Rows one INSERT writes: ~10 ms of PGlite's time on a quiet machine, the longest the server is busy in one go.
const ROWS_PER_STATEMENT = 250;

interface ImportRow {
  /** The row's number in the file, counting the header as row 1. */
  line: number;
  name: string;
  parent: string;
}

/** A file checked against the shop's categories: the rows one INSERT will write. */
export interface CategoryImportPlan {
  rows: { id: string; name: string; parentId: string | null }[];
}

function problem(line: number, column: string, message: string): ErrorDetail {
  return { message: `Row ${line}, ${column}: ${message}`, path: [line, column] };
}

function refuse(details: ErrorDetail[]): never {
  const first = details[0].message;
  const message = details.length === 1 ? en`Nothing was imported: the file has 1 problem. ${first}` : en`Nothing was imported: the file has ${details.length} problems. ${first}`;
  throw new ApiError(Status.badRequest, message, details);
}

const NOT_UTF8 = en`The file is not UTF-8 text. Save it as "CSV UTF-8" and import it again.`;

/** The file's text; a file that is not UTF-8 is refused (400 under file). */
export function csvText(bytes: ArrayBuffer): string {
  try {
    // Decoding leniently would store U+FFFD in place of each byte it could not read.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(Status.badRequest, NOT_UTF8, [{ message: NOT_UTF8, path: ['file'] }]);
  }
}

/** Reads the records; a file whose header or size is wrong is refused at once (400). */
function readCsv(text: string): { records: Record<string, string>[]; problems: ErrorDetail[] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const headers = parsed.meta.fields ?? [];
  const headerProblems: ErrorDetail[] = [];
  if (!headers.includes('name')) headerProblems.push({ message: en`Row 1: the file needs a 'name' column (columns: name, parent).`, path: [1, 'name'] });
  for (const header of headers) {
    if (!(CATEGORY_IMPORT_COLUMNS as readonly string[]).includes(header)) {
      headerProblems.push({ message: en`Row 1: unknown column '${header}' (columns: name, parent).`, path: [1, header] });
    }
  }
  if (headerProblems.length > 0) refuse(headerProblems);
  if (parsed.data.length === 0) refuse([{ message: en`The file has no rows under its header.`, path: [] }]);
  if (parsed.data.length > MAX_IMPORT_ROWS) refuse([{ message: en`The file has more than ${MAX_IMPORT_ROWS} rows.`, path: [] }]);

  const problems: ErrorDetail[] = [];
  for (const error of parsed.errors) {
    if (error.row !== undefined) problems.push({ message: en`Row ${error.row + 2}: ${error.message}.`, path: [error.row + 2] });
  }
  return { records: parsed.data, problems };
}

/** Reads and checks the file against the shop's categories; a bad file is refused with a 400 naming each bad row and column. */
export async function planCategoryImport(db: Executor, text: string): Promise<CategoryImportPlan> {
  const { records, problems: details } = readCsv(text);
  const rows: ImportRow[] = [];
  for (let index = 0; index < records.length; index++) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await yieldToEventLoop();
    const line = index + 2;
    const { __parsed_extra: _extra, ...cells } = records[index] as Record<string, unknown>;
    const result = v.safeParse(categoryImportRowSchema, cells);
    if (!result.success) {
      for (const issue of result.issues) details.push(problem(line, String(issue.path?.[0]?.key ?? 'name'), issue.message));
      continue;
    }
    rows.push({ line, name: result.output.name, parent: result.output.parent });
  }

  const existing = await existingCategories(db, rows);
  const inFile = new Map<string, ImportRow>();
  for (const row of rows) {
    const key = row.name.toLowerCase();
    if (existing.has(key)) details.push(problem(row.line, 'name', en`A category named '${row.name}' already exists.`));
    else if (inFile.has(key)) details.push(problem(row.line, 'name', en`'${row.name}' is also on row ${inFile.get(key)!.line}.`));
    else inFile.set(key, row);
  }
  for (const row of rows) {
    if (!row.parent) continue;
    const parentKey = row.parent.toLowerCase();
    if (parentKey === row.name.toLowerCase()) details.push(problem(row.line, 'parent', en`A category cannot be its own parent.`));
    else if (!existing.has(parentKey) && !inFile.has(parentKey)) {
      details.push(problem(row.line, 'parent', en`There is no category '${row.parent}' in the shop or in the file.`));
    }
  }
  await yieldToEventLoop();
  if (details.length === 0) details.push(...cycleProblems(inFile));
  if (details.length > 0) refuse(details.sort((left, right) => Number(left.path[0] ?? 0) - Number(right.path[0] ?? 0)));

  // Ids chosen here, so a child can name a parent of the same file and one statement writes them all.
  const ids = new Map(existing);
  for (const key of inFile.keys()) ids.set(key, randomUUID());
  return {
    rows: [...inFile.entries()].map(([key, row]) => ({ id: ids.get(key)!, name: row.name, parentId: row.parent ? ids.get(row.parent.toLowerCase())! : null })),
  };
}

/**
 * Parents before their children (the file may name a parent on a later row): each chunk then only
 * refers to categories already written.
 */
function parentsFirst(rows: CategoryImportPlan['rows']): CategoryImportPlan['rows'] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const depth = new Map<string, number>();
  const depthOf = (row: CategoryImportPlan['rows'][number]): number => {
    const known = depth.get(row.id);
    if (known !== undefined) return known;
    // The plan has refused cycles; a parent outside the file is already in the shop.
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    const value = parent ? depthOf(parent) + 1 : 0;
    depth.set(row.id, value);
    return value;
  };
  return [...rows].sort((left, right) => depthOf(left) - depthOf(right));
}

/**
 * Writes a checked file in the request's transaction: all rows or none. PGlite runs a statement on
 * the server's own thread, so one INSERT of 5,000 rows held every other request for its whole length
 * (0.2-1.5 s measured); chunks of ROWS_PER_STATEMENT, with a turn of the event loop between them,
 * let the requests that need no database (a signed-in caller's GET /api/me, PGlite's session cache)
 * answer meanwhile. The rows travel as one JSON parameter a chunk: binding 15,000 parameters cost
 * PGlite 2-3 times the insert itself. Answers how many were added.
 */
export async function importCategories(executor: Executor, plan: CategoryImportPlan, user: SessionUser): Promise<number> {
  const ordered = parentsFirst(plan.rows);
  try {
    for (let start = 0; start < ordered.length; start += ROWS_PER_STATEMENT) {
      if (start > 0) await yieldToEventLoop();
      const rows = JSON.stringify(ordered.slice(start, start + ROWS_PER_STATEMENT).map((row) => ({ id: row.id, name: row.name, parent_id: row.parentId })));
      await writeOrDuplicate(
        () =>
          executor.execute(sql`
            insert into categories (id, name, parent_id, created_by)
            select id, name, parent_id, ${user.id}::uuid from jsonb_to_recordset(${rows}::jsonb) as row(id uuid, name text, parent_id uuid)`),
        () => new ApiError(Status.conflict, en`A category in the file was added by someone else meanwhile. Nothing was imported; please try again.`),
      );
    }
  } catch (error) {
    // An existing parent checked by the plan and deleted before the write.
    if (databaseErrorOf(error)?.code === PG_FOREIGN_KEY_VIOLATION) {
      throw new ApiError(Status.conflict, en`A parent category named in the file was deleted meanwhile. Nothing was imported; please try again.`);
    }
    throw error;
  }
  return plan.rows.length;
}

/** The shop's categories (by lower-case name) that the file names, as a row or a parent: not every category of the shop. */
async function existingCategories(executor: Executor, rows: ImportRow[]): Promise<Map<string, string>> {
  const names = [...new Set(rows.flatMap((row) => (row.parent ? [row.name, row.parent] : [row.name])).map((name) => name.toLowerCase()))];
  const found = await rowsOf<{ id: string; name: string }>(
    executor,
    sql`select id, name from categories where lower(name) in (select jsonb_array_elements_text(${JSON.stringify(names)}::jsonb))`,
  );
  return new Map(found.map((row) => [row.name.toLowerCase(), row.id]));
}

/** Rows of the file whose parents lead back to themselves. */
function cycleProblems(inFile: Map<string, ImportRow>): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  for (const row of inFile.values()) {
    const seen = new Set<string>([row.name.toLowerCase()]);
    let parent = row.parent.toLowerCase();
    while (parent && inFile.has(parent)) {
      if (seen.has(parent)) {
        details.push(problem(row.line, 'parent', en`'${row.name}' would end up inside itself through '${row.parent}'.`));
        break;
      }
      seen.add(parent);
      parent = inFile.get(parent)!.parent.toLowerCase();
    }
  }
  return details;
}
