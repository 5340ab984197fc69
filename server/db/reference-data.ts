import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The data migration is the one source: a new database gets it from the migrator, and this runs the
// same idempotent statements again where the tables were emptied (test resets).
const referenceDataFiles = ['0002_reference_data.sql', '0008_document_reference_data.sql', '0021_first_till.sql'].map((name) =>
  fileURLToPath(new URL(`./migrations/${name}`, import.meta.url)),
);

// 0002 wrote the taxes' rates in hundredths of a percent, in a column 0024 renamed when rates
// moved to thousandths: its statement is run with the rates as 0024 left them.
const HUNDREDTHS_TAXES = 'INSERT INTO "taxes" ("name", "rate_hundredths") VALUES';

function inThousandths(statement: string): string {
  if (!statement.startsWith(HUNDREDTHS_TAXES)) return statement;
  const rows = statement.slice(HUNDREDTHS_TAXES.length).replace(/\('([^']*)', (\d+)\)/g, (_, name: string, rate: string) => `('${name}', ${Number(rate) * 10})`);
  return `INSERT INTO "taxes" ("name", "rate_thousandths") VALUES${rows}`;
}

let statements: readonly string[] | undefined;

/**
 * The statements that insert whatever reference data is missing: warehouses, biller, units, taxes,
 * customer groups, the walk-in customer, a default cash account and the first till. Plain SQL
 * without parameters, so a test reset sends them with its DELETEs in one round trip.
 */
export function referenceDataStatements(): readonly string[] {
  statements ??= referenceDataFiles.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean)
      .map(inThousandths),
  );
  return statements;
}
