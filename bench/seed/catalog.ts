import { eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { brands, categories, products, stockLevels, stockMovements, taxes, units, warehouses } from '../../server/db/schema';

/**
 * A generated catalog for benchmarks (docs/quality.md#budgets: 100,000 products). Codes are BN-000001…, so a
 * second run tops the catalog up instead of duplicating it. Rows go in multi-row statements
 * (docs/architecture.md#things-that-bite: row by row costs about 10× more on PGlite), one transaction per batch.
 */
export const BENCH_CODE_PREFIX = 'BN-';
const BATCH = 1000;

const brandNames = ['Dell', 'HP', 'Lenovo', 'Asus', 'Acer', 'Apple', 'Samsung', 'Oppo', 'Vivo', 'Xiaomi', 'Sony', 'LG', 'Philips', 'Anker', 'Logitech', 'Canon', 'Nikon', 'Huawei', 'Realme', 'Infinix', 'Tecno', 'Haier', 'Panasonic', 'Toshiba', 'Kingston', 'SanDisk', 'Seagate', 'TP-Link', 'Razer', 'Baseus'];
const categoryNames = ['Laptops', 'Phones', 'Tablets', 'Monitors', 'Printers', 'Cameras', 'Audio', 'Storage', 'Networking', 'Accessories', 'Gaming', 'Home Appliances', 'Cables', 'Chargers', 'Wearables', 'Televisions', 'Software', 'Office', 'Components', 'Smart Home'];
const nouns = ['Laptop', 'Phone', 'Tablet', 'Monitor', 'Printer', 'Camera', 'Headphones', 'Speaker', 'SSD', 'Router', 'Mouse', 'Keyboard', 'Charger', 'Cable', 'Watch', 'TV', 'Webcam', 'Microphone', 'Power Bank', 'Hard Drive'];
const adjectives = ['Pro', 'Air', 'Max', 'Lite', 'Ultra', 'Plus', 'Mini', 'Prime', 'Neo', 'Edge'];

/**
 * A small deterministic generator (mulberry32), so every run builds the same catalog. Draws scale
 * the whole 32-bit output: the low bits of the LCG used before repeat with a short period, which
 * skewed names ('ssd' in 20% of them, never 'sony' or 'dell laptop').
 */
export function generator(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return Math.floor((((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32) * below);
  };
}

async function idsByName(db: Database, table: typeof brands | typeof categories, names: string[]) {
  await db.insert(table).values(names.map((name) => ({ name }))).onConflictDoNothing();
  const rows = await db.select({ id: table.id, name: table.name }).from(table);
  const wanted = new Set(names.map((name) => name.toLowerCase()));
  return rows.filter((row) => wanted.has(row.name.toLowerCase())).map((row) => row.id);
}

export async function seedBenchCatalog(db: Database, target: number, progress: (done: number, total: number) => void = () => {}) {
  const brandIds = await idsByName(db, brands, brandNames);
  const categoryIds = await idsByName(db, categories, categoryNames);
  const unitIds = (await db.select({ id: units.id }).from(units)).map((row) => row.id);
  const taxIds = (await db.select({ id: taxes.id }).from(taxes)).map((row) => row.id);
  const [main] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.name, 'Main'));
  if (!main || unitIds.length === 0 || taxIds.length === 0) throw new Error('The reference data (units, taxes, Main warehouse) is missing: run the migrations first.');

  const [{ existing }] = await db
    .select({ existing: sql<number>`count(*)::int` })
    .from(products)
    .where(like(products.code, `${BENCH_CODE_PREFIX}%`));
  for (let start = existing; start < target; start += BATCH) {
    const end = Math.min(target, start + BATCH);
    const random = generator(start + 1);
    const rows: (typeof products.$inferInsert)[] = [];
    for (let index = start + 1; index <= end; index++) {
      const noun = nouns[random(nouns.length)];
      const brand = brandNames[random(brandNames.length)];
      const price = (random(200_000) + 500) * 100;
      rows.push({
        productType: 'Standard' as const,
        name: `${brand} ${noun} ${adjectives[random(adjectives.length)]} ${100 + random(900)}`,
        code: `${BENCH_CODE_PREFIX}${String(index).padStart(6, '0')}`,
        barcodeSymbology: 'Code 128' as const,
        brandId: brandIds[random(brandIds.length)],
        categoryId: categoryIds[random(categoryIds.length)],
        productUnitId: unitIds[random(unitIds.length)],
        purchaseUnitId: unitIds[random(unitIds.length)],
        saleUnitId: unitIds[random(unitIds.length)],
        cost: Math.round(price * 0.8),
        price,
        alertQuantity: random(10),
        taxId: taxIds[random(taxIds.length)],
        taxMethod: 'Exclusive' as const,
      });
    }
    await db.transaction(async (tx) => {
      const inserted = await tx.insert(products).values(rows).returning({ id: products.id });
      const stock = inserted.map((row, position) => ({ productId: row.id, warehouseId: main.id, onHand: ((start + position) * 7) % 60 }));
      const stocked = stock.filter((row) => row.onHand > 0);
      if (stocked.length > 0) {
        await tx.insert(stockLevels).values(stocked);
        await tx.insert(stockMovements).values(stocked.map((row) => ({ productId: row.productId, warehouseId: row.warehouseId, delta: row.onHand, reason: 'opening' })));
      }
    });
    progress(end, target);
  }
  // Planner statistics and the visibility map for the new rows: PGlite runs no autovacuum, so without
  // this the first plans are made blind.
  await db.execute(sql`vacuum analyze products`);
}
