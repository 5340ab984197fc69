import { Picture } from '../../server/seed/png';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { addUser, sessionOf, signUpApproved, type TestServer } from './harness';
import { call } from './route-client';

/** An admin (the first account) and an approved staff member, each with a session. */
export async function adminAndStaff(server: TestServer): Promise<{ admin: string; staff: string }> {
  const owner = await addUser(server, 'Owner', 'owner@example.com');
  const staff = await signUpApproved(server, 'Staff', 'staff@example.com');
  return { admin: await sessionOf(server, owner), staff: await sessionOf(server, staff) };
}

/** Row counts of the catalog tables: compared before and after a refused write ("nothing written"). */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = ['warehouses', 'billers', 'units', 'taxes', 'brands', 'categories', 'products', 'product_warehouse_prices', 'product_variants', 'stock_movements', 'stock_levels'];
  const result = (await db.execute(sql.raw(tables.map((table) => `select '${table}' as name, count(*)::int as n from ${table}`).join(' union all ')))) as unknown as {
    rows: { name: string; n: number }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.n]));
}

/** A valid product body; `overrides` replace fields. */
export function productBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    productType: 'Standard',
    productName: 'Dell Inspiron 15 Laptop',
    productCode: 'DL-INS15',
    barcodeSymbology: 'Code 128',
    brand: 'Dell',
    category: 'Electronics',
    productUnit: 'Per PC',
    saleUnit: 'Piece',
    purchaseUnit: 'Piece',
    productCost: 15200,
    productPrice: 18500,
    alertQuantity: 3,
    productTax: 'VAT 15%',
    taxMethod: 'Exclusive',
    featured: true,
    description: '15.6" FHD, 8 GB RAM',
    ...overrides,
  };
}

/** Puts `quantity` of a product (or of one of its variants) into a warehouse through the ledger, as a purchase would. */
export async function addStock(db: Database, productId: string, warehouse: string, quantity: number, variantId: string | null = null): Promise<void> {
  await db.execute(sql`
    with w as (select id from warehouses where name = ${warehouse}),
    m as (insert into stock_movements (product_id, warehouse_id, variant_id, delta, reason) select ${productId}, w.id, ${variantId}::uuid, ${quantity}, 'adjustment' from w)
    insert into stock_levels (product_id, warehouse_id, variant_id, on_hand) select ${productId}, w.id, ${variantId}::uuid, ${quantity} from w
    on conflict (product_id, warehouse_id, variant_id) do update set on_hand = stock_levels.on_hand + excluded.on_hand`);
}

/** A small PNG picture, as a phone's photo would be. */
export function png(): Buffer {
  const picture = new Picture(4, 4);
  picture.rect(0, 0, 4, 4, [200, 30, 30]);
  return picture.toPng();
}

/** POST /api/upload as the browser sends it (multipart, field `image`). */
export async function upload(server: TestServer, token: string, bytes: Uint8Array, name = 'photo.png', field = 'image') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  return call(server, 'POST /api/upload', token, { body: form });
}
