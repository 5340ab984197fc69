import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

// The data migration is the one source: a new database gets it from the migrator, and this runs the
// same idempotent statements again where the tables were emptied (test resets).
const referenceDataFiles = ['0002_reference_data.sql', '0008_document_reference_data.sql', '0021_first_till.sql'].map((name) =>
  fileURLToPath(new URL(`./migrations/${name}`, import.meta.url)),
);

/**
 * Inserts whatever reference data is missing: warehouses, biller, units, taxes, customer groups, the
 * walk-in customer, a default cash account and the first till.
 */
export async function insertReferenceData(db: Database): Promise<void> {
  for (const file of referenceDataFiles) {
    const statements = readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean);
    for (const statement of statements) await db.execute(sql.raw(statement));
  }
}
