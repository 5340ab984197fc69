/**
 * After every command the shop must agree with the model: every account's balance, every product's
 * stock per warehouse, every sale's and purchase's totals, paid, due and statuses, every customer's
 * deposit and what they owe, and which documents each staff member may see.
 */
import { awaiting } from './awaiting-fixes';
import type { ShopApi } from './shop-api';
import {
  derivedStatus,
  limited,
  money,
  minorOf,
  purchaseDue,
  saleDue,
  saleOwes,
  salePaid,
  seesDocument,
  STAFF,
  WAREHOUSES,
  type ShopModel,
} from './shop-model';

export class Disagreement extends Error {}

function same(what: string, got: unknown, expected: unknown): void {
  if (got !== expected) throw new Disagreement(`${what}: the shop says ${String(got)}, the model ${String(expected)}`);
}

const sameMoney = (what: string, wireAmount: number, minor: number) => same(what, money(minorOf(wireAmount)), money(minor));

const sortedIds = (ids: string[]) => [...ids].sort().join(',');

export async function compareWithShop(model: ShopModel, api: ShopApi): Promise<void> {
  await Promise.all([compareAccounts(model, api), compareStock(model, api), compareSales(model, api), comparePurchases(model, api), compareCustomers(model, api), compareVisibility(model, api)]);
}

async function compareAccounts(model: ShopModel, api: ShopApi) {
  const rows: any[] = await api.read('admin', '/api/accounts?pageSize=100');
  for (const account of Object.values(model.accounts)) {
    const row = rows.find((candidate) => candidate._id === account.id);
    if (!row) throw new Disagreement(`account ${account.name} is missing`);
    sameMoney(`balance of ${account.name}`, row.balance, account.balance);
  }
}

async function compareStock(model: ShopModel, api: ShopApi) {
  await Promise.all(
    Object.values(model.products).map(async (product) => {
      const history = await api.read('admin', `/api/products/${product.id}/stock-history`);
      for (const warehouse of WAREHOUSES) {
        const row = history.warehouses.find((candidate: any) => candidate.warehouse === warehouse);
        same(`${product.name} in ${warehouse}`, row?.onHand ?? 0, product.stock[warehouse]);
      }
    }),
  );
}

async function compareSales(model: ShopModel, api: ShopApi) {
  const rows: any[] = await api.read('admin', '/api/sales?pageSize=1000');
  same('number of sales', rows.length, model.sales.length);
  for (const sale of model.sales) {
    const row = rows.find((candidate) => candidate._id === sale.id);
    if (!row) throw new Disagreement(`sale ${sale.reference} is missing`);
    const name = `sale ${sale.reference}`;
    same(`${name} status`, row.saleStatus, sale.status);
    sameMoney(`${name} grand total`, row.grandTotal, sale.grandTotal);
    sameMoney(`${name} order tax`, row.orderTaxAmount, sale.orderTax);
    sameMoney(`${name} paid`, row.paid, salePaid(sale));
    sameMoney(`${name} returned`, row.returned, sale.returned);
    sameMoney(`${name} due`, row.due, saleDue(sale));
    if (!sale.hasReturns && !awaiting('sale payment status derived')) same(`${name} payment status`, row.paymentStatus, derivedStatus(saleOwes(sale), salePaid(sale)));
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

async function compareCustomers(model: ShopModel, api: ShopApi) {
  const rows: any[] = await api.read('admin', '/api/customers?pageSize=100');
  for (const customer of Object.values(model.customers)) {
    const row = rows.find((candidate) => candidate._id === customer.id);
    if (!row) throw new Disagreement(`customer ${customer.name} is missing`);
    sameMoney(`${customer.name}'s deposit balance`, row.depositBalance, customer.deposit);
    const owes = model.sales.filter((sale) => sale.customerKey === customer.key && sale.status === 'Completed').reduce((sum, sale) => sum + saleDue(sale), 0);
    sameMoney(`what ${customer.name} owes`, row.balance, owes);
  }
}

/** Own Records and Limited Access staff list only their own sales and purchases; Limited Access no purchases at all. */
async function compareVisibility(model: ShopModel, api: ShopApi) {
  for (const actor of STAFF) {
    const sales: any[] = await api.read(actor, '/api/sales?pageSize=1000');
    if (awaiting('limited access own documents') && limited(model, actor)) continue;
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
