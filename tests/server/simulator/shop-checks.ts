/**
 * After every command the shop must agree with the model: every account's balance, every product's
 * stock per size and warehouse and its ledger, every sale's and purchase's totals, paid, due and statuses, every customer's
 * deposit and what they owe, and which documents each staff member may see.
 */
import type { ShopApi } from './shop-api';
import {
  dayFigures,
  derivedStatus,
  expectedCash,
  limited,
  money,
  minorOf,
  purchaseDue,
  saleDue,
  saleOwes,
  salePaid,
  seesDocument,
  STAFF,
  totalStock,
  WAREHOUSES,
  type ModelSize,
  type ShopModel,
} from './shop-model';

export class Disagreement extends Error {}

export function same(what: string, got: unknown, expected: unknown): void {
  if (got !== expected) throw new Disagreement(`${what}: the shop says ${String(got)}, the model ${String(expected)}`);
}

export const sameMoney = (what: string, wireAmount: number, minor: number) => same(what, money(minorOf(wireAmount)), money(minor));

const SALE_STATUS_WORDS = { Paid: 'Paid', Partial: 'Due', Due: 'Pending' } as const;

const sortedIds = (ids: string[]) => [...ids].sort().join(',');

export async function compareWithShop(model: ShopModel, api: ShopApi): Promise<void> {
  await Promise.all([
    compareAccounts(model, api),
    compareStock(model, api),
    compareSales(model, api),
    comparePurchases(model, api),
    compareCustomers(model, api),
    compareVisibility(model, api),
    compareFigures(model, api),
    compareCalendar(model, api),
    compareTills(model, api),
    compareOfflineTill(model, api),
  ]);
}

/**
 * The offline till (docs/offline-till.md): each till's held blocks with the numbers arrived sales used, each closed
 * shift's Z report (reckoned again when a sale made offline arrived after the close), and the owner's list of
 * stock shortfalls, resolved or not.
 */
async function compareOfflineTill(model: ShopModel, api: ShopApi) {
  const closed = model.closedShifts;
  const [shortfalls, reports, ...held] = await Promise.all([
    model.shortfalls.length > 0 ? api.read('admin', '/api/stock-shortfalls?state=all&pageSize=1000') : Promise.resolve([]),
    Promise.all(closed.map((shift) => api.read('admin', `/api/shifts/${shift.id}/report`))),
    ...Object.values(model.tills).map((till) => (model.blocks.some((block) => block.till === till.key) ? api.read('admin', `/api/tills/${till.id}/number-blocks`) : Promise.resolve([]))),
  ]);
  Object.values(model.tills).forEach((till, index) => {
    const blocks = model.blocks.filter((block) => block.till === till.key && !block.released).sort((a, b) => a.first - b.first);
    const rows: any[] = held[index];
    same(`${till.name}'s held blocks`, rows.map((row) => `${row._id} ${row.first}-${row.last}`).join(', '), blocks.map((block) => `${block.id} ${block.first}-${block.last}`).join(', '));
    for (const block of blocks) {
      const used = model.arrived.filter((sale) => sale.blockId === block.id).length;
      same(`${till.name}'s block ${block.first}-${block.last}: numbers used`, rows.find((row) => row._id === block.id).used, used);
    }
  });
  closed.forEach((shift, index) => {
    const report = reports[index];
    const name = `${model.tills[shift.till].name}'s shift ${shift.number} Z report`;
    same(`${name} kind`, report.kind, 'Z');
    same(`${name} status`, report.shift.status, shift.status);
    same(`${name} sales`, report.sales.count, shift.salesCount);
    sameMoney(`${name} sales amount`, report.sales.amount, shift.salesTotal);
    sameMoney(`${name} cash taken`, report.byMethod.find((entry: any) => entry.method === 'Cash')?.amount ?? 0, shift.cashTaken);
    sameMoney(`${name} expected cash`, report.expectedCash, expectedCash(shift));
    sameMoney(`${name} counted`, report.counted, shift.counted);
    sameMoney(`${name} variance`, report.variance, shift.variance);
    same(`${name} sales made`, report.salesMade, shift.salesMade);
    same(`${name} sales awaited`, report.salesAwaited, Math.max(0, shift.salesMade - shift.salesCount));
  });
  same('number of stock shortfalls', shortfalls.length, model.shortfalls.length);
  for (const shortfall of model.shortfalls) {
    const product = model.products[shortfall.productKey]!;
    const variantId = product.sizes.find((size) => size.name === shortfall.size)?.id ?? null;
    const what = `the shortfall of ${product.name}${shortfall.size ? ` ${shortfall.size}` : ''} on sale ${model.sales.find((sale) => sale.id === shortfall.saleId)?.reference ?? shortfall.saleId}`;
    const row = (shortfalls as any[]).find((candidate) => candidate.saleId === shortfall.saleId && candidate.productId === product.id && candidate.variantId === variantId);
    if (!row) throw new Disagreement(`${what} is not listed`);
    same(`${what}: warehouse`, row.warehouseId, model.warehouseIds[shortfall.warehouse]);
    same(`${what}: units short`, row.short, shortfall.short);
    same(`${what}: level left`, row.onHandAfter, shortfall.onHandAfter);
    same(`${what}: resolved`, row.resolvedAt !== null, shortfall.resolved);
  }
}

/** Each till's last receipt number and open shift, and the X report's cash of each open shift (docs/tills-and-shifts.md). */
async function compareTills(model: ShopModel, api: ShopApi) {
  const rows: any[] = await api.read('admin', '/api/tills?pageSize=100');
  await Promise.all(
    Object.values(model.tills).map(async (till) => {
      const row = rows.find((candidate) => candidate._id === till.id);
      if (!row) throw new Disagreement(`${till.name} is missing`);
      same(`${till.name}'s last receipt number`, row.lastReceipt, till.lastReceipt);
      same(`${till.name}'s open shift`, row.openShift?._id ?? null, till.shift?.id ?? null);
      if (!till.shift) return;
      const report = await api.read('admin', `/api/shifts/${till.shift.id}/report`);
      const name = `${till.name}'s X report`;
      same(`${name} kind`, report.kind, 'X');
      sameMoney(`${name} float`, report.float, till.shift.float);
      sameMoney(`${name} cash taken`, report.byMethod.find((entry: any) => entry.method === 'Cash')?.amount ?? 0, till.shift.cashTaken);
      sameMoney(`${name} pay-ins`, report.payIns.amount, till.shift.payIns);
      sameMoney(`${name} pay-outs`, report.payOuts.amount, till.shift.payOuts);
      sameMoney(`${name} expected cash`, report.expectedCash, expectedCash(till.shift));
      const shiftId = till.shift.id;
      same(`${name} sales`, report.sales.count, model.sales.filter((sale) => sale.shiftId === shiftId && sale.status === 'Completed').length);
    }),
  );
}

const FIGURE_NAMES = ['grossSales', 'discounts', 'revenue', 'returns', 'netSales', 'taxCollected', 'shipping', 'costOfGoodsSold', 'profit', 'moneyIn', 'moneyOut', 'net', 'transferred'] as const;

/** The dashboard's cards and figures, and every report's totals row, for the day (docs/owner-figures.md). */
async function compareFigures(model: ShopModel, api: ShopApi) {
  const day = `from=${model.today}&to=${model.today}`;
  const dashboard = await api.read('admin', `/api/dashboard?${day}`);
  const expected = dayFigures(model);
  for (const name of FIGURE_NAMES) sameMoney(`dashboard figure ${name}`, dashboard.figures[name], expected[name]);
  sameMoney('Revenue card', dashboard.cards.revenue, expected.revenue);
  sameMoney('Sale Return card', dashboard.cards.saleReturn, expected.returns);
  sameMoney('Profit card', dashboard.cards.profit, expected.profit);
  sameMoney('Purchase card', dashboard.periodTotals.purchase, expected.purchases);
  sameMoney('Expense card', dashboard.periodTotals.expense, expected.moneyOut);

  const [sales, salesRows, purchases, purchaseRows, payments] = await Promise.all([
    api.read('admin', `/api/reports/sales/summary?${day}`),
    api.read('admin', `/api/reports/sales?${day}&pageSize=1000`),
    api.read('admin', `/api/reports/purchase/summary?${day}`),
    api.read('admin', `/api/reports/purchase?${day}&pageSize=1000`),
    api.read('admin', `/api/reports/payment/summary?${day}`),
  ]);
  sameMoney('sale report Sold Amount total', sales.totals.soldAmount, expected.revenue);
  sameMoney('sale report Profit total', sales.totals.profit, expected.profit);
  const sum = (rows: any[], field: string) => rows.reduce((total, row) => total + minorOf(row[field]), 0);
  sameMoney('sale report rows Sold Amount', sum(salesRows, 'soldAmount') / 100, expected.revenue);
  sameMoney('sale report rows Profit', sum(salesRows, 'profit') / 100, expected.profit);
  sameMoney('purchase report total', purchases.totals.purchasedAmount, expected.purchases);
  sameMoney('purchase report rows', sum(purchaseRows, 'purchasedAmount') / 100, expected.purchases);
  sameMoney('payment report money in', payments.totals.received, expected.moneyIn);
  sameMoney('payment report money out', payments.totals.sent, expected.moneyOut);
  sameMoney('payment report net', payments.totals.net, expected.net);
  sameMoney('payment report transferred', payments.totals.transferred, expected.transferred);
}

/** My Transactions: each person's own documents and money of the day. */
async function compareCalendar(model: ShopModel, api: ShopApi) {
  for (const actor of ['admin', ...STAFF] as const) {
    const month = await api.read(actor, `/api/transactions?month=${model.today.slice(0, 7)}`);
    const day = month.days.find((candidate: any) => candidate.date === model.today);
    const tally = (amounts: number[]) => ({ count: amounts.length, total: amounts.reduce((sum, amount) => sum + amount, 0) });
    const own = model.payments.filter((payment) => payment.actor === actor && payment.account !== null);
    const expected = {
      sales: tally(model.sales.filter((sale) => sale.createdBy === actor).map((sale) => sale.grandTotal)),
      purchases: tally(model.purchases.filter((purchase) => purchase.createdBy === actor).map((purchase) => purchase.grandTotal)),
      moneyIn: tally(own.filter((payment) => payment.direction === 'in').map((payment) => payment.amount)),
      moneyOut: tally(own.filter((payment) => payment.direction === 'out').map((payment) => payment.amount)),
      transfers: tally(model.transfers.filter((transfer) => transfer.actor === actor).map((transfer) => transfer.amount)),
    };
    // A payment from or onto a deposit moves no money but is still the person's item of the day.
    const any = Object.values(expected).some((entry) => entry.count > 0) || model.payments.some((payment) => payment.actor === actor);
    same(`${actor}'s calendar has today`, Boolean(day), any);
    if (!day) continue;
    for (const [name, entry] of Object.entries(expected)) {
      same(`${actor}'s calendar ${name} count`, day[name].count, entry.count);
      sameMoney(`${actor}'s calendar ${name} total`, day[name].total, entry.total);
    }
    sameMoney(`${actor}'s calendar net`, day.net, expected.moneyIn.total - expected.moneyOut.total);
  }
}

async function compareAccounts(model: ShopModel, api: ShopApi) {
  const rows: any[] = await api.read('admin', '/api/accounts?pageSize=100');
  for (const account of Object.values(model.accounts)) {
    const row = rows.find((candidate) => candidate._id === account.id);
    if (!row) throw new Disagreement(`account ${account.name} is missing`);
    sameMoney(`balance of ${account.name}`, row.balance, account.balance);
  }
}

/**
 * Every product's stock as the model keeps it: each size's (and the product's own) level per warehouse, the
 * product's on-hand per warehouse and its total, and the ledger: the movements of each warehouse add up to
 * each level (docs/decisions/021-warehouses-and-variants.md: a product's stock is its sizes' and its own).
 */
async function compareStock(model: ShopModel, api: ShopApi) {
  await Promise.all(
    Object.values(model.products).map(async (product) => {
      const [record, ...histories] = await Promise.all([
        api.read('admin', `/api/products/${product.id}`),
        ...WAREHOUSES.map((warehouse) => api.read('admin', `/api/products/${product.id}/stock-history?warehouseId=${model.warehouseIds[warehouse]}`)),
      ]);
      const shelves = [{ size: null as ModelSize | null, stock: product.stock }, ...product.sizes.map((size) => ({ size, stock: size.stock }))];
      WAREHOUSES.forEach((warehouse, index) => {
        const history = histories[index];
        if (history.truncated) throw new Error(`${product.name}'s history in ${warehouse} is longer than one answer: the ledger check needs all of it`);
        const row = history.warehouses.find((candidate: any) => candidate.warehouse === warehouse);
        same(`${product.name} in ${warehouse}`, row?.onHand ?? 0, totalStock(product, warehouse));
        for (const { size, stock } of shelves) {
          const what = `${product.name} ${size ? size.name : '(its own stock)'} in ${warehouse}`;
          const level = history.levels.find((candidate: any) => candidate.warehouse === warehouse && candidate.variantId === (size?.id ?? null));
          same(what, level?.onHand ?? 0, stock[warehouse]);
          const ledger = (history.movements as any[]).filter((movement) => movement.variantId === (size?.id ?? null)).reduce((sum, movement) => sum + movement.delta, 0);
          same(`${what}, its movements added up`, ledger, stock[warehouse]);
        }
        // No level the model does not know of (a size's stock booked on another size, or on a size of nothing).
        const known = new Set(shelves.map(({ size }) => size?.id ?? null));
        const stray = history.levels.find((candidate: any) => candidate.warehouse === warehouse && !known.has(candidate.variantId) && candidate.onHand !== 0);
        if (stray) throw new Disagreement(`${product.name} in ${warehouse}: the shop holds ${stray.onHand} on a level the model does not know (${stray.variant ?? stray.variantId})`);
      });
      const total = WAREHOUSES.reduce((sum, warehouse) => sum + totalStock(product, warehouse), 0);
      same(`${product.name}'s stock in all`, record.quantity, total);
      same(`${product.name}'s stock on no size`, record.unassignedQuantity, WAREHOUSES.reduce((sum, warehouse) => sum + product.stock[warehouse], 0));
      for (const size of product.sizes) {
        const row = (record.variantList as any[]).find((candidate) => candidate._id === size.id);
        if (!row) throw new Disagreement(`${product.name} has lost its size ${size.name}`);
        same(`${product.name} ${size.name} in all`, row.quantity, size.stock.Main + size.stock.Secondary);
        for (const warehouse of WAREHOUSES) same(`${product.name} ${size.name} in ${warehouse} (the product's answer)`, row.stock.find((level: any) => level.warehouse === warehouse)?.quantity ?? 0, size.stock[warehouse]);
      }
    }),
  );
}

async function compareSales(model: ShopModel, api: ShopApi) {
  const rows: any[] = await api.read('admin', '/api/sales?pageSize=1000');
  same('number of sales', rows.length, model.sales.length);
  // Each receipt number is one sale: online, or made offline and arrived however often it was sent (docs/offline-till.md).
  const references = rows.map((row) => row.reference as string);
  const twice = references.find((reference, index) => references.indexOf(reference) !== index);
  if (twice) throw new Disagreement(`${twice} is on two sales`);
  for (const sale of model.sales) {
    const row = rows.find((candidate) => candidate._id === sale.id);
    if (!row) throw new Disagreement(`sale ${sale.reference} is missing`);
    const name = `sale ${sale.reference}`;
    same(`${name} status`, row.saleStatus, sale.status);
    same(`${name} receipt number`, row.reference, sale.reference);
    sameMoney(`${name} grand total`, row.grandTotal, sale.grandTotal);
    sameMoney(`${name} order tax`, row.orderTaxAmount, sale.orderTax);
    sameMoney(`${name} paid`, row.paid, salePaid(sale));
    sameMoney(`${name} returned`, row.returned, sale.returned);
    sameMoney(`${name} due`, row.due, saleDue(sale));
    // A sale names the derived status in the words in docs/screens.md#sales: Pending (nothing paid), Due (part), Paid
    // (a sale that owes nothing, all returned or a total of 0.00, is Paid).
    same(`${name} payment status`, row.paymentStatus, SALE_STATUS_WORDS[derivedStatus(saleOwes(sale), salePaid(sale))]);
  }
}

async function comparePurchases(model: ShopModel, api: ShopApi) {
  const page = await api.read('admin', '/api/purchase?pageSize=1000');
  const rows: any[] = page.showAllPurchases;
  same('number of purchases', rows.length, model.purchases.length);
  for (const [index, purchase] of model.purchases.entries()) {
    const row = rows.find((candidate) => candidate._id === purchase.id);
    if (!row) throw new Disagreement(`purchase ${index + 1} is missing`);
    const name = `purchase ${row.reference}`;
    same(`${name} status`, row.purchaseStatus, purchase.status);
    sameMoney(`${name} lines total`, row.linesTotal, purchase.total);
    sameMoney(`${name} grand total`, row.total, purchase.grandTotal);
    sameMoney(`${name} paid`, row.paid, purchase.paid);
    sameMoney(`${name} due`, row.due, purchaseDue(purchase));
    same(`${name} payment status`, row.paymentStatus, derivedStatus(purchase.grandTotal, purchase.paid));
  }
}

/** Every reader sees each customer's whole deposit balance, and what they owe on the sales that reader may see (docs/roles-and-access.md). */
async function compareCustomers(model: ShopModel, api: ShopApi) {
  for (const actor of ['admin', ...STAFF] as const) {
    const rows: any[] = await api.read(actor, '/api/customers?pageSize=100');
    for (const customer of Object.values(model.customers)) {
      const row = rows.find((candidate) => candidate._id === customer.id);
      if (!row) throw new Disagreement(`customer ${customer.name} is missing for ${actor}`);
      sameMoney(`${customer.name}'s deposit balance as ${actor} reads it`, row.depositBalance, customer.deposit);
      const owes = model.sales
        .filter((sale) => sale.customerKey === customer.key && sale.status === 'Completed' && seesDocument(model, actor, sale.createdBy))
        .reduce((sum, sale) => sum + saleDue(sale), 0);
      sameMoney(`what ${customer.name} owes as ${actor} reads it (${model.staffAccess})`, row.balance, owes);
    }
  }
}

/** Own Records and Limited Access staff list only their own sales and purchases; Limited Access no purchases at all. */
async function compareVisibility(model: ShopModel, api: ShopApi) {
  for (const actor of STAFF) {
    const sales: any[] = await api.read(actor, '/api/sales?pageSize=1000');
    const expected = model.sales.filter((sale) => seesDocument(model, actor, sale.createdBy)).map((sale) => sale.id);
    same(`the sales ${actor} sees (${model.staffAccess})`, sortedIds(sales.map((row) => row._id)), sortedIds(expected));
    const purchases = await api.get(actor, '/api/purchase?pageSize=1000');
    if (limited(model, actor)) {
      same(`${actor}'s purchase list under Limited Access`, purchases.status, 403);
    } else {
      same(`${actor}'s purchase list`, purchases.status, 200);
      const expectedPurchases = model.purchases.filter((purchase) => seesDocument(model, actor, purchase.createdBy)).map((purchase) => purchase.id);
      same(`the purchases ${actor} sees (${model.staffAccess})`, sortedIds(purchases.body.showAllPurchases.map((row: any) => row._id)), sortedIds(expectedPurchases));
    }
  }
}
