/**
 * A small shop history with known figures for the report tests: purchases, sales (back
 * office and POS, one pending), a sale return, a purchase return, payments, a deposit and a
 * transfer, across the Main and Secondary warehouses and two months (October and November 2026).
 *
 * The documents are written as their services would write them: rows with the totals src/domain
 * computes, stock through moveStock and money through recordPayment, one transaction each.
 */
import { eq, sql } from 'drizzle-orm';
import {
  accounts,
  billers,
  customerGroups,
  customers,
  purchaseLines,
  purchaseReturnLines,
  purchaseReturns,
  purchases,
  saleLines,
  saleReturnLines,
  saleReturns,
  sales,
  suppliers,
  transfers,
  users,
  warehouses,
} from '../../server/db/schema';
import { defaultAccountId, recordPayment } from '../../server/services/payments-ledger';
import { nextReference } from '../../server/services/references';
import { moveStock } from '../../server/services/stock-ledger';
import { adminAndStaff, productBody } from './catalog-helpers';
import { call } from './route-client';
import type { TestServer } from './harness';

export interface History {
  admin: string;
  staff: string;
  adminId: string;
  staffId: string;
  mainId: string;
  secondaryId: string;
  productA: string;
  productB: string;
  productC: string;
  sale: Record<'S1' | 'S2' | 'S3' | 'S4', { id: string; reference: string }>;
  purchase: Record<'P1' | 'P2' | 'P3', { id: string; reference: string }>;
}

interface LineInput {
  productId: string;
  quantity: number;
  /** Minor units. */
  unitAmount: number;
  unitCost?: number;
}

export async function buildHistory(server: TestServer): Promise<History> {
  const { admin, staff } = await adminAndStaff(server);
  await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } });
  await call(server, 'POST /api/brands', admin, { json: { name: 'Dell' } });
  const product = async (code: string, name: string, cost: number, price: number) =>
    (await call(server, 'POST /api/products', admin, { json: productBody({ productCode: code, productName: name, productCost: cost, productPrice: price, productTax: 'No Tax' }) })).body._id as string;
  const productA = await product('LAP-A', 'Alpha Laptop', 100, 150);
  const productB = await product('CBL-B', 'Beta Cable', 20, 30);
  const productC = await product('CAS-C', 'Gamma Case', 5, 9);

  const db = server.db;
  const userId = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!.id;
  const adminId = await userId('owner@example.com');
  const staffId = await userId('staff@example.com');
  const warehouseId = async (name: string) => (await db.select().from(warehouses).where(eq(warehouses.name, name)))[0]!.id;
  const mainId = await warehouseId('Main');
  const secondaryId = await warehouseId('Secondary');
  const billerId = (await db.select().from(billers))[0]!.id;
  const walkInId = (await db.select().from(customers).where(eq(customers.isWalkIn, true)))[0]!.id;
  const groupId = (await db.select().from(customerGroups))[0]!.id;
  const [customer] = await db.insert(customers).values({ groupId, name: 'Sara Ahmed', phone: '0300-1234567', address: 'Mall Road 1', city: 'Lahore', createdBy: adminId }).returning();
  const [supplier] = await db.insert(suppliers).values({ name: 'Tech Supply', createdBy: adminId }).returning();
  const cash = (await defaultAccountId(db))!;
  const [bank] = await db.insert(accounts).values({ accountNumber: 'BANK-1', name: 'Bank', createdBy: adminId }).returning();

  const purchase = (date: string, warehouse: string, status: 'Received' | 'Ordered', lines: LineInput[], shipping: number, paid: number) =>
    db.transaction(async (tx) => {
      const reference = await nextReference(tx, 'PR');
      const total = lines.reduce((sum, line) => sum + line.quantity * line.unitAmount, 0);
      const [row] = await tx
        .insert(purchases)
        .values({ reference, date, warehouseId: warehouse, supplierId: supplier!.id, status, total, shipping, grandTotal: total + shipping, createdBy: adminId })
        .returning();
      await tx.insert(purchaseLines).values(
        lines.map((line, position) => ({
          purchaseId: row!.id,
          position,
          productId: line.productId,
          productName: 'as bought',
          productCode: 'as bought',
          quantity: line.quantity,
          unitCost: line.unitAmount,
          subtotal: line.quantity * line.unitAmount,
          // The line's share of the shipping, as the purchase service writes it (only one-line purchases here have any).
          orderCharges: lines.length === 1 ? shipping : 0,
        })),
      );
      if (status === 'Received') await moveStock(tx, lines.map((line) => ({ productId: line.productId, warehouseId: warehouse, delta: line.quantity })), { reason: 'purchase', reference, userId: adminId });
      if (paid > 0) await recordPayment(tx, { date, kind: 'purchase', direction: 'out', method: 'Cash', amount: paid, accountId: cash, purchaseId: row!.id, supplierId: supplier!.id, userId: adminId });
      return { id: row!.id, reference };
    });

  const sale = (date: string, warehouse: string, options: { source: 'sale' | 'pos'; status: 'Completed' | 'Pending'; customerId: string; by: string; shipping?: number; paid: number }, lines: LineInput[]) =>
    db.transaction(async (tx) => {
      const reference = await nextReference(tx, options.source === 'pos' ? 'POS' : 'SL');
      const total = lines.reduce((sum, line) => sum + line.quantity * line.unitAmount, 0);
      const shipping = options.shipping ?? 0;
      const [row] = await tx
        .insert(sales)
        .values({ reference, source: options.source, date, customerId: options.customerId, warehouseId: warehouse, billerId, status: options.status, total, shipping, grandTotal: total + shipping, createdBy: options.by })
        .returning();
      const written = await tx
        .insert(saleLines)
        .values(
          lines.map((line, position) => ({
            saleId: row!.id,
            position,
            productId: line.productId,
            productName: 'as sold',
            productCode: 'as sold',
            quantity: line.quantity,
            unitPrice: line.unitAmount,
            taxMethod: 'Exclusive' as const,
            subtotal: line.quantity * line.unitAmount,
            unitCost: line.unitCost ?? 0,
          })),
        )
        .returning();
      if (options.status === 'Completed') await moveStock(tx, lines.map((line) => ({ productId: line.productId, warehouseId: warehouse, delta: -line.quantity })), { reason: 'sale', reference, userId: options.by });
      if (options.paid > 0) await recordPayment(tx, { date, kind: 'sale', direction: 'in', method: 'Cash', amount: options.paid, accountId: cash, saleId: row!.id, customerId: options.customerId, userId: options.by });
      return { id: row!.id, reference, lineIds: written.map((line) => line.id) };
    });

  // October, Main: stock bought and the first sale.
  const P1 = await purchase('2026-10-05', mainId, 'Received', [{ productId: productA, quantity: 10, unitAmount: 100_00 }, { productId: productB, quantity: 50, unitAmount: 20_00 }], 0, 2000_00);
  const S1 = await sale('2026-10-20', mainId, { source: 'sale', status: 'Completed', customerId: customer!.id, by: adminId, paid: 450_00 }, [
    { productId: productA, quantity: 2, unitAmount: 150_00, unitCost: 100_00 },
    { productId: productB, quantity: 5, unitAmount: 30_00, unitCost: 20_00 },
  ]);
  // November: Secondary is stocked, one purchase only ordered, a deposit and a transfer.
  const P2 = await purchase('2026-11-02', secondaryId, 'Received', [{ productId: productA, quantity: 5, unitAmount: 100_00 }], 10_00, 300_00);
  const P3 = await purchase('2026-11-03', mainId, 'Ordered', [{ productId: productB, quantity: 100, unitAmount: 20_00 }], 0, 0);
  await db.transaction((tx) => recordPayment(tx, { date: '2026-11-05', kind: 'deposit', direction: 'in', method: 'Cash', amount: 500_00, accountId: cash, customerId: customer!.id, userId: adminId }));
  await db.transaction(async (tx) => {
    const reference = await nextReference(tx, 'TR');
    const [transfer] = await tx.insert(transfers).values({ reference, date: '2026-11-06', fromAccountId: cash, toAccountId: bank!.id, amount: 100_00, createdBy: adminId }).returning();
    await recordPayment(tx, { date: '2026-11-06', kind: 'transfer', direction: 'out', method: 'Cash', amount: 100_00, accountId: cash, transferId: transfer!.id, userId: adminId });
    await recordPayment(tx, { date: '2026-11-06', kind: 'transfer', direction: 'in', method: 'Cash', amount: 100_00, accountId: bank!.id, transferId: transfer!.id, userId: adminId });
  });
  const S2 = await sale('2026-11-10', mainId, { source: 'pos', status: 'Completed', customerId: walkInId, by: staffId, paid: 150_00 }, [{ productId: productA, quantity: 1, unitAmount: 150_00, unitCost: 100_00 }]);
  const S3 = await sale('2026-11-12', secondaryId, { source: 'sale', status: 'Completed', customerId: customer!.id, by: adminId, shipping: 15_00, paid: 200_00 }, [
    { productId: productA, quantity: 3, unitAmount: 150_00, unitCost: 100_00 },
  ]);
  const S4 = await sale('2026-11-14', mainId, { source: 'sale', status: 'Pending', customerId: customer!.id, by: adminId, paid: 0 }, [{ productId: productB, quantity: 2, unitAmount: 30_00, unitCost: 20_00 }]);

  // A laptop of the October sale comes back in November, restocked and refunded.
  await db.transaction(async (tx) => {
    const reference = await nextReference(tx, 'RS');
    const [returned] = await tx.insert(saleReturns).values({ reference, date: '2026-11-15', saleId: S1.id, customerId: customer!.id, warehouseId: mainId, total: 150_00, createdBy: adminId }).returning();
    await tx.insert(saleReturnLines).values({ returnId: returned!.id, saleLineId: S1.lineIds[0]!, productId: productA, quantity: 1, unitPrice: 150_00, subtotal: 150_00 });
    await moveStock(tx, [{ productId: productA, warehouseId: mainId, delta: 1 }], { reason: 'sale-return', reference, userId: adminId });
    await recordPayment(tx, { date: '2026-11-15', kind: 'sale-return', direction: 'out', method: 'Cash', amount: 150_00, accountId: cash, saleReturnId: returned!.id, customerId: customer!.id, userId: adminId });
  });
  // Ten cables of the October purchase go back to the supplier, refunded.
  await db.transaction(async (tx) => {
    const reference = await nextReference(tx, 'RP');
    const [returned] = await tx.insert(purchaseReturns).values({ reference, date: '2026-11-16', purchaseId: P1.id, supplierId: supplier!.id, warehouseId: mainId, total: 200_00, createdBy: adminId }).returning();
    const [line] = await tx.select().from(purchaseLines).where(sql`${purchaseLines.purchaseId} = ${P1.id} and ${purchaseLines.productId} = ${productB}`);
    await tx.insert(purchaseReturnLines).values({ returnId: returned!.id, purchaseLineId: line!.id, productId: productB, quantity: 10, unitCost: 20_00, subtotal: 200_00 });
    await moveStock(tx, [{ productId: productB, warehouseId: mainId, delta: -10 }], { reason: 'purchase-return', reference, userId: adminId });
    await recordPayment(tx, { date: '2026-11-16', kind: 'purchase-return', direction: 'in', method: 'Cash', amount: 200_00, accountId: cash, purchaseReturnId: returned!.id, supplierId: supplier!.id, userId: adminId });
  });

  const strip = ({ id, reference }: { id: string; reference: string }) => ({ id, reference });
  return {
    admin,
    staff,
    adminId,
    staffId,
    mainId,
    secondaryId,
    productA,
    productB,
    productC,
    sale: { S1: strip(S1), S2: strip(S2), S3: strip(S3), S4: strip(S4) },
    purchase: { P1, P2, P3 },
  };
}

