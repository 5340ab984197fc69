import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

// The data migration is the one source: a new database gets it from the migrator, and this runs the
// same idempotent statements again where the tables were emptied (test resets).
const referenceDataFile = fileURLToPath(new URL('./migrations/0002_reference_data.sql', import.meta.url));

/** Inserts whatever reference data (warehouses, biller, units, taxes) is missing. */
export async function insertReferenceData(db: Database): Promise<void> {
  const statements = readFileSync(referenceDataFile, 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
  for (const statement of statements) await db.execute(sql.raw(statement));
}
