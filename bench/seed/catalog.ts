import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../../server/db/raw-rows';
import { brands, categories, products, productVariants, stockLevels, stockMovements, taxes, units, warehouses } from '../../server/db/schema';

/**
 * A generated catalog for benchmarks (docs/quality.md#budgets: 100,000 products). Codes are BN-000001…, so a
 * second run tops the catalog up instead of duplicating it. Rows go in multi-row statements
 * (docs/architecture.md#things-that-bite: row by row costs about 10× more on PGlite), one transaction per batch.
 */
export const BENCH_CODE_PREFIX = 'BN-';
const BATCH = 1000;

/**
 * 1 product in 10 (BN-000010, BN-000020, …) comes in 3 to 5 sizes (docs/decisions/021-warehouses-and-variants.md),
 * each with its own barcode (BS-000010-M) and its own stock in Main; such a product keeps no stock of its own.
 */
export const BENCH_SIZED_EVERY = 10;
const SIZE_NAMES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export const isBenchSized = (index: number) => index % BENCH_SIZED_EVERY === 0;
export const benchSizeCount = (index: number) => 3 + ((index / BENCH_SIZED_EVERY) % 3);
/** The barcode of size `position` (0-based) of the sized product BN-{index}. */
export const benchSizeBarcode = (index: number, position: number) => `BS-${String(index).padStart(6, '0')}-${SIZE_NAMES[position]}`;
/** XL and XXL cost 100.00 more (minor units). */
const sizeAdditionalPrice = (position: number) => (position >= 3 ? 10_000 : 0);
const sizeOnHand = (index: number, position: number) => 5 + (((index + position) * 7) % 40);

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
        hasVariant: isBenchSized(index),
      });
    }
    await db.transaction(async (tx) => {
      const inserted = await tx.insert(products).values(rows).returning({ id: products.id });
      // A sized product's stock is on its sizes (seedBenchSizes), none on the product itself.
      const stock = inserted.map((row, position) => ({ productId: row.id, warehouseId: main.id, onHand: isBenchSized(start + position + 1) ? 0 : ((start + position) * 7) % 60 }));
      const stocked = stock.filter((row) => row.onHand > 0);
      if (stocked.length > 0) {
        await tx.insert(stockLevels).values(stocked);
        await tx.insert(stockMovements).values(stocked.map((row) => ({ productId: row.productId, warehouseId: row.warehouseId, delta: row.onHand, reason: 'opening' })));
      }
    });
    progress(end, target);
  }
  await seedBenchSizes(db, main.id);
  // Planner statistics and the visibility map for the new rows: PGlite runs no autovacuum, so without
  // this the first plans are made blind.
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze product_variants`);
  await db.execute(sql`vacuum analyze stock_levels`);
}

/**
 * Gives every sized product of the catalog (isBenchSized) that has none its sizes, each with its opening
 * stock in Main. A catalog seeded before sizes is topped up so: the stock its product held goes to 0 by a
 * count, as an owner moves stock onto sizes (docs/decisions/021-warehouses-and-variants.md), so on-hand
 * still equals the ledger. Batches of 1,000 products, one transaction each.
 */
async function seedBenchSizes(db: Database, mainId: string) {
  for (;;) {
    const batch = await rowsOf<{ id: string; code: string }>(
      db,
      sql`select p.id, p.code from products p
          where p.code like ${`${BENCH_CODE_PREFIX}%`} and p.code like '%0' and not exists (select 1 from product_variants v where v.product_id = p.id)
          order by p.code limit ${BATCH}`,
    );
    const sized = batch.filter((row) => isBenchSized(Number(row.code.slice(BENCH_CODE_PREFIX.length))));
    if (sized.length === 0) return;
    await db.transaction(async (tx) => {
      const ids = sized.map((row) => row.id);
      const variants = sized.flatMap((row) => {
        const index = Number(row.code.slice(BENCH_CODE_PREFIX.length));
        return Array.from({ length: benchSizeCount(index) }, (_, position) => ({
          productId: row.id,
          position: position + 1,
          name: SIZE_NAMES[position]!,
          itemCode: `VRT-${position + 1}`,
          barcode: benchSizeBarcode(index, position),
          additionalPrice: sizeAdditionalPrice(position),
        }));
      });
      const inserted = await tx.insert(productVariants).values(variants).returning({ id: productVariants.id, productId: productVariants.productId, position: productVariants.position });
      const indexOf = new Map(sized.map((row) => [row.id, Number(row.code.slice(BENCH_CODE_PREFIX.length))]));
      const stock = inserted.map((variant) => ({ productId: variant.productId, warehouseId: mainId, variantId: variant.id, onHand: sizeOnHand(indexOf.get(variant.productId)!, variant.position - 1) }));
      await tx.insert(stockLevels).values(stock);
      await tx.insert(stockMovements).values(stock.map((row) => ({ productId: row.productId, warehouseId: row.warehouseId, variantId: row.variantId, delta: row.onHand, reason: 'opening' })));
      // Stock the product held before it had sizes (a catalog seeded before): counted to 0.
      const own = await tx
        .select({ productId: stockLevels.productId, warehouseId: stockLevels.warehouseId, onHand: stockLevels.onHand })
        .from(stockLevels)
        .where(and(inArray(stockLevels.productId, ids), sql`${stockLevels.variantId} is null`, sql`${stockLevels.onHand} > 0`));
      if (own.length > 0) {
        await tx.insert(stockMovements).values(own.map((row) => ({ productId: row.productId, warehouseId: row.warehouseId, delta: -row.onHand, reason: 'count', note: 'Moved onto its sizes' })));
        await tx.update(stockLevels).set({ onHand: 0 }).where(and(inArray(stockLevels.productId, ids), sql`${stockLevels.variantId} is null`));
      }
      await tx.update(products).set({ hasVariant: true }).where(inArray(products.id, ids));
    });
  }
}
