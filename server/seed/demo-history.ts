/**
 * About three months of a living shop for the demo, dated back from the day the database
 * is created: weekly purchases into Main and Secondary, daily POS and back-office sales, a few
 * pending sales (quotations), sale and purchase returns, customer deposits and money transfers.
 * Totals come from src/domain's pricing, stock moves only through moveStock and money only through
 * recordPayment, so stock and balances agree with the ledgers. Deterministic: the same day gives
 * the same history.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { accounts, billers, customerGroups, customers, purchaseLines, purchaseReturnLines, purchaseReturns, purchases, saleLines, saleReturnLines, saleReturns, sales, suppliers, transfers } from '../db/schema';
import { asMinor } from '../../src/domain/money';
import { orderTotals, purchaseLine, saleLine } from '../../src/domain/pricing';
import type { Percent } from '../../src/domain/percent';
import { rowsOf } from '../db/raw-rows';
import { accountBalances, defaultAccountId, recordPayment } from '../services/payments-ledger';
import { nextReference } from '../services/references';
import { moveStock } from '../services/stock-ledger';

const DAYS = 90;

/** taxes.rate_thousandths is already a Percent (thousandths of a percent). */
const asPercent = (thousandths: number) => thousandths as Percent;

interface DemoProduct {
  id: string;
  name: string;
  code: string;
  type: string;
  cost: number;
  price: number;
  taxRate: number;
  taxMethod: 'Exclusive' | 'Inclusive';
}

/** A small seeded generator (mulberry32): the demo is the same on every first start of a given day. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const DEMO_CUSTOMERS = [
  { name: 'Sara Ahmed', phone: '0300-1234567', city: 'Lahore', address: 'Mall Road 12' },
  { name: 'Bilal Khan', phone: '0321-7654321', city: 'Karachi', address: 'Clifton Block 5' },
  { name: 'Ayesha Malik', phone: '0333-1112223', city: 'Islamabad', address: 'F-7 Markaz 3' },
  { name: 'Usman Tariq', phone: '0345-9876543', city: 'Lahore', address: 'Gulberg III 44' },
];

const DEMO_SUPPLIERS = ['Tech Supply Co.', 'Karachi Electronics Wholesale'];

export async function seedDemoHistory(tx: Executor, today: string): Promise<void> {
  const random = generator(Number(today.replaceAll('-', '')));
  const productRows = await rowsOf<{ id: string; name: string; code: string; product_type: string; cost: string | number; price: string | number; rate: number; tax_method: 'Exclusive' | 'Inclusive' }>(
    tx,
    // Products with sizes keep their opening stock per size (docs/decisions/021-warehouses-and-variants.md); the history's documents are of the others.
    sql`select p.id, p.name, p.code, p.product_type, p.cost, p.price, t.rate_thousandths as rate, p.tax_method from products p join taxes t on t.id = p.tax_id
        where not p.has_variant order by p.code`,
  );
  const catalog: DemoProduct[] = productRows.map((row) => ({ id: row.id, name: row.name, code: row.code, type: row.product_type, cost: Number(row.cost), price: Number(row.price), taxRate: Number(row.rate), taxMethod: row.tax_method }));
  const stocked = catalog.filter((product) => product.type === 'Standard');
  const warehouseIds = new Map((await rowsOf<{ id: string; name: string }>(tx, sql`select id, name from warehouses`)).map((row) => [row.name, row.id]));
  const warehouses = [warehouseIds.get('Main')!, warehouseIds.get('Secondary')!];
  const [biller] = await tx.select({ id: billers.id }).from(billers).limit(1);
  const [walkIn] = await rowsOf<{ id: string }>(tx, sql`select id from customers where is_walk_in`);
  const [group] = await tx.select({ id: customerGroups.id }).from(customerGroups).limit(1);
  const customerIds = (await tx.insert(customers).values(DEMO_CUSTOMERS.map((customer) => ({ ...customer, groupId: group!.id }))).returning({ id: customers.id })).map((row) => row.id);
  const supplierIds = (await tx.insert(suppliers).values(DEMO_SUPPLIERS.map((name) => ({ name, city: 'Karachi' }))).returning({ id: suppliers.id })).map((row) => row.id);
  const cash = (await defaultAccountId(tx))!;
  const [bank] = await tx.insert(accounts).values({ accountNumber: 'BANK-001', name: 'Meezan Bank', initialBalance: 2_500_000_00, note: 'Current account' }).returning({ id: accounts.id });

  // On hand per product and warehouse, as the ledger has it, so no sale asks for more than there is.
  const onHand = new Map<string, number>(
    (await rowsOf<{ product_id: string; warehouse_id: string; on_hand: number }>(tx, sql`select product_id, warehouse_id, on_hand from stock_levels`)).map((row) => [`${row.product_id}|${row.warehouse_id}`, Number(row.on_hand)]),
  );
  const stockOf = (productId: string, warehouseId: string) => onHand.get(`${productId}|${warehouseId}`) ?? 0;
  const adjust = (productId: string, warehouseId: string, delta: number) => onHand.set(`${productId}|${warehouseId}`, stockOf(productId, warehouseId) + delta);

  const soldLines: { saleLineId: string; saleId: string; productId: string; quantity: number; unitPrice: number; subtotal: number; warehouseId: string; customerId: string; date: string }[] = [];
  const receivedLines: { purchaseLineId: string; purchaseId: string; productId: string; quantity: number; unitCost: number; subtotal: number; warehouseId: string; supplierId: string; date: string }[] = [];

  async function purchase(date: string, warehouseId: string, supplierId: string, status: 'Received' | 'Ordered') {
    const chosen = [...new Set(Array.from({ length: random.int(3, 6) }, () => random.pick(stocked)))];
    const lines = chosen.map((product) => ({ product, quantity: random.int(4, 12), priced: null as ReturnType<typeof purchaseLine> | null }));
    for (const line of lines) line.priced = purchaseLine({ quantity: line.quantity, unitCost: asMinor(line.product.cost), taxRate: asPercent(0) });
    const totals = orderTotals(lines.map((line) => line.priced!), { orderTaxRate: asPercent(0), discount: asMinor(0), shipping: asMinor(random.pick([0, 0, 500_00, 1000_00])) });
    const reference = await nextReference(tx, 'PR');
    const [row] = await tx
      .insert(purchases)
      .values({ reference, date, warehouseId, supplierId, status, total: totals.total, orderTax: totals.orderTax, discount: totals.discount, shipping: totals.shipping, grandTotal: totals.grandTotal, createdAt: new Date(`${date}T05:00:00Z`) })
      .returning({ id: purchases.id });
    const written = await tx
      .insert(purchaseLines)
      .values(lines.map((line, position) => ({ purchaseId: row!.id, position, productId: line.product.id, productName: line.product.name, productCode: line.product.code, quantity: line.quantity, unitCost: line.product.cost, tax: line.priced!.tax, subtotal: line.priced!.subtotal })))
      .returning({ id: purchaseLines.id });
    if (status !== 'Received') return;
    await moveStock(tx, lines.map((line) => ({ productId: line.product.id, warehouseId, delta: line.quantity })), { reason: 'purchase', reference, userId: null });
    lines.forEach((line, index) => {
      adjust(line.product.id, warehouseId, line.quantity);
      receivedLines.push({ purchaseLineId: written[index]!.id, purchaseId: row!.id, productId: line.product.id, quantity: line.quantity, unitCost: line.product.cost, subtotal: line.priced!.subtotal, warehouseId, supplierId, date });
    });
    // Most purchases are paid at once, some in part (Due), from the bank.
    // Never more than the bank holds: the rest stays due.
    const balance = (await accountBalances(tx, [bank!.id])).get(bank!.id) ?? 0;
    const paid = Math.min(balance, random.next() < 0.75 ? totals.grandTotal : Math.round(totals.grandTotal / 2));
    if (paid > 0) await recordPayment(tx, { date, kind: 'purchase', direction: 'out', method: random.pick(['Cash', 'Cheque'] as const), amount: paid, accountId: bank!.id, purchaseId: row!.id, supplierId, userId: null });
  }

  async function sale(date: string, hour: number) {
    const pos = random.next() < 0.6;
    const warehouseId = pos ? warehouses[0]! : random.pick(warehouses);
    const customerId = pos ? walkIn!.id : random.pick(customerIds);
    const pending = !pos && random.next() < 0.12;
    const candidates = catalog.filter((product) => product.type !== 'Standard' || stockOf(product.id, warehouseId) > 0);
    const chosen = [...new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(candidates)))];
    if (chosen.length === 0) return;
    const lines = chosen.map((product) => {
      const quantity = product.type === 'Standard' ? Math.min(random.int(1, 3), stockOf(product.id, warehouseId)) : 1;
      return { product, quantity, priced: saleLine({ quantity, unitPrice: asMinor(product.price), taxRate: asPercent(product.taxRate), taxMethod: product.taxMethod }) };
    });
    const totals = orderTotals(lines.map((line) => line.priced), { orderTaxRate: asPercent(0), discount: asMinor(0), shipping: asMinor(0) });
    const reference = await nextReference(tx, pos ? 'POS' : 'SL');
    const [row] = await tx
      .insert(sales)
      .values({
        reference,
        source: pos ? 'pos' : 'sale',
        date,
        customerId,
        warehouseId,
        billerId: biller!.id,
        status: pending ? 'Pending' : 'Completed',
        total: totals.total,
        grandTotal: totals.grandTotal,
        createdAt: new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`),
      })
      .returning({ id: sales.id });
    const written = await tx
      .insert(saleLines)
      .values(
        lines.map((line, position) => ({
          saleId: row!.id,
          position,
          productId: line.product.id,
          productName: line.product.name,
          productCode: line.product.code,
          quantity: line.quantity,
          unitPrice: line.product.price,
          taxRate: line.product.taxRate,
          taxMethod: line.product.taxMethod,
          tax: line.priced.tax,
          subtotal: line.priced.subtotal,
          unitCost: line.product.cost,
        })),
      )
      .returning({ id: saleLines.id });
    if (pending) return;
    await moveStock(tx, lines.map((line) => ({ productId: line.product.id, warehouseId, delta: -line.quantity })), { reason: 'sale', reference, userId: null });
    lines.forEach((line, index) => {
      if (line.product.type === 'Standard') adjust(line.product.id, warehouseId, -line.quantity);
      soldLines.push({ saleLineId: written[index]!.id, saleId: row!.id, productId: line.product.id, quantity: line.quantity, unitPrice: line.product.price, subtotal: line.priced.subtotal, warehouseId, customerId, date });
    });
    const paid = pos || random.next() < 0.7 ? totals.grandTotal : Math.round(totals.grandTotal * 0.4);
    if (paid > 0) await recordPayment(tx, { date, kind: 'sale', direction: 'in', method: pos ? random.pick(['Cash', 'Cash', 'Card'] as const) : 'Cash', amount: paid, accountId: cash, saleId: row!.id, customerId, userId: null });
  }

  const start = addDays(today, -DAYS);
  for (let offset = 0; offset <= DAYS; offset += 1) {
    const date = addDays(start, offset);
    if (offset % 7 === 0) {
      for (const [index, warehouseId] of warehouses.entries()) await purchase(date, warehouseId, supplierIds[index]!, 'Received');
    }
    if (offset === DAYS - 2) await purchase(date, warehouses[0]!, supplierIds[1]!, 'Ordered');
    const count = offset === DAYS ? 2 : random.int(1, 3);
    for (let index = 0; index < count; index += 1) await sale(date, 9 + index * 2);
    if (offset % 20 === 10) {
      await recordPayment(tx, { date, kind: 'deposit', direction: 'in', method: 'Cash', amount: random.pick([5000_00, 10000_00]), accountId: cash, customerId: random.pick(customerIds), userId: null });
    }
    if (offset % 14 === 13) {
      const reference = await nextReference(tx, 'TR');
      const cashBalance = (await accountBalances(tx, [cash])).get(cash) ?? 0;
      const amount = Math.min(20_000_00, cashBalance);
      if (amount <= 0) continue;
      const [transfer] = await tx.insert(transfers).values({ reference, date, fromAccountId: cash, toAccountId: bank!.id, amount, note: 'Cash to the bank' }).returning({ id: transfers.id });
      await recordPayment(tx, { date, kind: 'transfer', direction: 'out', method: 'Cash', amount, accountId: cash, transferId: transfer!.id, userId: null });
      await recordPayment(tx, { date, kind: 'transfer', direction: 'in', method: 'Cash', amount, accountId: bank!.id, transferId: transfer!.id, userId: null });
    }
  }

  // A few customers bring one item back (restocked, refunded), and a few cartons go back to a supplier.
  for (const line of soldLines.filter((_, index) => index % 37 === 5)) {
    const date = addDays(line.date, 2) > today ? today : addDays(line.date, 2);
    const reference = await nextReference(tx, 'RS');
    const amount = Math.round(line.subtotal / line.quantity);
    const [returned] = await tx.insert(saleReturns).values({ reference, date, saleId: line.saleId, customerId: line.customerId, warehouseId: line.warehouseId, total: amount, note: 'Changed their mind' }).returning({ id: saleReturns.id });
    await tx.insert(saleReturnLines).values({ returnId: returned!.id, saleLineId: line.saleLineId, productId: line.productId, quantity: 1, unitPrice: line.unitPrice, subtotal: amount });
    await moveStock(tx, [{ productId: line.productId, warehouseId: line.warehouseId, delta: 1 }], { reason: 'sale-return', reference, userId: null });
    adjust(line.productId, line.warehouseId, 1);
    await recordPayment(tx, { date, kind: 'sale-return', direction: 'out', method: 'Cash', amount, accountId: cash, saleReturnId: returned!.id, customerId: line.customerId, userId: null });
  }
  for (const line of receivedLines.filter((_, index) => index % 29 === 3)) {
    if (stockOf(line.productId, line.warehouseId) < 1) continue;
    const date = addDays(line.date, 3) > today ? today : addDays(line.date, 3);
    const reference = await nextReference(tx, 'RP');
    const amount = Math.round(line.subtotal / line.quantity);
    const [returned] = await tx.insert(purchaseReturns).values({ reference, date, purchaseId: line.purchaseId, supplierId: line.supplierId, warehouseId: line.warehouseId, total: amount, note: 'Damaged in transit' }).returning({ id: purchaseReturns.id });
    await tx.insert(purchaseReturnLines).values({ returnId: returned!.id, purchaseLineId: line.purchaseLineId, productId: line.productId, quantity: 1, unitCost: line.unitCost, subtotal: amount });
    await moveStock(tx, [{ productId: line.productId, warehouseId: line.warehouseId, delta: -1 }], { reason: 'purchase-return', reference, userId: null });
    adjust(line.productId, line.warehouseId, -1);
    await recordPayment(tx, { date, kind: 'purchase-return', direction: 'in', method: 'Cash', amount, accountId: bank!.id, purchaseReturnId: returned!.id, supplierId: line.supplierId, userId: null });
  }
}

