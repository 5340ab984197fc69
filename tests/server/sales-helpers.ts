import { eq, sql } from 'drizzle-orm';
import { DEFAULT_GENERAL_SETTINGS } from '../../src/domain/default-general-settings';
import type { StaffAccess } from '../../src/domain/shop-constants';
import { shopSettings, stockLevels, warehouses } from '../../server/db/schema';
import { addStock, productBody } from './catalog-helpers';
import { call } from './route-client';
import type { TestServer } from './harness';

/** Staff Access as an admin would save it in General Setting. */
export async function setStaffAccess(server: TestServer, staffAccess: StaffAccess): Promise<void> {
  const { updatedAt: _updatedAt, ...settings } = DEFAULT_GENERAL_SETTINGS;
  const values = { ...settings, staffAccess };
  await server.db.insert(shopSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: shopSettings.id, set: values });
}

/** A laptop (18,500 + VAT 15% exclusive, cost 15,200) with `stock` in Main; answers its id. */
export async function laptopInStock(server: TestServer, admin: string, stock: number, overrides: Record<string, unknown> = {}): Promise<string> {
  await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } });
  await call(server, 'POST /api/brands', admin, { json: { name: 'Dell' } });
  const created = await call(server, 'POST /api/products', admin, { json: productBody(overrides) });
  if (created.status !== 201) throw new Error(`product: ${JSON.stringify(created.body)}`);
  if (stock > 0) await addStock(server.db, created.body._id, 'Main', stock);
  return created.body._id;
}

export async function onHandIn(server: TestServer, productId: string, warehouse = 'Main'): Promise<number> {
  const [place] = await server.db.select().from(warehouses).where(eq(warehouses.name, warehouse));
  const rows = await server.db.select().from(stockLevels).where(eq(stockLevels.productId, productId));
  // Its variants' levels and its own, together.
  return rows.filter((row) => row.warehouseId === place!.id).reduce((sum, row) => sum + row.onHand, 0);
}

export async function ledgerSum(server: TestServer, productId: string): Promise<number> {
  const result = (await server.db.execute(sql`select coalesce(sum(delta), 0)::int as total from stock_movements where product_id = ${productId}`)) as unknown as { rows: { total: number }[] };
  return result.rows[0]!.total;
}

export async function countRows(server: TestServer, table: 'sales' | 'sale_lines' | 'payments' | 'stock_movements' | 'customers'): Promise<number> {
  const result = (await server.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/** The body in docs/screens.md#sales of POST /api/sales for one line of the product. */
export function saleBody(productId: string, overrides: Record<string, unknown> = {}, line: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customer: 'Walk-in Customer',
    warehouse: 'Main',
    biller: 'Main Biller',
    orderTax: 0,
    orderDiscount: 0,
    shippingCost: 0,
    saleStatus: 'Completed',
    paymentStatus: 'Pending',
    saleNote: '',
    staffNote: '',
    products: [{ _id: productId, productName: 'Dell Inspiron 15 Laptop', quantity: 1, ...line }],
    ...overrides,
  };
}
