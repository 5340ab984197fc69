/**
 * A new shop for each simulated day, made through the API as a new owner would: the admin signs up,
 * two staff members sign up and are approved, the admin adds a bank and a card terminal account, sends
 * card payments to the terminal and Paypal to the bank, sets up a second till on the Secondary
 * warehouse with its own drawer, opens a shift at each till with a float and reserves a block of its receipt
 * numbers there, adds a small catalog with
 * opening stock (a T-shirt's on each of its sizes), a customer and a supplier. Answers the model of that shop.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ShopApi } from './shop-api';
import { shelfOf, type Actor, type ModelProduct, type ModelTill, type ShopModel, type TillKey, type Warehouse } from './shop-model';

const PASSWORD = 'counter-pass-1';
const PEOPLE: Record<Actor, { name: string; email: string }> = {
  admin: { name: 'Owner', email: 'owner@example.com' },
  staffA: { name: 'Cashier Amna', email: 'amna@example.com' },
  staffB: { name: 'Cashier Bilal', email: 'bilal@example.com' },
};

async function must(answer: Promise<{ status: number; body: any }>, status: number, what: string): Promise<any> {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`setup: ${what} answered ${got}, not ${status}: ${JSON.stringify(body).slice(0, 400)}`);
  return body;
}

/** The shop's date in its time zone, as the server reckons "today". */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

interface CatalogEntry {
  key: string;
  name: string;
  code: string;
  type: 'Standard' | 'Service';
  price: number;
  cost: number;
  tax: string;
  taxRate: number;
  taxMethod: 'Exclusive' | 'Inclusive';
  opening: { Main: number; Secondary: number };
  /** Sizes with their own barcode, additional price and opening stock; the product itself then opens with none. */
  sizes?: { name: string; barcode: string; additionalPrice: number; opening: { Main: number; Secondary: number } }[];
}

const CATALOG: CatalogEntry[] = [
  { key: 'laptop', name: 'Laptop', code: 'SIM-LAPTOP', type: 'Standard', price: 18_500, cost: 15_200, tax: 'VAT 15%', taxRate: 15_000, taxMethod: 'Exclusive', opening: { Main: 4, Secondary: 2 } },
  { key: 'mouse', name: 'Mouse', code: 'SIM-MOUSE', type: 'Standard', price: 999, cost: 450, tax: 'No Tax', taxRate: 0, taxMethod: 'Exclusive', opening: { Main: 6, Secondary: 5 } },
  { key: 'cable', name: 'Cable', code: 'SIM-CABLE', type: 'Standard', price: 1_250, cost: 333, tax: 'NY Sales Tax', taxRate: 8_875, taxMethod: 'Inclusive', opening: { Main: 3, Secondary: 4 } },
  { key: 'repair', name: 'Repair', code: 'SIM-REPAIR', type: 'Service', price: 3_000, cost: 500, tax: 'NY Sales Tax', taxRate: 8_875, taxMethod: 'Exclusive', opening: { Main: 0, Secondary: 0 } },
  // A T-shirt in three sizes, each with its own stock per warehouse (docs/decisions/021-warehouses-and-variants.md);
  // L costs more, so a line's price follows its size. Sold tax-inclusive at 15 %.
  {
    key: 'shirt',
    name: 'T-Shirt',
    code: 'SIM-SHIRT',
    type: 'Standard',
    price: 1_500,
    cost: 700,
    tax: 'VAT 15%',
    taxRate: 15_000,
    taxMethod: 'Inclusive',
    opening: { Main: 0, Secondary: 0 },
    sizes: [
      { name: 'S', barcode: 'SIM-SHIRT-S', additionalPrice: 0, opening: { Main: 3, Secondary: 1 } },
      { name: 'M', barcode: 'SIM-SHIRT-M', additionalPrice: 0, opening: { Main: 2, Secondary: 2 } },
      { name: 'L', barcode: 'SIM-SHIRT-L', additionalPrice: 250, opening: { Main: 1, Secondary: 0 } },
    ],
  },
];

/** The names of each catalog product's sizes, by product key (the commands draw a size among these). */
export const CATALOG_SIZES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(CATALOG.map((entry) => [entry.key, (entry.sizes ?? []).map((size) => size.name)]));

/** The body of POST and PUT /api/products for a product as the model holds it. */
export function productBodyOf(product: ModelProduct, today: string): Record<string, unknown> {
  const promotion = product.promotion;
  const dayAfter = new Date(`${today}T00:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 30);
  const later = dayAfter.toISOString().slice(0, 10);
  return {
    productType: product.type,
    productName: product.name,
    productCode: product.code,
    barcodeSymbology: 'Code 128',
    category: 'Simulated',
    productUnit: 'Per PC',
    saleUnit: 'Piece',
    purchaseUnit: 'Piece',
    productCost: product.cost / 100,
    productPrice: product.price / 100,
    productTax: product.taxName,
    taxMethod: product.taxMethod,
    hasPromotion: promotion !== null,
    promotionPrice: promotion ? promotion.price / 100 : null,
    // A current promotion runs from today; another starts tomorrow (and so is not applied today).
    promotionStart: promotion ? (promotion.current ? today : later) : null,
    promotionEnd: promotion ? later : null,
    // Each size by its _id once stored, so an edit keeps it with its stock and history.
    hasVariant: product.sizes.length > 0,
    variantList: product.sizes.map((size) => ({
      ...(size.id ? { _id: size.id } : {}),
      name: size.name,
      itemCode: size.itemCode,
      barcode: size.barcode,
      additionalPrice: size.additionalPrice / 100,
    })),
  };
}

/** Till 1 (every shop's first, on Main) and a second till on Secondary with its own drawer and cheque account; a shift open at each. */
async function openTills(api: ShopApi, model: ShopModel): Promise<void> {
  const keyOf = (accountId: string) => Object.values(model.accounts).find((account) => account.id === accountId)!.key;
  const first = ((await api.read('admin', '/api/tills?pageSize=100')) as any[]).find((row) => row.code === '1');
  expect(first?.warehouseName).toBe('Main');
  const second = await must(
    api.post('admin', '/api/tills', { name: 'Till 2', code: '2', warehouse: model.warehouseIds.Secondary, biller: first.biller, cashAccount: model.accounts.drawer2!.id, methodAccounts: { Cheque: model.accounts.bank!.id } }),
    201,
    'second till',
  );
  const tillOf = (key: TillKey, row: any, warehouse: Warehouse): ModelTill => ({
    key,
    id: row._id,
    name: row.name,
    code: row.code,
    warehouse,
    cashAccount: keyOf(row.cashAccount),
    methodAccounts: Object.fromEntries(Object.entries(row.methodAccounts as Record<string, string | null>).flatMap(([method, id]) => (id ? [[method, keyOf(id)]] : []))),
    lastReceipt: 0,
    shift: null,
    lastShift: null,
    shiftsOpened: 0,
  });
  model.tills = { till1: tillOf('till1', first, 'Main'), till2: tillOf('till2', second, 'Secondary') };
  for (const [till, float] of [[model.tills.till1, 10_000], [model.tills.till2, 5_000]] as const) {
    const report = await must(api.post('admin', `/api/tills/${till.id}/shifts`, { float: float / 100 }), 201, `open a shift at ${till.name}`);
    till.shift = { id: report.shift._id, number: report.shift.number, float, cashTaken: 0, payIns: 0, payOuts: 0 };
    till.lastShift = { id: report.shift._id, number: report.shift.number };
    till.shiftsOpened = 1;
    // The till in the browser reserves a block of its numbers as it opens, for the sales it may have to make
    // offline (docs/offline-till.md#the-till-in-the-browser): numbers 1 to 5, the first online checkout 6.
    const block = await must(api.post('admin', `/api/tills/${till.id}/number-blocks`, { size: 5 }, { 'Idempotency-Key': randomUUID() }), 201, `a number block at ${till.name}`);
    expect([block.first, block.last]).toEqual([1, 5]);
    model.blocks.push({ id: block._id, till: till.key, first: 1, last: 5, next: 1, released: false });
    till.lastReceipt = 5;
  }
}

export async function openShop(api: ShopApi): Promise<ShopModel> {
  await must(api.request(null, 'POST', '/auth/signup', { ...PEOPLE.admin, password: PASSWORD }), 201, 'admin sign-up');
  api.tokens.admin = (await must(api.request(null, 'POST', '/auth/login', { email: PEOPLE.admin.email, password: PASSWORD }), 200, 'admin login')).jwtToken;
  for (const actor of ['staffA', 'staffB'] as const) {
    await must(api.request(null, 'POST', '/auth/signup', { ...PEOPLE[actor], password: PASSWORD }), 201, `${actor} sign-up`);
  }
  const members: any[] = await api.read('admin', '/api/users?pageSize=100');
  for (const actor of ['staffA', 'staffB'] as const) {
    const member = members.find((row) => row.email === PEOPLE[actor].email);
    await must(api.put('admin', `/api/users/${member._id}/status`, { status: 'active' }), 200, `approve ${actor}`);
    api.tokens[actor] = (await must(api.request(null, 'POST', '/auth/login', { email: PEOPLE[actor].email, password: PASSWORD }), 200, `${actor} login`)).jwtToken;
  }

  const settings = await api.read('admin', '/api/settings');
  const today = todayIn(settings.timeZone);

  const accounts: any[] = await api.read('admin', '/api/accounts?pageSize=100');
  const cash = accounts.find((row) => row.isDefault);
  const bank = await must(api.post('admin', '/api/accounts', { accountNumber: 'BANK-1', name: 'Bank', initialBalance: 5000 }), 201, 'bank account');
  const terminal = await must(api.post('admin', '/api/accounts', { accountNumber: 'CARD-1', name: 'Card terminal', initialBalance: 0 }), 201, 'card account');
  const drawer2 = await must(api.post('admin', '/api/accounts', { accountNumber: 'DRAWER-2', name: 'Till 2 drawer', initialBalance: 0 }), 201, 'second drawer account');
  // docs/money-and-payments.md, each method's account: a shop sends card money to the terminal's account.
  await must(api.put('admin', '/api/settings', { ...settings, paymentAccounts: { ...settings.paymentAccounts, Card: terminal._id, Paypal: bank._id } }), 200, 'method accounts');

  await must(api.post('admin', '/api/categories', { name: 'Simulated' }), 201, 'category');
  // A rate as written in law, with three decimals (docs/pricing.md): the cable is sold tax-inclusive at it, the repair exclusive.
  await must(api.post('admin', '/api/taxes', { name: 'NY Sales Tax', rate: 8.875 }), 201, 'tax of three decimals');
  const model: ShopModel = {
    today,
    staffAccess: settings.staffAccess,
    warehouseIds: { Main: '', Secondary: '' },
    methodAccounts: { Card: 'terminal', Paypal: 'bank' },
    defaultAccount: 'cash',
    accounts: {
      cash: { key: 'cash', id: cash._id, name: cash.name, balance: Math.round(cash.balance * 100) },
      bank: { key: 'bank', id: bank._id, name: 'Bank', balance: 500_000 },
      terminal: { key: 'terminal', id: terminal._id, name: 'Card terminal', balance: 0 },
      drawer2: { key: 'drawer2', id: drawer2._id, name: 'Till 2 drawer', balance: 0 },
    },
    products: {},
    customers: {},
    sales: [],
    purchases: [],
    transfers: [],
    payments: [],
    tills: {} as ShopModel['tills'],
    awaitingCounts: [],
    returns: [],
    closedShifts: [],
    blocks: [],
    outbox: [],
    arrived: [],
    shortfalls: [],
  };
  const warehouses: any[] = await api.read('admin', '/api/warehouses?pageSize=100');
  const warehouseId = (name: string) => warehouses.find((row) => row.name === name)._id as string;
  model.warehouseIds = { Main: warehouseId('Main'), Secondary: warehouseId('Secondary') };
  await openTills(api, model);
  for (const entry of CATALOG) {
    const product: ModelProduct = {
      key: entry.key,
      id: '',
      name: entry.name,
      code: entry.code,
      type: entry.type,
      price: entry.price,
      cost: entry.cost,
      taxRate: entry.taxRate,
      taxName: entry.tax,
      taxMethod: entry.taxMethod,
      promotion: null,
      stock: { Main: 0, Secondary: 0 },
      sizes: (entry.sizes ?? []).map((size, index) => ({ id: '', name: size.name, itemCode: `VRT-${index + 1}`, barcode: size.barcode, additionalPrice: size.additionalPrice, stock: { Main: 0, Secondary: 0 } })),
      moved: false,
    };
    const created = await must(api.post('admin', '/api/products', productBodyOf(product, today)), 201, `product ${entry.name}`);
    product.id = created._id;
    for (const size of product.sizes) size.id = (created.variantList as any[]).find((row) => row.itemCode === size.itemCode)._id;
    const openings = [{ size: null as string | null, opening: entry.opening }, ...(entry.sizes ?? []).map((size) => ({ size: size.name as string | null, opening: size.opening }))];
    for (const { size, opening } of openings) {
      for (const warehouse of ['Main', 'Secondary'] as const) {
        const quantity = opening[warehouse];
        if (quantity === 0) continue;
        await must(
          api.post('admin', '/api/stock/adjustments', { productId: product.id, ...(size ? { variant: size } : {}), warehouseId: warehouseId(warehouse), mode: 'add', quantity, reason: 'opening' }),
          201,
          `opening stock of ${entry.name}${size ? ` ${size}` : ''}`,
        );
        shelfOf(product, size)[warehouse] = quantity;
        product.moved = true;
      }
    }
    model.products[entry.key] = product;
  }
  const walkIn = (await api.read('admin', '/api/customers?pageSize=100')).find((row: any) => row.isWalkIn);
  model.customers.walkIn = { key: 'walkIn', id: walkIn._id, name: walkIn.name, deposit: 0 };
  const groups: any[] = await api.read('admin', '/api/customers/groups');
  const ali = await must(api.post('admin', '/api/customers', { customerGroup: groups[0].name, name: 'Ali Raza', phone: '0300-1234567', address: '12 Mall Road', city: 'Lahore' }), 201, 'customer');
  model.customers.ali = { key: 'ali', id: ali._id, name: 'Ali Raza', deposit: 0 };
  await must(api.post('admin', '/api/suppliers', { name: 'Karachi Traders', companyName: 'KT Ltd', city: 'Karachi' }), 201, 'supplier');
  expect(model.staffAccess).toBe('All Records');
  return model;
}
