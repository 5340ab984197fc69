/**
 * The demo shop (docs/architecture.md#shape, SEED=demo): a small real electronics catalog with the brands
 * and categories docs/screens.md#products names, the 18500 laptop among them, pictures, and opening stock, written on
 * a new database (no users, no products) in one transaction.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { brands, categories, products, productVariants, productWarehousePrices, stockLevels, stockMovements } from '../db/schema';
import { rowsOf } from '../db/raw-rows';
import { storeImage } from '../services/uploads';
import { seedDemoHistory } from './demo-history';
import { withReportTotalsSummedAfter } from './report-totals';
import { gtinCheckDigit } from '../../src/domain/barcodes';
import { parseMoney, type Minor } from '../../src/domain/money';
import { calendarDateIn } from '../../src/domain/calendar-date';
import type { ProductType } from '../../src/domain/shop-constants';
import { brandPicture, productPicture, type Glyph } from './pictures';

// Keeps two servers starting on one new PostgreSQL database from both seeding it.
const SEED_LOCK_ID = 727_003;

const BRANDS: { name: string; colour: string | null }[] = [
  { name: 'Dell', colour: '#1c7ed6' },
  // The brand without an image in docs/screens.md#products.
  { name: 'Club Special', colour: null },
  { name: 'Mac', colour: '#495057' },
  { name: 'HP', colour: '#0b7285' },
  { name: 'Oppo', colour: '#2b8a3e' },
  { name: 'Vivo', colour: '#3b5bdb' },
];

const CATEGORIES: { name: string; parent: string | null; glyph: Glyph; colour: string }[] = [
  { name: 'Electronics', parent: null, glyph: 'monitor', colour: '#1971c2' },
  { name: 'Clothing', parent: null, glyph: 'shirt', colour: '#c2255c' },
  { name: 'Food', parent: null, glyph: 'rice', colour: '#e67700' },
  { name: 'Books', parent: null, glyph: 'book', colour: '#5f3dc4' },
  { name: 'Laptops', parent: 'Electronics', glyph: 'laptop', colour: '#1864ab' },
  { name: 'Mobile Phones', parent: 'Electronics', glyph: 'phone', colour: '#2b8a3e' },
  { name: 'Computer Accessories', parent: 'Electronics', glyph: 'keyboard', colour: '#0b7285' },
  { name: 'Software', parent: 'Electronics', glyph: 'disc', colour: '#364fc7' },
  { name: 'Services', parent: 'Electronics', glyph: 'wrench', colour: '#495057' },
];

interface DemoProduct {
  name: string;
  code: string;
  symbology?: 'Code 128' | 'EAN-13';
  type?: ProductType;
  brand: string | null;
  category: string;
  unit?: string;
  purchaseUnit?: string;
  cost: string;
  price: string;
  tax: string;
  taxMethod?: 'Exclusive' | 'Inclusive';
  alert: number;
  featured?: boolean;
  glyph: Glyph;
  colour: string;
  description: string;
  /** Opening stock: Main, Secondary. */
  stock?: [number, number];
  warehousePrices?: Record<string, string>;
  variants?: [string, string][];
  /** Promotion price, running from a week ago for a month. */
  promotion?: string;
}

const ean13 = (body: string) => `${body}${gtinCheckDigit(body)}`;

const PRODUCTS: DemoProduct[] = [
  { name: 'Dell Inspiron 15 Laptop', code: 'DL-INS15', brand: 'Dell', category: 'Laptops', cost: '15200', price: '18500', tax: 'VAT 15%', alert: 3, featured: true, glyph: 'laptop', colour: '#1c7ed6', description: '15.6" FHD, Intel Core i5, 8 GB RAM, 512 GB SSD.', stock: [8, 4], warehousePrices: { Main: '18500', Secondary: '18900' } },
  { name: 'HP Pavilion 14 Laptop', code: 'HP-PAV14', brand: 'HP', category: 'Laptops', cost: '13400', price: '16500', tax: 'VAT 15%', alert: 3, featured: true, glyph: 'laptop', colour: '#0b7285', description: '14" FHD, AMD Ryzen 5, 8 GB RAM, 256 GB SSD.', stock: [6, 2] },
  { name: 'MacBook Air 13 M2', code: 'MAC-AIR13', brand: 'Mac', category: 'Laptops', cost: '27500', price: '32000', tax: 'VAT 15%', alert: 2, featured: true, glyph: 'laptop', colour: '#495057', description: 'Apple M2, 8 GB unified memory, 256 GB SSD, Midnight.', stock: [3, 0], variants: [['256 GB', '0'], ['512 GB', '4000']] },
  { name: 'Dell 27 Monitor S2721', code: 'DL-S2721', brand: 'Dell', category: 'Computer Accessories', cost: '3300', price: '4200', tax: 'VAT 15%', alert: 4, glyph: 'monitor', colour: '#1864ab', description: '27" IPS, 75 Hz, HDMI.', stock: [10, 5] },
  { name: 'HP 24 Monitor M24f', code: 'HP-M24F', brand: 'HP', category: 'Computer Accessories', cost: '2500', price: '3200', tax: 'VAT 15%', alert: 4, glyph: 'monitor', colour: '#0c8599', description: '23.8" FHD IPS, thin bezel.', stock: [12, 6], promotion: '2950' },
  { name: 'HP Wireless Mouse 220', code: ean13('200000000010'), symbology: 'EAN-13', brand: 'HP', category: 'Computer Accessories', cost: '160', price: '250', tax: 'VAT 5%', alert: 10, glyph: 'mouse', colour: '#1098ad', description: '2.4 GHz, silent clicks, 15-month battery.', stock: [45, 20] },
  { name: 'Dell USB-C Dock WD19', code: 'DL-WD19', brand: 'Dell', category: 'Computer Accessories', cost: '900', price: '1200', tax: 'VAT 15%', alert: 3, glyph: 'dock', colour: '#1971c2', description: 'USB-C, 2 × DisplayPort, HDMI, Gigabit Ethernet.', stock: [7, 0] },
  { name: 'Mac Magic Keyboard', code: 'MAC-MKB', brand: 'Mac', category: 'Computer Accessories', cost: '650', price: '900', tax: 'VAT 15%', alert: 3, glyph: 'keyboard', colour: '#343a40', description: 'Wireless, rechargeable, US English.', stock: [5, 2] },
  { name: 'HP LaserJet M110w Printer', code: 'HP-LJ110', brand: 'HP', category: 'Computer Accessories', cost: '2100', price: '2800', tax: 'VAT 15%', alert: 2, glyph: 'printer', colour: '#087f5b', description: 'Mono laser, Wi-Fi, 20 pages a minute.', stock: [4, 1] },
  { name: 'Oppo Reno 8', code: 'OP-RENO8', brand: 'Oppo', category: 'Mobile Phones', cost: '7900', price: '9500', tax: 'VAT 15%', alert: 3, featured: true, glyph: 'phone', colour: '#2b8a3e', description: '6.4" AMOLED, 8 GB RAM, 256 GB.', stock: [9, 3], variants: [['Shimmer Black', '0'], ['Shimmer Gold', '0']] },
  { name: 'Oppo A78', code: 'OP-A78', brand: 'Oppo', category: 'Mobile Phones', cost: '4300', price: '5200', tax: 'VAT 15%', alert: 5, glyph: 'phone', colour: '#37b24d', description: '6.4" AMOLED, 8 GB RAM, 128 GB.', stock: [14, 6] },
  { name: 'Vivo V27', code: 'VV-V27', brand: 'Vivo', category: 'Mobile Phones', cost: '7300', price: '8800', tax: 'VAT 15%', alert: 3, featured: true, glyph: 'phone', colour: '#3b5bdb', description: '6.78" 3D curved AMOLED, 12 GB RAM, 256 GB.', stock: [7, 2] },
  { name: 'Vivo Y36', code: 'VV-Y36', brand: 'Vivo', category: 'Mobile Phones', cost: '3500', price: '4300', tax: 'VAT 15%', alert: 5, glyph: 'phone', colour: '#4c6ef5', description: '6.64" FHD+, 8 GB RAM, 128 GB.', stock: [2, 1] },
  { name: 'Antivirus 1-Year Licence', code: 'SW-AV1Y', type: 'Digital', brand: null, category: 'Software', cost: '40', price: '75', tax: 'VAT 15%', alert: 0, glyph: 'disc', colour: '#364fc7', description: 'One PC, one year; the key is e-mailed after the sale.' },
  { name: 'Laptop Setup Service', code: 'SV-SETUP', type: 'Service', brand: null, category: 'Services', cost: '10', price: '50', tax: 'No Tax', alert: 0, glyph: 'wrench', colour: '#495057', description: 'Windows updates, drivers, Office and backup set up in the shop.' },
  { name: 'Club Special Cotton T-Shirt', code: 'CS-TEE', brand: 'Club Special', category: 'Clothing', cost: '8', price: '15', tax: 'VAT 5%', alert: 10, glyph: 'shirt', colour: '#e64980', description: '100% combed cotton, regular fit.', stock: [60, 30], variants: [['S', '0'], ['M', '0'], ['L', '0'], ['XL', '2']] },
  { name: 'Club Special Denim Jeans', code: 'CS-JEANS', brand: 'Club Special', category: 'Clothing', cost: '20', price: '35', tax: 'VAT 5%', alert: 8, glyph: 'jeans', colour: '#1c7ed6', description: 'Slim fit, stretch denim, mid blue.', stock: [35, 10], variants: [['30', '0'], ['32', '0'], ['34', '0'], ['36', '0']] },
  { name: 'Club Special Hoodie', code: 'CS-HOODIE', brand: 'Club Special', category: 'Clothing', cost: '16', price: '28', tax: 'VAT 5%', alert: 6, glyph: 'hoodie', colour: '#c2255c', description: 'Fleece-lined pullover hoodie.', stock: [3, 4] },
  { name: 'Basmati Rice 5 kg', code: ean13('200000000027'), symbology: 'EAN-13', brand: null, category: 'Food', unit: 'Kilogram', purchaseUnit: 'Kg', cost: '9', price: '12.5', tax: 'No Tax', taxMethod: 'Inclusive', alert: 15, glyph: 'rice', colour: '#e67700', description: 'Extra-long grain, aged one year.', stock: [80, 40] },
  { name: 'Green Tea 100 Bags', code: ean13('200000000034'), symbology: 'EAN-13', brand: null, category: 'Food', cost: '3.2', price: '4.99', tax: 'VAT 5%', taxMethod: 'Inclusive', alert: 20, glyph: 'tea', colour: '#5c940d', description: 'Pure green tea, individually wrapped.', stock: [120, 50], promotion: '3.99' },
  { name: 'Extra Virgin Olive Oil 1 L', code: ean13('200000000041'), symbology: 'EAN-13', brand: null, category: 'Food', purchaseUnit: 'Liter', cost: '6.5', price: '9.75', tax: 'VAT 5%', taxMethod: 'Inclusive', alert: 10, glyph: 'oil', colour: '#a9a01b', description: 'Cold pressed.', stock: [40, 0] },
  { name: 'The Pragmatic Programmer', code: ean13('978013595705'), symbology: 'EAN-13', brand: null, category: 'Books', cost: '30', price: '45', tax: 'No Tax', alert: 2, glyph: 'book', colour: '#5f3dc4', description: 'David Thomas, Andrew Hunt. 20th anniversary edition.', stock: [6, 0] },
  { name: 'Clean Code', code: ean13('978013235088'), symbology: 'EAN-13', brand: null, category: 'Books', cost: '26', price: '40', tax: 'No Tax', alert: 2, glyph: 'book', colour: '#7048e8', description: 'Robert C. Martin. A handbook of agile software craftsmanship.', stock: [1, 0] },
];

const money = (text: string): Minor => parseMoney(text);

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * Seeds the demo shop when the database has no users and no products. Answers whether it did.
 * Pictures are written first (content-addressed, so writing them again is harmless).
 */
export async function seedDemoShop(db: Database, uploadDir: string, now = new Date()): Promise<boolean> {
  if (!(await isEmptyShop(db))) return false;

  const brandImages = new Map<string, string | null>();
  for (const brand of BRANDS) brandImages.set(brand.name, brand.colour ? await storeImage(uploadDir, brandPicture(brand.name, brand.colour), 'png') : null);
  const categoryImages = new Map<string, string>();
  for (const category of CATEGORIES) categoryImages.set(category.name, await storeImage(uploadDir, productPicture(category.glyph, category.colour), 'png'));
  const productImages = new Map<string, string>();
  for (const product of PRODUCTS) productImages.set(product.code, await storeImage(uploadDir, productPicture(product.glyph, product.colour), 'png'));

  const today = calendarDateIn(now, 'UTC');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (!(await isEmptyShop(tx as unknown as Database))) return false;

    const idsOf = async (table: string) =>
      new Map((await rowsOf<{ id: string; name: string }>(tx, sql`select id, name from ${sql.identifier(table)}`)).map((row) => [row.name, row.id]));

    await tx
      .insert(brands)
      .values(BRANDS.map((brand) => ({ name: brand.name, image: brandImages.get(brand.name) ?? null })))
      .onConflictDoNothing();
    const brandIds = await idsOf('brands');

    await tx
      .insert(categories)
      .values(CATEGORIES.filter((category) => !category.parent).map((category) => ({ name: category.name, image: categoryImages.get(category.name) })))
      .onConflictDoNothing();
    let categoryIds = await idsOf('categories');
    await tx
      .insert(categories)
      .values(
        CATEGORIES.filter((category) => category.parent).map((category) => ({
          name: category.name,
          parentId: categoryIds.get(category.parent!)!,
          image: categoryImages.get(category.name),
        })),
      )
      .onConflictDoNothing();
    categoryIds = await idsOf('categories');

    const [unitIds, taxIds, warehouseIds] = [await idsOf('units'), await idsOf('taxes'), await idsOf('warehouses')];

    // One second apart, in list order, so "newest first" shows the catalog in a stable order.
    const inserted = await tx
      .insert(products)
      .values(
        PRODUCTS.map((product, index) => ({
          productType: product.type ?? 'Standard',
          name: product.name,
          code: product.code,
          barcodeSymbology: product.symbology ?? 'Code 128',
          brandId: product.brand ? brandIds.get(product.brand)! : null,
          categoryId: categoryIds.get(product.category)!,
          productUnitId: unitIds.get(product.unit ?? 'Per PC')!,
          saleUnitId: unitIds.get(product.unit === 'Kilogram' ? 'Kg' : 'Piece')!,
          purchaseUnitId: unitIds.get(product.purchaseUnit ?? 'Piece')!,
          cost: money(product.cost),
          price: money(product.price),
          alertQuantity: product.alert,
          taxId: taxIds.get(product.tax)!,
          taxMethod: product.taxMethod ?? 'Exclusive',
          featured: product.featured ?? false,
          description: product.description,
          hasWarehousePrice: Boolean(product.warehousePrices),
          hasVariant: Boolean(product.variants),
          hasPromotion: Boolean(product.promotion),
          promotionPrice: product.promotion ? money(product.promotion) : null,
          promotionStart: product.promotion ? addDays(today, -7) : null,
          promotionEnd: product.promotion ? addDays(today, 30) : null,
          image: productImages.get(product.code),
          createdAt: new Date(now.getTime() - (PRODUCTS.length - index) * 1000),
          updatedAt: now,
        })),
      )
      .returning({ id: products.id, code: products.code });
    const productIds = new Map(inserted.map((row) => [row.code, row.id]));

    const prices = PRODUCTS.flatMap((product) =>
      Object.entries(product.warehousePrices ?? {}).map(([warehouse, price]) => ({
        productId: productIds.get(product.code)!,
        warehouseId: warehouseIds.get(warehouse)!,
        price: money(price),
      })),
    );
    if (prices.length) await tx.insert(productWarehousePrices).values(prices);

    const variants = PRODUCTS.flatMap((product) =>
      (product.variants ?? []).map(([name, additionalPrice], index) => ({
        productId: productIds.get(product.code)!,
        position: index + 1,
        name,
        itemCode: `VRT-${index + 1}`,
        additionalPrice: money(additionalPrice),
      })),
    );
    const variantIds = new Map(
      variants.length ? (await tx.insert(productVariants).values(variants).returning({ id: productVariants.id, productId: productVariants.productId, position: productVariants.position })).map((row) => [`${row.productId}|${row.position}`, row.id]) : [],
    );

    // Opening stock goes through the ledger like any other movement (docs/architecture.md#data); a
    // product with sizes has it spread over its sizes, the first ones taking what does not divide
    // evenly (docs/decisions/021-warehouses-and-variants.md).
    const openings = PRODUCTS.flatMap((product) =>
      (['Main', 'Secondary'] as const).flatMap((warehouse, index) => {
        const quantity = product.stock?.[index] ?? 0;
        const productId = productIds.get(product.code)!;
        const warehouseId = warehouseIds.get(warehouse)!;
        const sizes = product.variants?.length ?? 0;
        const shares = sizes === 0 ? [{ variantId: null, quantity }] : Array.from({ length: sizes }, (_, size) => ({
          variantId: variantIds.get(`${productId}|${size + 1}`)!,
          quantity: Math.floor(quantity / sizes) + (size < quantity % sizes ? 1 : 0),
        }));
        return shares.filter((share) => share.quantity > 0).map((share) => ({ productId, warehouseId, ...share }));
      }),
    );
    if (openings.length) {
      await tx.insert(stockMovements).values(
        openings.map((opening) => ({ productId: opening.productId, warehouseId: opening.warehouseId, variantId: opening.variantId, delta: opening.quantity, reason: 'opening', reference: 'Demo shop opening stock', at: now })),
      );
      await tx.insert(stockLevels).values(openings.map((opening) => ({ productId: opening.productId, warehouseId: opening.warehouseId, variantId: opening.variantId, onHand: opening.quantity })));
    }
    await withReportTotalsSummedAfter(tx, () => seedDemoHistory(tx, today));
    return true;
  });
}

async function isEmptyShop(db: Database): Promise<boolean> {
  const [{ empty }] = await rowsOf<{ empty: boolean }>(db, sql`select not exists(select 1 from users) and not exists(select 1 from products) as empty`);
  return empty;
}

/** The demo catalog's size, for tests. */
export const DEMO_PRODUCT_COUNT = PRODUCTS.length;
