/**
 * Removes uploaded files no record names any more: a deleted purchase's attachment, a product's
 * replaced image, an image uploaded for a form that was never saved. Files are stored once per
 * content and may be shared (two products, one picture), so a file goes only when no row names it.
 *
 * An upload is named by its record only when the form is saved, so a file is kept while it is young
 * (a day by default): the sweep never takes the image of a form still open. Uploading a file that is
 * already stored makes it young again (storeImage, storeAttachment), so an old file picked again for
 * a new record is not taken from under it either. Half-written `.part` files a crash left behind go
 * after the same delay.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { scheduleWhenQuiet, type QuietSchedule } from '../http/quiet-schedule';
import { rowsOf } from '../db/raw-rows';
import { STORED_FILE_NAME } from './uploads';

export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/** A `.part` file storeImage or storeAttachment was writing when the process died. */
const PARTIAL_FILE_NAME = /^\.[0-9a-f]{64}\.(jpg|png|gif|webp|pdf|doc|docx)\.[0-9a-f]{12}\.part$/;

export interface UploadSweepResult {
  removed: string[];
  kept: number;
}

/** Every column that holds an upload's URL (/uploads/<name>). */
const referencedAmong = (urls: string[]) => sql`
  SELECT url FROM (
    SELECT image AS url FROM products
    UNION ALL SELECT image FROM categories
    UNION ALL SELECT image FROM brands
    UNION ALL SELECT system_logo FROM shop_settings
    UNION ALL SELECT attachment FROM purchases
  ) AS named
  WHERE url IN (SELECT jsonb_array_elements_text(${JSON.stringify(urls)}::jsonb))`;

async function oldFiles(uploadDir: string, bornBefore: number): Promise<{ stored: string[]; partial: string[] }> {
  const names = await readdir(uploadDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const stored: string[] = [];
  const partial: string[] = [];
  for (const name of names) {
    const isStored = STORED_FILE_NAME.test(name);
    if (!isStored && !PARTIAL_FILE_NAME.test(name)) continue;
    const info = await stat(join(uploadDir, name)).catch(() => undefined);
    if (!info?.isFile() || info.mtimeMs >= bornBefore) continue;
    (isStored ? stored : partial).push(name);
  }
  return { stored, partial };
}

export async function sweepUploads(db: Executor, uploadDir: string, { now = Date.now(), graceMs = UPLOAD_GRACE_MS } = {}): Promise<UploadSweepResult> {
  const { stored, partial } = await oldFiles(uploadDir, now - graceMs);
  const urls = stored.map((name) => `/uploads/${name}`);
  const named = new Set<string>();
  if (urls.length > 0) {
    for (const row of await rowsOf<{ url: string }>(db, referencedAmong(urls))) named.add(row.url);
  }
  const unnamed = stored.filter((name) => !named.has(`/uploads/${name}`));
  const removed = [...unnamed, ...partial];
  for (const name of removed) await rm(join(uploadDir, name), { force: true });
  return { removed, kept: stored.length - unnamed.length };
}

export interface UploadSweepOptions {
  log: (message: string) => void;
  /** Runs only while this says the shop is quiet (PGlite: one statement at a time for every request). */
  isQuiet?: () => boolean;
  firstAfterMs?: number;
  everyMs?: number;
  /** How often a due sweep looks for a quiet moment. */
  pollMs?: number;
}

/** Sweeps the upload folder a minute after start, then every six hours, when the shop is quiet. */
export function scheduleUploadSweep(db: Executor, uploadDir: string, options: UploadSweepOptions): QuietSchedule {
  const { log, isQuiet = () => true, firstAfterMs = 60_000, everyMs = 6 * 60 * 60 * 1000, pollMs = 60_000 } = options;
  return scheduleWhenQuiet(
    async () => {
      const { removed } = await sweepUploads(db, uploadDir);
      if (removed.length > 0) log(`Upload sweep: removed ${removed.length} file${removed.length === 1 ? '' : 's'} no record names.`);
    },
    { isQuiet, firstAfterMs, everyMs, pollMs, onError: (error) => log(`Upload sweep failed: ${error instanceof Error ? error.message : String(error)}`) },
  );
}
