import { eq, sql } from 'drizzle-orm';
import { stockLevels, warehouses } from '../../server/db/schema';
import { productBody } from './catalog-helpers';
import { call } from './route-client';
import type { TestServer } from './harness';

/** Two products (a laptop taxed VAT 15% and an untaxed mouse) and a supplier, as an admin made them. */
export async function purchaseCatalog(server: TestServer, admin: string) {
  await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } });
  await call(server, 'POST /api/brands', admin, { json: { name: 'Dell' } });
  const laptop = (await call(server, 'POST /api/products', admin, { json: productBody() })).body;
  const mouse = (await call(server, 'POST /api/products', admin, { json: productBody({ productName: 'USB Mouse', productCode: 'MS-1', productTax: 'No Tax', productCost: 4.5, productPrice: 9 }) }))
    .body;
  const supplier = (await call(server, 'POST /api/suppliers', admin, { json: { name: 'Karachi Traders', companyName: 'KT Ltd', city: 'Karachi' } })).body;
  const [main] = await server.db.select().from(warehouses).where(eq(warehouses.name, 'Main'));
  return { laptopId: laptop._id as string, mouseId: mouse._id as string, supplierId: supplier._id as string, mainId: main!.id };
}

/** A purchase body with `overrides`; by default 2 laptops at 100 (VAT 15%) into Main from Karachi Traders. */
export function purchaseBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    warehouse: 'Main',
    supplier: 'Karachi Traders',
    purchaseStatus: 'Received',
    orderTax: 0,
    discount: 0,
    shippingCost: 0,
    note: '',
    products: [{ productCode: 'DL-INS15', quantity: 2, productCost: 100, discount: 0 }],
    ...overrides,
  };
}

/** On hand of a product in a warehouse (0 when it never had any). */
export async function onHand(server: TestServer, productId: string, warehouseId: string): Promise<number> {
  // Its variants' levels and its own, together.
  const rows = await server.db
    .select()
    .from(stockLevels)
    .where(sql`${stockLevels.productId} = ${productId} and ${stockLevels.warehouseId} = ${warehouseId}`);
  return rows.reduce((sum, row) => sum + row.onHand, 0);
}

/** The sum of a product's movements in a warehouse: on-hand must always equal it. */
export async function ledgerSum(server: TestServer, productId: string, warehouseId: string): Promise<number> {
  const result = (await server.db.execute(
    sql`select coalesce(sum(delta), 0)::int as total from stock_movements where product_id = ${productId} and warehouse_id = ${warehouseId}`,
  )) as unknown as { rows: { total: number }[] };
  return result.rows[0]!.total;
}
