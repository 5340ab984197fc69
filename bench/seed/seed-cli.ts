/**
 * `npm run seed:bench -- --products 100000 --sales 200000`: fills the configured database (DATA_DIR's
 * PGlite, or DATABASE_URL) with a generated catalog and, with --sales, a year of sales for benchmarks.
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../../server/config';
import { openPglite, openPostgres } from '../../server/db/client';
import { seedBenchCatalog } from './catalog';
import { seedBenchSales } from './sales';

const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' }, sales: { type: 'string', default: '0' } } });
const target = Number(values.products);
const salesTarget = Number(values.sales);
if (!Number.isSafeInteger(target) || target < 0 || !Number.isSafeInteger(salesTarget) || salesTarget < 0) {
  console.error('--products and --sales take whole numbers, e.g. --products 100000 --sales 200000');
  process.exit(2);
}

const config = readConfig();
const log = (message: string) => console.log(`[seed:bench] ${message}`);
const database = config.databaseUrl ? await openPostgres(config.databaseUrl, log) : await openPglite(config.dataDir, log);
const startedAt = performance.now();
let lastReport = 0;
try {
  await seedBenchCatalog(database.db, target, (done, total) => {
    if (done === total || performance.now() - lastReport > 2000) {
      lastReport = performance.now();
      log(`${done.toLocaleString('en')} of ${total.toLocaleString('en')} products`);
    }
  });
  if (salesTarget > 0) {
    await seedBenchSales(database.db, salesTarget, new Date().toISOString().slice(0, 10), (done, total) => {
      if (done === total || performance.now() - lastReport > 2000) {
        lastReport = performance.now();
        log(`${done.toLocaleString('en')} of ${total.toLocaleString('en')} sales`);
      }
    });
  }
  log(`done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
