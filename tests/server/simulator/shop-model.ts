/**
 * The shop simulator's own books: what a shop's day should leave in every account, shelf and
 * document, reckoned here with plain integer arithmetic in minor units. Nothing here calls
 * src/domain's pricing: the simulator is an independent reckoning of the rules in
 * docs/money-and-payments.md (pricing, payments, refunds), docs/owner-figures.md (the owner's figures),
 * docs/roles-and-access.md (who sees what) and docs/offline-till.md (sales made offline: priced here as
 * every other sale, counted in the books when they arrive).
 */

export type Actor = 'admin' | 'staffA' | 'staffB';
export const STAFF: readonly Actor[] = ['staffA', 'staffB'];
export type StaffAccess = 'All Records' | 'Own Records' | 'Limited Access';
export type AccountMethod = 'Cash' | 'Card' | 'Paypal' | 'Cheque' | 'GiftCard';
export type PaymentMethod = AccountMethod | 'Deposit';
export type Warehouse = 'Main' | 'Secondary';
export const WAREHOUSES: readonly Warehouse[] = ['Main', 'Secondary'];

export interface ModelAccount {
  key: string;
  id: string;
  name: string;
  /** Minor units: initial balance + money in − money out. */
  balance: number;
}

/**
 * A size of a product (docs/decisions/021-warehouses-and-variants.md): its own item code, barcode, price
 * adjustment and stock per warehouse.
 */
export interface ModelSize {
  id: string;
  name: string;
  itemCode: string;
  barcode: string;
  /** Added to the product's selling price on a sale line. */
  additionalPrice: number;
  stock: Record<Warehouse, number>;
}

export interface ModelProduct {
  key: string;
  id: string;
  name: string;
  code: string;
  type: 'Standard' | 'Service';
  price: number;
  cost: number;
  /** Hundredths of a percent (1500 = 15 %). */
  taxRate: number;
  taxName: string;
  taxMethod: 'Exclusive' | 'Inclusive';
  /** The promotion price, on while today is within its dates; null for none or one outside today. */
  promotion: { price: number; current: boolean } | null;
  /** The product's own stock (variant null): for a product with sizes, stock no size holds. */
  stock: Record<Warehouse, number>;
  /** Its sizes, each with its own stock; none for a product without. */
  sizes: ModelSize[];
  /** Any stock movement ever: the product's type is fixed from then on (docs/money-and-payments.md). */
  moved: boolean;
}

export interface ModelCustomer {
  key: string;
  id: string;
  name: string;
  /** Deposits and credits less what sales took from them. */
  deposit: number;
}

export interface ModelLine {
  lineId: string;
  productKey: string;
  /** The size sold (its name), null for a product without sizes. */
  size: string | null;
  quantity: number;
  unitPrice: number;
  discount: number;
  /** Before tax (the discounted amount, or the part of it that is not tax). */
  net: number;
  tax: number;
  subtotal: number;
  /** The product's cost when sold: cost of goods sold reads this. */
  unitCost: number;
  /** Units this line took off the warehouse's shelf and still holds (0 for a draft or a service). */
  stockTaken: number;
  returned: number;
  /** Returned units that no longer count as taken (back on the shelf, or written off as damaged). */
  returnedToShelf: number;
  returnedAmount: number;
  returnedNet: number;
  /** The returned units' tax, each return's share rounded on its own (docs/owner-figures.md, rounding). */
  returnedTax: number;
  /** Returned units put back in stock: their cost is no longer sold. */
  restocked: number;
}

export type SaleStatus = 'Completed' | 'Pending' | 'Canceled';

export interface ModelSale {
  id: string;
  reference: string;
  createdBy: Actor;
  customerKey: string;
  warehouse: Warehouse;
  source: 'sale' | 'pos';
  status: SaleStatus;
  lines: ModelLine[];
  orderTaxRate: number;
  orderTax: number;
  discount: number;
  coupon: number;
  shipping: number;
  total: number;
  grandTotal: number;
  /** Money the customer paid (every method, deposits included). */
  paidIn: number;
  /** Money given back for returns: refunds out of an account and credits onto the deposit. */
  givenBack: number;
  /** The returns' value (returned lines' subtotals). */
  returned: number;
  hasReturns: boolean;
  /** The shift it was sold in (a POS sale), null for the back office's. */
  shiftId: string | null;
}

export type PurchaseStatus = 'Received' | 'Pending';

export interface ModelPurchase {
  id: string;
  createdBy: Actor;
  warehouse: Warehouse;
  status: PurchaseStatus;
  lines: { productKey: string; size: string | null; quantity: number; cost: number; discount: number; net: number; tax: number; subtotal: number }[];
  total: number;
  orderTaxRate: number;
  orderTax: number;
  discount: number;
  shipping: number;
  grandTotal: number;
  paid: number;
}

export interface ModelTransfer {
  id: string;
  actor: Actor;
  from: string;
  to: string;
  amount: number;
}

/** The shop's two tills: Till 1 sells from Main, Till 2 from Secondary (docs/tills-and-shifts.md). */
export type TillKey = 'till1' | 'till2';
export const TILL_OF: Record<Warehouse, TillKey> = { Main: 'till1', Secondary: 'till2' };

/** An open shift's cash, as the X report reckons it (docs/tills-and-shifts.md#shifts). */
export interface ModelShift {
  id: string;
  number: number;
  float: number;
  /** Cash payments taken by the shift's checkouts. */
  cashTaken: number;
  payIns: number;
  payOuts: number;
}

/**
 * A shift as counted at its close: the Z report's figures, kept, reckoned again when a sale made offline
 * in it arrives late (docs/offline-till.md#shifts).
 */
export interface ModelClosedShift extends ModelShift {
  till: TillKey;
  counted: number;
  /** counted − expected cash: posted when the shift is closed, waiting while it awaits confirmation. */
  variance: number;
  /** The Completed sales of the shift and their grand totals, as the Z report counts them. */
  salesCount: number;
  salesTotal: number;
  /** What the close said the till made, online and offline (salesMade). */
  salesMade: number;
  /** Posted to the drawer's account at the close, or waiting for an admin's confirmation. */
  status: 'closed' | 'awaiting-confirmation';
}

/** A block of a till's receipt numbers reserved for its sales made offline (docs/offline-till.md#receipt-number-blocks). */
export interface ModelBlock {
  id: string;
  till: TillKey;
  first: number;
  last: number;
  /** The next number the till takes from it for a sale made offline. */
  next: number;
  released: boolean;
}

/** A sale line as the model prices it, before the server has given it an id. */
export interface PricedLine {
  product: string;
  size: string | null;
  quantity: number;
  unitPrice: number;
  discount: number;
  net: number;
  tax: number;
  subtotal: number;
}

/**
 * A sale a till made offline (docs/offline-till.md#sales-made-offline): numbered from its block, its
 * goods and cash already gone, in the till's outbox until it arrives; the shop's books count it then.
 */
export interface OutboxSale extends Pick<ModelSale, 'orderTaxRate' | 'orderTax' | 'discount' | 'coupon' | 'shipping' | 'total' | 'grandTotal'> {
  clientId: string;
  /** Its Idempotency-Key, the same each time the till sends it. */
  key: string;
  actor: Actor;
  till: TillKey;
  blockId: string;
  number: number;
  shiftId: string;
  customerKey: string;
  warehouse: Warehouse;
  /** The body of POST /api/sales as the till sends it, every time. */
  body: Record<string, unknown>;
  lines: PricedLine[];
  /** Paid in full; each payment goes to its till's account for the method when it arrives. */
  payments: { method: AccountMethod; amount: number }[];
}

/** A level a sale made offline took below 0 (docs/offline-till.md#stock-short). */
export interface ModelShortfall {
  saleId: string;
  productKey: string;
  size: string | null;
  warehouse: Warehouse;
  short: number;
  onHandAfter: number;
  resolved: boolean;
}

export interface ModelTill {
  key: TillKey;
  id: string;
  name: string;
  code: string;
  warehouse: Warehouse;
  /** The drawer's account: cash sales, pay-ins, pay-outs and the count's variance. */
  cashAccount: string;
  /** The till's own account for a method; none: General Setting's, then the default account. */
  methodAccounts: Partial<Record<AccountMethod, string>>;
  /** The last receipt number taken: the next POS sale here is POS-<code>-(lastReceipt + 1). */
  lastReceipt: number;
  shift: ModelShift | null;
  /** The last shift opened here (open or not): pay-ins and closes name it. */
  lastShift: { id: string; number: number } | null;
  shiftsOpened: number;
}

/** A staff member's count whose variance waits for an admin (nothing posted yet). */
export interface AwaitingCount {
  shiftId: string;
  till: TillKey;
  variance: number;
}

/** A sale return as written: deleting it takes back each of these. */
export interface ModelReturn {
  id: string;
  actor: Actor;
  saleId: string;
  lineId: string;
  quantity: number;
  value: number;
  netValue: number;
  tax: number;
  restock: boolean;
  /** Units that came back on the shelf (restocked) or were written off (damaged) with it. */
  offTheLine: number;
  refund: number;
  credit: number;
  account: string;
}

export interface ShopModel {
  /** The shop's date: every document of the day is dated so. */
  today: string;
  staffAccess: StaffAccess;
  warehouseIds: Record<Warehouse, string>;
  /** Agreement on per-method accounts: the account of each method, else the default account. */
  methodAccounts: Partial<Record<AccountMethod, string>>;
  defaultAccount: string;
  accounts: Record<string, ModelAccount>;
  products: Record<string, ModelProduct>;
  customers: Record<string, ModelCustomer>;
  sales: ModelSale[];
  purchases: ModelPurchase[];
  transfers: ModelTransfer[];
  /** Every payment of the day with who recorded it: money in and out, and My Transactions, read these. */
  payments: ModelPayment[];
  tills: Record<TillKey, ModelTill>;
  awaitingCounts: AwaitingCount[];
  returns: ModelReturn[];
  /** Shifts closed, with their Z figures (docs/tills-and-shifts.md#closing). */
  closedShifts: ModelClosedShift[];
  blocks: ModelBlock[];
  /** Sales made offline not arrived yet, oldest first. */
  outbox: OutboxSale[];
  /** Sales made offline that arrived: a till may still send one again (its answer was lost). */
  arrived: OutboxSale[];
  shortfalls: ModelShortfall[];
}

export interface ModelPayment {
  actor: Actor;
  direction: 'in' | 'out';
  amount: number;
  /** The account's key; null for a payment from or onto a customer's deposit (no money moves). */
  account: string | null;
  /** The sale it belongs to: deleting the sale deletes it. */
  saleId: string | null;
  /** The return it belongs to: deleting the return deletes it. */
  returnId?: string;
}

// ---------------------------------------------------------------------------------------------------
// Arithmetic (docs/money-and-payments.md, pricing): integer minor units, half away from zero.

/** a × b / c rounded half away from zero, in integers. */
export function mulDivRound(a: number, b: number, c: number): number {
  const numerator = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  const negative = numerator < 0n !== divisor < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = divisor < 0n ? -divisor : divisor;
  const quotient = (n * 2n + d) / (d * 2n);
  return Number(negative ? -quotient : quotient);
}

/** rate in thousandths of a percent, as the shop keeps tax rates (8.875 % is 8875; src/domain/percent.ts). */
export const percentOf = (amount: number, rate: number) => mulDivRound(amount, rate, 100_000);

export function priceSaleLine(quantity: number, unitPrice: number, discount: number, taxRate: number, taxMethod: 'Exclusive' | 'Inclusive') {
  const discounted = quantity * unitPrice - discount;
  if (taxMethod === 'Inclusive') {
    const net = mulDivRound(discounted, 100_000, 100_000 + taxRate);
    return { net, tax: discounted - net, subtotal: discounted };
  }
  const tax = percentOf(discounted, taxRate);
  return { net: discounted, tax, subtotal: discounted + tax };
}

export function pricePurchaseLine(quantity: number, cost: number, discount: number, taxRate: number) {
  const net = quantity * cost - discount;
  const tax = percentOf(net, taxRate);
  return { net, tax, subtotal: net + tax };
}

/** Order: total + total × order tax % − discounts (flat) + shipping. */
export function orderTotals(subtotals: number[], orderTaxRate: number, discount: number, shipping: number) {
  const total = subtotals.reduce((sum, value) => sum + value, 0);
  const orderTax = percentOf(total, orderTaxRate);
  return { total, orderTax, grandTotal: total + orderTax + shipping - discount };
}

/** The price a new line starts at: the promotion's while it runs, else the product's; a size adds its own additional price. */
export const sellingPrice = (product: ModelProduct, size: string | null = null) =>
  (product.promotion?.current ? product.promotion.price : product.price) + (sizeOf(product, size)?.additionalPrice ?? 0);

// ---------------------------------------------------------------------------------------------------
// A sale's money (docs/money-and-payments.md, payment status)

export const salePaid = (sale: ModelSale) => sale.paidIn - sale.givenBack;
export const saleDue = (sale: ModelSale) => Math.max(0, sale.grandTotal - sale.returned - salePaid(sale));

/**
 * Paid when what was paid covers what is owed (the total, less returns for a sale), Partial when
 * some, Due otherwise. Nothing owed (a total of 0.00, or every unit returned) is Paid: nothing is due.
 */
export function derivedStatus(owed: number, paid: number): 'Paid' | 'Partial' | 'Due' {
  if (paid >= owed) return 'Paid';
  return paid > 0 ? 'Partial' : 'Due';
}

export const saleOwes = (sale: ModelSale) => sale.grandTotal - sale.returned;

/** What of a return's value may go back as money or credit: the rest after it came off the due. */
export const refundableOf = (returnValue: number, due: number) => Math.max(0, returnValue - due);

/** Returning `quantity` of a line: its share of the subtotal; the last units take the rest. */
export function returnShare(line: ModelLine, quantity: number, part: 'subtotal' | 'net' = 'subtotal'): number {
  const whole = part === 'subtotal' ? line.subtotal : line.net;
  const taken = part === 'subtotal' ? line.returnedAmount : line.returnedNet;
  if (quantity === line.quantity - line.returned) return whole - taken;
  return mulDivRound(whole, quantity, line.quantity);
}

export const purchaseDue = (purchase: ModelPurchase) => Math.max(0, purchase.grandTotal - purchase.paid);

// ---------------------------------------------------------------------------------------------------
// Who sees what (docs/roles-and-access.md)

export const isStaff = (actor: Actor) => actor !== 'admin';

/** Own Records and Limited Access see only the documents they created. */
export function seesDocument(model: ShopModel, actor: Actor, createdBy: Actor): boolean {
  if (!isStaff(actor) || model.staffAccess === 'All Records') return true;
  return createdBy === actor;
}

export const limited = (model: ShopModel, actor: Actor) => isStaff(actor) && model.staffAccess === 'Limited Access';

/** The account a payment that names none goes to. */
export const accountForMethod = (model: ShopModel, method: AccountMethod) => model.methodAccounts[method] ?? model.defaultAccount;

/** Where a payment at a till that names no account goes: Cash into the drawer, else the till's account, else General Setting's. */
export const accountAtTill = (model: ShopModel, till: ModelTill, method: AccountMethod) =>
  method === 'Cash' ? till.cashAccount : (till.methodAccounts[method] ?? accountForMethod(model, method));

/** expected cash = float + cash taken for sales − cash refunds + pay-ins − pay-outs (refunds are not at a till here). */
export const expectedCash = (shift: ModelShift) => shift.float + shift.cashTaken + shift.payIns - shift.payOuts;

/** A till's receipt number: POS-<code>-000001. */
export const receiptNumber = (till: ModelTill, number: number) => `POS-${till.code}-${String(number).padStart(6, '0')}`;

export function accountByKey(model: ShopModel, key: string): ModelAccount {
  const account = model.accounts[key];
  if (!account) throw new Error(`no account ${key} in the model`);
  return account;
}

export function productByKey(model: ShopModel, key: string): ModelProduct {
  const product = model.products[key];
  if (!product) throw new Error(`no product ${key} in the model`);
  return product;
}

/** The shelf a line takes from or puts on: the size's stock, or the product's own when it names none. */
export function shelfOf(product: ModelProduct, size: string | null): Record<Warehouse, number> {
  if (size === null) return product.stock;
  const found = product.sizes.find((candidate) => candidate.name === size);
  if (!found) throw new Error(`${product.name} has no size ${size} in the model`);
  return found.stock;
}

export function sizeOf(product: ModelProduct, size: string | null) {
  return size === null ? null : (product.sizes.find((candidate) => candidate.name === size) ?? null);
}

/** A product's stock in a warehouse: its sizes' and its own together (docs/decisions/021-warehouses-and-variants.md). */
export const totalStock = (product: ModelProduct, warehouse: Warehouse) => product.sizes.reduce((sum, size) => sum + size.stock[warehouse], product.stock[warehouse]);

/** A line's shelf as a key, so lines of one size add up (and two sizes of one product do not). */
export const shelfKey = (productKey: string, size: string | null) => (size === null ? productKey : `${productKey}|${size}`);

export const money = (minor: number) => (minor / 100).toFixed(2);
/** Major units on the wire as minor units, exactly. */
export const minorOf = (wire: number) => Math.round(wire * 100);

// ---------------------------------------------------------------------------------------------------
// The owner's figures of the day (docs/owner-figures.md, "The figures")

export interface DayFigures {
  grossSales: number;
  discounts: number;
  revenue: number;
  returns: number;
  netSales: number;
  taxCollected: number;
  shipping: number;
  costOfGoodsSold: number;
  profit: number;
  moneyIn: number;
  moneyOut: number;
  net: number;
  transferred: number;
  purchases: number;
}

export function dayFigures(model: ShopModel): DayFigures {
  let grossSales = 0;
  let discounts = 0;
  let returns = 0;
  let tax = 0;
  let shipping = 0;
  let cost = 0;
  for (const sale of model.sales.filter((candidate) => candidate.status === 'Completed')) {
    discounts += sale.discount + sale.coupon;
    tax += sale.orderTax;
    shipping += sale.shipping;
    for (const line of sale.lines) {
      grossSales += line.net + line.discount;
      discounts += line.discount;
      tax += line.tax - line.returnedTax;
      returns += line.returnedAmount - line.returnedTax;
      cost += (line.quantity - line.restocked) * line.unitCost;
    }
  }
  const revenue = grossSales - discounts;
  const netSales = revenue - returns;
  const moving = model.payments.filter((payment) => payment.account !== null);
  const moneyIn = moving.filter((payment) => payment.direction === 'in').reduce((sum, payment) => sum + payment.amount, 0);
  const moneyOut = moving.filter((payment) => payment.direction === 'out').reduce((sum, payment) => sum + payment.amount, 0);
  return {
    grossSales,
    discounts,
    revenue,
    returns,
    netSales,
    taxCollected: tax,
    shipping,
    costOfGoodsSold: cost,
    profit: netSales - cost,
    moneyIn,
    moneyOut,
    net: moneyIn - moneyOut,
    transferred: model.transfers.reduce((sum, transfer) => sum + transfer.amount, 0),
    purchases: model.purchases.filter((purchase) => purchase.status === 'Received').reduce((sum, purchase) => sum + purchase.grandTotal, 0),
  };
}
