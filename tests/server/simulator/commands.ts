/**
 * The simulator's commands: what the people of a shop do in a day, each sent through the API as one
 * actor, each with the outcome the model expects (docs/money-and-payments.md, docs/roles-and-access.md).
 * A command is prepared from the model as it stands (its request body fixed), sent, then judged: the
 * status must be the one the model expects, and only an accepted command changes the model. Two
 * commands sent at once are judged in either order (the shop must agree with one of them).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { Answer, ShopApi } from './shop-api';
import { compareWithShop, Disagreement, same, sameMoney } from './shop-checks';
import { CATALOG_SIZES, productBodyOf } from './shop-setup';
import {
  accountAtTill,
  accountByKey,
  accountForMethod,
  expectedCash,
  receiptNumber,
  TILL_OF,
  type TillKey,
  isStaff,
  limited,
  money,
  mulDivRound,
  orderTotals,
  priceSaleLine,
  pricePurchaseLine,
  productByKey,
  purchaseDue,
  refundableOf,
  returnShare,
  saleDue,
  salePaid,
  seesDocument,
  sellingPrice,
  shelfKey,
  shelfOf,
  sizeOf,
  totalStock,
  type AccountMethod,
  type Actor,
  type ModelProduct,
  type ModelPurchase,
  type ModelLine,
  type ModelSale,
  type PricedLine,
  type OutboxSale,
  type PaymentMethod,
  type ShopModel,
  type StaffAccess,
  type Warehouse,
  WAREHOUSES,
} from './shop-model';

export interface Shop {
  api: ShopApi;
}

/** A command with its request fixed: sent, then judged against a model. */
interface Prepared {
  send(api: ShopApi): Promise<Answer>;
  /** Throws a Disagreement when the answer is not what the model expects; applies an accepted command. */
  judge(model: ShopModel, answer: Answer): void;
}

const ACCOUNT_KEYS = ['cash', 'bank', 'terminal', 'drawer2'] as const;
type AccountKey = (typeof ACCOUNT_KEYS)[number];

function explain(answer: Answer): string {
  return `${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
}

/**
 * The refusals a command meets on the model (each a status); none means it must succeed with `ok`.
 * Where a request breaks two rules, either refusal is right.
 */
function expectOutcome(command: ShopCommand, answer: Answer, refusals: number[], ok: number, apply: () => void): void {
  const what = command.toString();
  // A command on a product with sizes is tallied apart, so a run shows that sizes were reached.
  const kind = `${command.constructor.name}${command.sized ? ' (sizes)' : ''}`;
  const tally = (commandTally[kind] ??= { accepted: 0, refused: 0 });
  if (refusals.length > 0) tally.refused += 1;
  else tally.accepted += 1;
  if (refusals.length > 0) {
    if (!refusals.includes(answer.status)) throw new Disagreement(`${what}: expected a refusal (${[...new Set(refusals)].join(' or ')}), got ${explain(answer)}`);
    return;
  }
  if (answer.status !== ok) throw new Disagreement(`${what}: expected ${ok}, got ${explain(answer)}`);
  apply();
}

/** How many commands of each kind the shop accepted and refused, printed after a run (is the model reaching every path?). */
export const commandTally: Record<string, { accepted: number; refused: number }> = {};

abstract class ShopCommand implements fc.AsyncCommand<ShopModel, Shop> {
  /** Set by prepare: the command names a product with sizes. */
  sized = false;
  abstract check(model: Readonly<ShopModel>): boolean;
  abstract prepare(model: ShopModel): Prepared;
  abstract toString(): string;

  async run(model: ShopModel, shop: Shop): Promise<void> {
    const prepared = this.prepare(model);
    const answer = await prepared.send(shop.api);
    prepared.judge(model, answer);
    await compareWithShop(model, shop.api);
  }
}

const pick = <T>(items: readonly T[], index: number): T | undefined => (items.length === 0 ? undefined : items[index % items.length]);

// ---------------------------------------------------------------------------------------------------
// Payments as the cashier enters them

type Share = 'all' | 'half' | 'rest' | 'over';
interface PaymentPlan {
  method: PaymentMethod;
  share: Share;
  /** The cashier changed the account for this payment. */
  account: AccountKey | null;
}

interface PlannedPayment {
  method: PaymentMethod;
  amount: number;
  /** The account key it goes into (null for Deposit). */
  account: string | null;
  sentAccount: string | null;
}

/**
 * `accountOf`: where a payment naming no account goes; General Setting's account for the method, or
 * at a till the till's (docs/tills-and-shifts.md#tills).
 */
function planPayments(model: ShopModel, plans: PaymentPlan[], due: number, accountOf: (method: AccountMethod) => string = (method) => accountForMethod(model, method)): PlannedPayment[] {
  const planned: PlannedPayment[] = [];
  for (const plan of plans) {
    const before = planned.reduce((sum, payment) => sum + payment.amount, 0);
    const amount = plan.share === 'all' ? due : plan.share === 'half' ? Math.floor(due / 2) : plan.share === 'rest' ? due - before : due - before + 100;
    if (amount <= 0) continue;
    if (plan.method === 'Deposit') {
      planned.push({ method: 'Deposit', amount, account: null, sentAccount: null });
    } else {
      const account = plan.account ?? accountOf(plan.method);
      planned.push({ method: plan.method, amount, account, sentAccount: plan.account });
    }
  }
  return planned;
}

const paymentBody = (model: ShopModel, payments: PlannedPayment[]) =>
  payments.map((payment) => ({ method: payment.method, amount: payment.amount / 100, ...(payment.sentAccount ? { accountId: accountByKey(model, payment.sentAccount).id } : {}) }));

/** The refusals of a sale's payments: more than due (400), more than the customer's deposit (400). */
function paymentRefusals(model: ShopModel, customerKey: string, payments: PlannedPayment[], due: number): number[] {
  const refusals: number[] = [];
  const paying = payments.reduce((sum, payment) => sum + payment.amount, 0);
  if (paying > due) refusals.push(400);
  const fromDeposit = payments.filter((payment) => payment.method === 'Deposit').reduce((sum, payment) => sum + payment.amount, 0);
  if (fromDeposit > (model.customers[customerKey]?.deposit ?? 0)) refusals.push(400);
  return refusals;
}

function bookPayments(model: ShopModel, sale: ModelSale, payments: PlannedPayment[], actor: Actor): void {
  for (const payment of payments) {
    sale.paidIn += payment.amount;
    model.payments.push({ actor, direction: 'in', amount: payment.amount, account: payment.account, saleId: sale.id });
    if (payment.account) accountByKey(model, payment.account).balance += payment.amount;
    else model.customers[sale.customerKey]!.deposit -= payment.amount;
  }
}

const describePayments = (plans: PaymentPlan[]) =>
  plans.length === 0 ? 'unpaid' : `pay ${plans.map((plan) => `${plan.method} ${plan.share}${plan.account ? `→${plan.account}` : ''}`).join(' + ')}`;

// ---------------------------------------------------------------------------------------------------
// Sales

interface LinePlan {
  product: string;
  /** Which of the product's sizes (drawn as a number, taken modulo its sizes); ignored for a product without. */
  size: number;
  quantity: number;
  discount: number;
}

/**
 * The size a drawn number names among the product's: null for a product without sizes. `ownStockToo`: one
 * number past the sizes names none, the product's own stock (adjustments and transfers may; a sale or a
 * purchase of a product with sizes must name one, docs/decisions/021-warehouses-and-variants.md).
 */
function sizeNamed(productKey: string, drawn: number, ownStockToo = false): string | null {
  const sizes = CATALOG_SIZES[productKey] ?? [];
  const choices = sizes.length + (ownStockToo && sizes.length > 0 ? 1 : 0);
  if (choices === 0) return null;
  return sizes[drawn % choices] ?? null;
}

const hasSizes = (lines: readonly { product: string }[]) => lines.some((line) => (CATALOG_SIZES[line.product] ?? []).length > 0);

/** How a line names its size on the wire: a document line takes its id, item code or name, in any case. */
function variantBy(product: ModelProduct, size: string | null, by: 'itemCode' | 'name' | 'id'): { variant?: string } {
  const found = sizeOf(product, size);
  if (!found) return {};
  return { variant: by === 'itemCode' ? found.itemCode.toLowerCase() : by === 'name' ? found.name : found.id };
}

/** The size an answer's line names (its variantId) must be the one the model sent. */
function sameSize(what: string, product: ModelProduct, size: string | null, variantId: unknown): void {
  same(`${what}: ${product.name}'s size`, variantId ?? null, sizeOf(product, size)?.id ?? null);
}

/** `2×shirt M`; `ownStockToo`: a product with sizes whose drawn number names none reads `(own stock)`. */
function describeLine(line: { product: string; size: number; quantity: number }, ownStockToo = false): string {
  const size = sizeNamed(line.product, line.size, ownStockToo);
  const own = size === null && (CATALOG_SIZES[line.product] ?? []).length > 0;
  return `${line.quantity}×${line.product}${size ? ` ${size}` : own ? ' (own stock)' : ''}`;
}

function priceLines(model: ShopModel, lines: { product: string; size: string | null; quantity: number; discount: number; unitPrice?: number }[]) {
  return lines.map((line) => {
    const product = productByKey(model, line.product);
    const unitPrice = line.unitPrice ?? sellingPrice(product, line.size);
    const discount = Math.min(line.discount, line.quantity * unitPrice);
    return { ...line, unitPrice, discount, ...priceSaleLine(line.quantity, unitPrice, discount, product.taxRate, product.taxMethod) };
  });
}

/** A sale's lines as the model keeps them, once the server answered with their ids: nothing taken or returned yet. */
function modelLinesOf(
  lines: readonly PricedLine[],
  answered: readonly { lineId: string }[],
  model: ShopModel,
): ModelLine[] {
  return lines.map((line, index) => ({
    lineId: answered[index].lineId,
    productKey: line.product,
    size: line.size,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discount: line.discount,
    net: line.net,
    tax: line.tax,
    subtotal: line.subtotal,
    unitCost: productByKey(model, line.product).cost,
    stockTaken: 0,
    returned: 0,
    returnedToShelf: 0,
    returnedAmount: 0,
    returnedNet: 0,
    returnedTax: 0,
    restocked: 0,
  }));
}

/** Units each Standard product's size (or own stock) needs in the warehouse, beyond what `already` took there. */
function stockShort(model: ShopModel, warehouse: Warehouse, lines: { product: string; size: string | null; quantity: number }[], already: Record<string, number> = {}): boolean {
  const needs = new Map<string, { product: string; size: string | null; quantity: number }>();
  for (const line of lines) {
    if (productByKey(model, line.product).type !== 'Standard') continue;
    const key = shelfKey(line.product, line.size);
    const need = needs.get(key) ?? { product: line.product, size: line.size, quantity: 0 };
    need.quantity += line.quantity;
    needs.set(key, need);
  }
  // Only a shelf the document takes from on balance can be short: a sale made offline may have left a level below 0
  // (docs/offline-till.md#stock-short), and an edit that takes less from it gives units back.
  return [...needs].some(([key, need]) => need.quantity > (already[key] ?? 0) && need.quantity > shelfOf(productByKey(model, need.product), need.size)[warehouse] + (already[key] ?? 0));
}

/** What a sale's lines took from its warehouse, by product and size. */
function takenBy(sale: ModelSale): Record<string, number> {
  const taken: Record<string, number> = {};
  for (const line of sale.lines) {
    const key = shelfKey(line.productKey, line.size);
    taken[key] = (taken[key] ?? 0) + line.stockTaken;
  }
  return taken;
}

function giveBackStock(model: ShopModel, sale: ModelSale): void {
  for (const line of sale.lines) {
    if (line.stockTaken > 0) {
      shelfOf(productByKey(model, line.productKey), line.size)[sale.warehouse] += line.stockTaken;
      line.stockTaken = 0;
    }
  }
}

function takeStock(model: ShopModel, sale: ModelSale): void {
  for (const line of sale.lines) {
    const product = productByKey(model, line.productKey);
    if (product.type !== 'Standard') continue;
    const take = line.quantity - line.returnedToShelf - line.stockTaken;
    if (take === 0) continue;
    shelfOf(product, line.size)[sale.warehouse] -= take;
    product.moved = true;
    line.stockTaken += take;
  }
}

interface SaleParams {
  actor: Actor;
  source: 'sale' | 'pos';
  customer: 'walkIn' | 'ali';
  warehouse: Warehouse;
  lines: LinePlan[];
  orderTaxRate: number;
  discount: number;
  shipping: number;
  coupon: number;
  /** The order discount takes the whole grand total: a sale of 0.00 (docs/money-and-payments.md, "Derived payment status"). */
  free: boolean;
  draft: boolean;
  payments: PaymentPlan[];
}

class AddSale extends ShopCommand {
  constructor(readonly params: SaleParams) {
    super();
  }

  check(): boolean {
    return true;
  }

  prepare(model: ShopModel): Prepared {
    const { params } = this;
    const lines = priceLines(
      model,
      params.lines.map((line) => ({ ...line, size: sizeNamed(line.product, line.size) })),
    );
    this.sized = hasSizes(params.lines);
    const coupon = params.source === 'pos' ? params.coupon : 0;
    const discount = params.free ? Math.max(0, orderTotals(lines.map((line) => line.subtotal), params.orderTaxRate, coupon, params.shipping).grandTotal) : params.discount;
    const totals = orderTotals(
      lines.map((line) => line.subtotal),
      params.orderTaxRate,
      discount + coupon,
      params.shipping,
    );
    // A POS sale is rung up at the till of its warehouse, within the till's open shift.
    const tillKey = params.source === 'pos' ? TILL_OF[params.warehouse] : null;
    const till = tillKey ? model.tills[tillKey] : null;
    const payments = params.draft ? [] : planPayments(model, params.payments, Math.max(0, totals.grandTotal), till ? (method) => accountAtTill(model, till, method) : undefined);
    const customer = model.customers[params.customer]!;
    const body = {
      ...(till ? { till: till.id } : {}),
      customer: customer.id,
      warehouse: params.warehouse,
      biller: 'Main Biller',
      orderTax: params.orderTaxRate / 1000,
      orderDiscount: discount / 100,
      shippingCost: params.shipping / 100,
      ...(params.source === 'pos' ? { coupon: coupon / 100 } : {}),
      saleStatus: params.draft ? 'Pending' : 'Completed',
      source: params.source,
      date: model.today,
      products: lines.map((line) => {
        const product = productByKey(model, line.product);
        return { _id: product.id, ...variantBy(product, line.size, 'itemCode'), quantity: line.quantity, discount: line.discount / 100 };
      }),
      payments: paymentBody(model, payments),
    };
    const key = randomUUID();
    return {
      send: (api) => api.post(params.actor, '/api/sales', body, params.source === 'pos' ? { 'Idempotency-Key': key } : {}),
      judge: (current, answer) => {
        const refusals: number[] = [];
        const tillNow = tillKey ? current.tills[tillKey] : null;
        if (tillNow && !tillNow.shift) refusals.push(409);
        if (totals.grandTotal < 0) refusals.push(400);
        if (!params.draft && stockShort(current, params.warehouse, lines)) refusals.push(409);
        refusals.push(...paymentRefusals(current, params.customer, payments, totals.grandTotal));
        expectOutcome(this, answer, refusals, 201, () => {
          if (tillNow) {
            // docs/tills-and-shifts.md#receipt-numbers: per till, without gaps.
            tillNow.lastReceipt += 1;
            if (answer.body.reference !== receiptNumber(tillNow, tillNow.lastReceipt)) {
              throw new Disagreement(`${this}: the receipt is ${answer.body.reference}, the model's next number ${receiptNumber(tillNow, tillNow.lastReceipt)}`);
            }
            tillNow.shift!.cashTaken += payments.filter((payment) => payment.method === 'Cash').reduce((sum, payment) => sum + payment.amount, 0);
          }
          const sale: ModelSale = {
            id: answer.body._id,
            reference: answer.body.reference,
            createdBy: params.actor,
            customerKey: params.customer,
            warehouse: params.warehouse,
            source: params.source,
            status: params.draft ? 'Pending' : 'Completed',
            lines: modelLinesOf(lines, answer.body.products, current),
            orderTaxRate: params.orderTaxRate,
            orderTax: totals.orderTax,
            discount,
            coupon,
            shipping: params.shipping,
            total: totals.total,
            grandTotal: totals.grandTotal,
            paidIn: 0,
            givenBack: 0,
            returned: 0,
            hasReturns: false,
            shiftId: tillNow?.shift?.id ?? null,
          };
          lines.forEach((line, index) => sameSize(`${this}: line ${index + 1}`, productByKey(current, line.product), line.size, answer.body.products[index].variantId));
          if (sale.status === 'Completed') takeStock(current, sale);
          bookPayments(current, sale, payments, params.actor);
          current.sales.push(sale);
        });
      },
    };
  }

  toString(): string {
    const p = this.params;
    const lines = p.lines.map((line) => `${describeLine(line)}${line.discount ? ` −${money(line.discount)}` : ''}`).join(', ');
    const charges = [p.orderTaxRate ? `tax ${p.orderTaxRate / 1000}%` : '', p.free ? 'discount of the whole total' : p.discount ? `discount ${money(p.discount)}` : '', p.shipping ? `shipping ${money(p.shipping)}` : '', p.source === 'pos' && p.coupon ? `coupon ${money(p.coupon)}` : '']
      .filter(Boolean)
      .join(' ');
    return `${p.actor}: ${p.source === 'pos' ? 'POS' : 'back-office'} ${p.draft ? 'draft' : 'sale'} to ${p.customer} from ${p.warehouse} [${lines}] ${charges} ${p.draft ? '' : describePayments(p.payments)}`.replace(/ +/g, ' ');
  }
}

/** The body of PUT /api/sales/{id} for a sale as the model holds it, with some changes. */
function saleEditBody(model: ShopModel, sale: ModelSale, lines: { product: string; size: string | null; quantity: number; discount: number; unitPrice: number }[], status: string, payments: PlannedPayment[], claimPaid: boolean) {
  return {
    customer: model.customers[sale.customerKey]!.id,
    warehouse: sale.warehouse,
    biller: 'Main Biller',
    orderTax: sale.orderTaxRate / 1000,
    orderDiscount: sale.discount / 100,
    shippingCost: sale.shipping / 100,
    ...(sale.source === 'pos' ? { coupon: sale.coupon / 100 } : {}),
    saleStatus: status,
    source: sale.source,
    date: model.today,
    ...(claimPaid ? { paymentStatus: 'Paid' } : {}),
    // An edited sale keeps each line's size (docs/decisions/021-warehouses-and-variants.md), here named by its name.
    products: lines.map((line) => {
      const product = productByKey(model, line.product);
      return { _id: product.id, ...variantBy(product, line.size, 'name'), quantity: line.quantity, unitPrice: line.unitPrice / 100, discount: line.discount / 100 };
    }),
    payments: paymentBody(model, payments),
  };
}

type SaleChange = 'more' | 'less' | 'complete' | 'cancel' | 'pay';

interface EditParams {
  actor: Actor;
  pick: number;
  change: SaleChange;
  payment: PaymentPlan;
  /** The body says paymentStatus 'Paid', as the old sale form did: it must create no money. */
  claimPaid: boolean;
}

/** Sales an edit may name: not canceled, without returns (returns have their own command). */
const editableSales = (model: Readonly<ShopModel>) => model.sales.filter((sale) => sale.status !== 'Canceled' && !sale.hasReturns);

class EditSale extends ShopCommand {
  constructor(readonly params: EditParams) {
    super();
  }

  private target(model: Readonly<ShopModel>) {
    return pick(editableSales(model), this.params.pick);
  }

  check(model: Readonly<ShopModel>): boolean {
    const sale = this.target(model);
    if (!sale) return false;
    if (this.params.change === 'less') return sale.lines[0]!.quantity > 1;
    if (this.params.change === 'complete') return sale.status === 'Pending';
    return true;
  }

  prepare(model: ShopModel): Prepared {
    const { params } = this;
    const sale = this.target(model)!;
    const saleId = sale.id;
    const status = params.change === 'complete' ? 'Completed' : params.change === 'cancel' ? 'Canceled' : sale.status;
    const lines = sale.lines.map((line, index) => ({
      product: line.productKey,
      size: line.size,
      quantity: line.quantity + (index === 0 && params.change === 'more' ? 1 : 0) - (index === 0 && params.change === 'less' ? 1 : 0),
      discount: line.discount,
      unitPrice: line.unitPrice,
    }));
    const priced = priceLines(model, lines);
    this.sized = hasSizes(lines);
    const totals = orderTotals(
      priced.map((line) => line.subtotal),
      sale.orderTaxRate,
      sale.discount + sale.coupon,
      sale.shipping,
    );
    // A till's sale takes the money an edit adds as a checkout at that till would: into the till's accounts and
    // its open shift, whichever shift sold it (docs/tills-and-shifts.md#edits-of-a-tills-sale).
    const tillKey = sale.source === 'pos' ? TILL_OF[sale.warehouse] : null;
    const saleTill = tillKey ? model.tills[tillKey] : null;
    const payments =
      params.change === 'pay' ? planPayments(model, [params.payment], Math.max(0, totals.grandTotal - salePaid(sale)), saleTill ? (method) => accountAtTill(model, saleTill, method) : undefined) : [];
    const body = saleEditBody(model, sale, priced, status, payments, params.claimPaid);
    return {
      send: (api) => api.put(params.actor, `/api/sales/${saleId}`, body),
      judge: (current, answer) => {
        const now = current.sales.find((candidate) => candidate.id === saleId)!;
        const refusals: number[] = [];
        if (!seesDocument(current, params.actor, now.createdBy)) refusals.push(403, 404);
        else {
          if (totals.grandTotal < 0) refusals.push(400);
          if (status === 'Completed' && stockShort(current, now.warehouse, priced, takenBy(now))) refusals.push(409);
          // docs/money-and-payments.md: a total lowered below what was paid, or a cancel of a paid sale, is refused.
          if (totals.grandTotal < salePaid(now)) refusals.push(409);
          if (status === 'Canceled' && salePaid(now) > 0) refusals.push(409);
          if (status === 'Canceled' && payments.length > 0) refusals.push(400);
          refusals.push(...paymentRefusals(current, now.customerKey, payments, totals.grandTotal - salePaid(now)));
        }
        expectOutcome(this, answer, refusals, 200, () => {
          giveBackStock(current, now);
          now.status = status as ModelSale['status'];
          // An edit writes the lines anew, priced now: the answer names their new ids, and each line's cost is
          // the product's cost at this edit (docs/owner-figures.md, Cost of goods sold).
          now.lines.forEach((line, index) => sameSize(`${this}: line ${index + 1}`, productByKey(current, line.productKey), line.size, answer.body.products[index].variantId));
          now.lines = now.lines.map((line, index) => ({ ...line, lineId: answer.body.products[index].lineId, unitCost: productByKey(current, line.productKey).cost, quantity: priced[index]!.quantity, net: priced[index]!.net, tax: priced[index]!.tax, subtotal: priced[index]!.subtotal }));
          now.total = totals.total;
          now.orderTax = totals.orderTax;
          now.grandTotal = totals.grandTotal;
          if (now.status === 'Completed') takeStock(current, now);
          bookPayments(current, now, payments, params.actor);
          const openShift = tillKey ? current.tills[tillKey].shift : null;
          if (openShift) openShift.cashTaken += cashOf(payments);
        });
      },
    };
  }

  toString(): string {
    const p = this.params;
    const what = p.change === 'pay' ? describePayments([p.payment]) : p.change === 'more' ? 'one more of line 1' : p.change === 'less' ? 'one less of line 1' : p.change;
    return `${p.actor}: edit sale #${p.pick}: ${what}${p.claimPaid ? " (body says 'Paid')" : ''}`;
  }
}

interface DeleteSaleParams {
  actor: Actor;
  pick: number;
}

/** Deleting a sale that took no money and has no returns: its stock comes back. */
class DeleteSale extends ShopCommand {
  constructor(readonly params: DeleteSaleParams) {
    super();
  }

  private target(model: Readonly<ShopModel>) {
    return pick(
      model.sales.filter((sale) => sale.paidIn === 0 && !sale.hasReturns),
      this.params.pick,
    );
  }

  check(model: Readonly<ShopModel>): boolean {
    return this.target(model) !== undefined;
  }

  prepare(model: ShopModel): Prepared {
    const saleId = this.target(model)!.id;
    return {
      send: (api) => api.delete(this.params.actor, `/api/sales/${saleId}`),
      judge: (current, answer) => {
        const refusals = isStaff(this.params.actor) ? [403] : [];
        expectOutcome(this, answer, refusals, 200, () => {
          const sale = current.sales.find((candidate) => candidate.id === saleId)!;
          giveBackStock(current, sale);
          current.sales = current.sales.filter((candidate) => candidate.id !== saleId);
          current.payments = current.payments.filter((payment) => payment.saleId !== saleId);
        });
      },
    };
  }

  toString(): string {
    return `${this.params.actor}: delete unpaid sale #${this.params.pick}`;
  }
}

// ---------------------------------------------------------------------------------------------------
// Returns

type ReturnMode = 'refund' | 'credit' | 'split' | 'none';
interface ReturnParams {
  actor: Actor;
  pick: number;
  line: number;
  all: boolean;
  restock: boolean;
  mode: ReturnMode;
  method: AccountMethod;
}

const returnableSales = (model: Readonly<ShopModel>) => model.sales.filter((sale) => sale.status === 'Completed' && sale.lines.some((line) => line.returned < line.quantity));

class ReturnGoods extends ShopCommand {
  constructor(readonly params: ReturnParams) {
    super();
  }

  private target(model: Readonly<ShopModel>) {
    return pick(returnableSales(model), this.params.pick);
  }

  check(model: Readonly<ShopModel>): boolean {
    return this.target(model) !== undefined;
  }

  prepare(model: ShopModel): Prepared {
    const { params } = this;
    const sale = this.target(model)!;
    const saleId = sale.id;
    const open = sale.lines.filter((line) => line.returned < line.quantity);
    const line = pick(open, params.line)!;
    const lineId = line.lineId;
    this.sized = line.size !== null;
    const quantity = params.all ? line.quantity - line.returned : 1;
    const value = returnShare(line, quantity);
    const netValue = returnShare(line, quantity, 'net');
    const refundable = refundableOf(value, saleDue(sale));
    const mode = params.mode;
    const refund = mode === 'refund' ? refundable : mode === 'split' ? Math.floor(refundable / 2) : 0;
    const credit = mode === 'credit' ? refundable : mode === 'split' ? refundable - refund : 0;
    const account = accountForMethod(model, params.method);
    const body = {
      sale: saleId,
      lines: [{ lineId, quantity }],
      restock: params.restock,
      refundAmount: refund / 100,
      creditAmount: credit / 100,
      method: params.method,
      accountId: accountByKey(model, account).id,
    };
    return {
      send: (api) => api.post(params.actor, '/api/returns/sale', body),
      judge: (current, answer) => {
        const now = current.sales.find((candidate) => candidate.id === saleId)!;
        const refusals: number[] = [];
        if (limited(current, params.actor)) refusals.push(403);
        else if (!seesDocument(current, params.actor, now.createdBy)) refusals.push(403, 404);
        else {
          if (refund + credit !== refundableOf(value, saleDue(now))) refusals.push(400);
          // Credit goes on a named customer's deposit; the walk-in customer takes a refund (docs/money-and-payments.md, "Returns").
          if (credit > 0 && now.customerKey === 'walkIn') refusals.push(400);
          if (refund > accountByKey(current, account).balance) refusals.push(409);
        }
        expectOutcome(this, answer, refusals, 201, () => {
          const returnId: string = answer.body._id;
          const returnedLine = now.lines.find((candidate) => candidate.lineId === lineId)!;
          const tax = mulDivRound(returnedLine.tax, quantity, returnedLine.quantity);
          returnedLine.returned += quantity;
          returnedLine.returnedAmount += value;
          returnedLine.returnedNet += netValue;
          returnedLine.returnedTax += tax;
          if (params.restock) returnedLine.restocked += quantity;
          now.returned += value;
          now.givenBack += refund + credit;
          now.hasReturns = true;
          accountByKey(current, account).balance -= refund;
          if (refund > 0) current.payments.push({ actor: params.actor, direction: 'out', amount: refund, account, saleId: null, returnId });
          if (credit > 0) current.payments.push({ actor: params.actor, direction: 'in', amount: credit, account: null, saleId: null, returnId });
          current.customers[now.customerKey]!.deposit += credit;
          const product = productByKey(current, returnedLine.productKey);
          // Restocked units come back on the shelf; damaged ones left it with the sale and do not come back.
          // Either way the line no longer holds them.
          const offTheLine = Math.min(quantity, returnedLine.stockTaken);
          if (params.restock) shelfOf(product, returnedLine.size)[now.warehouse] += offTheLine;
          returnedLine.stockTaken -= offTheLine;
          returnedLine.returnedToShelf += offTheLine;
          current.returns.push({ id: returnId, actor: params.actor, saleId, lineId, quantity, value, netValue, tax, restock: params.restock, offTheLine, refund, credit, account });
        });
      },
    };
  }

  toString(): string {
    const p = this.params;
    return `${p.actor}: return ${p.all ? 'all' : 'one'} of line #${p.line} of completed sale #${p.pick}${p.restock ? '' : ' (damaged)'}, ${p.mode} by ${p.method}`;
  }
}

interface DeleteReturnParams {
  actor: Actor;
  pick: number;
}

/**
 * Deleting a sale return (admins): its refund and credit go with it, restocked units leave the shelf
 * again, and the sale owes what it owed before; refused with 409 when the customer has spent the
 * credit (docs/money-and-payments.md, "Returns").
 */
class DeleteReturn extends ShopCommand {
  constructor(readonly params: DeleteReturnParams) {
    super();
  }

  private target(model: Readonly<ShopModel>) {
    return pick(model.returns, this.params.pick);
  }

  check(model: Readonly<ShopModel>): boolean {
    return this.target(model) !== undefined;
  }

  prepare(model: ShopModel): Prepared {
    const returnId = this.target(model)!.id;
    return {
      send: (api) => api.delete(this.params.actor, `/api/returns/sale/${returnId}`),
      judge: (current, answer) => {
        const written = current.returns.find((candidate) => candidate.id === returnId)!;
        const sale = current.sales.find((candidate) => candidate.id === written.saleId)!;
        const customer = current.customers[sale.customerKey]!;
        const refusals: number[] = [];
        if (isStaff(this.params.actor)) refusals.push(403);
        else if (written.credit > customer.deposit) refusals.push(409);
        expectOutcome(this, answer, refusals, 200, () => {
          const line = sale.lines.find((candidate) => candidate.lineId === written.lineId)!;
          line.returned -= written.quantity;
          line.returnedAmount -= written.value;
          line.returnedNet -= written.netValue;
          line.returnedTax -= written.tax;
          if (written.restock) {
            line.restocked -= written.quantity;
            shelfOf(productByKey(current, line.productKey), line.size)[sale.warehouse] -= written.offTheLine;
          }
          line.stockTaken += written.offTheLine;
          line.returnedToShelf -= written.offTheLine;
          sale.returned -= written.value;
          sale.givenBack -= written.refund + written.credit;
          accountByKey(current, written.account).balance += written.refund;
          customer.deposit -= written.credit;
          current.payments = current.payments.filter((payment) => payment.returnId !== returnId);
          current.returns = current.returns.filter((candidate) => candidate.id !== returnId);
          sale.hasReturns = current.returns.some((candidate) => candidate.saleId === sale.id);
        });
      },
    };
  }

  toString(): string {
    return `${this.params.actor}: delete sale return #${this.params.pick}`;
  }
}

// ---------------------------------------------------------------------------------------------------
// Shifts at the tills (docs/tills-and-shifts.md#shifts)

interface OpenShiftParams {
  actor: Actor;
  till: TillKey;
  float: number;
}

class OpenShift extends ShopCommand {
  constructor(readonly params: OpenShiftParams) {
    super();
  }

  check(): boolean {
    return true;
  }

  prepare(model: ShopModel): Prepared {
    const { params } = this;
    const tillId = model.tills[params.till].id;
    return {
      send: (api) => api.post(params.actor, `/api/tills/${tillId}/shifts`, { float: params.float / 100 }),
      judge: (current, answer) => {
        const till = current.tills[params.till];
        const refusals = till.shift ? [409] : [];
        expectOutcome(this, answer, refusals, 201, () => {
          till.shiftsOpened += 1;
          same(`${till.name}'s new shift number`, answer.body.shift.number, till.shiftsOpened);
          till.shift = { id: answer.body.shift._id, number: answer.body.shift.number, float: params.float, cashTaken: 0, payIns: 0, payOuts: 0 };
          till.lastShift = { id: answer.body.shift._id, number: answer.body.shift.number };
        });
      },
    };
  }

  toString(): string {
    return `${this.params.actor}: open a shift at ${this.params.till} with a float of ${money(this.params.float)}`;
  }
}

interface TillCashParams {
  actor: Actor;
  till: TillKey;
  direction: 'in' | 'out';
  amount: number;
}

/** A pay-in or pay-out at a till's last shift: refused when that shift is closed, or when it would take more than the drawer or its account holds. */
class TillCash extends ShopCommand {
  constructor(readonly params: TillCashParams) {
    super();
  }

  check(model: Readonly<ShopModel>): boolean {
    return model.tills[this.params.till].lastShift !== null;
  }

  prepare(model: ShopModel): Prepared {
    const { params } = this;
    const shiftId = model.tills[params.till].lastShift!.id;
    return {
      send: (api) => api.post(params.actor, `/api/shifts/${shiftId}/cash`, { direction: params.direction, amount: params.amount / 100, reason: params.direction === 'in' ? 'change from the bank' : 'window cleaner' }),
      judge: (current, answer) => {
        const till = current.tills[params.till];
        const shift = till.shift?.id === shiftId ? till.shift : null;
        const refusals: number[] = [];
        if (!shift) refusals.push(409);
        else if (params.direction === 'out') {
          if (params.amount > expectedCash(shift)) refusals.push(409);
          if (params.amount > accountByKey(current, till.cashAccount).balance) refusals.push(409);
        }
        expectOutcome(this, answer, refusals, 201, () => {
          const sign = params.direction === 'in' ? 1 : -1;
          accountByKey(current, till.cashAccount).balance += sign * params.amount;
          if (params.direction === 'in') shift!.payIns += params.amount;
          else shift!.payOuts += params.amount;
          current.payments.push({ actor: params.actor, direction: params.direction, amount: params.amount, account: till.cashAccount, saleId: null });
        });
      },
    };
  }

  toString(): string {
    const p = this.params;
    return `${p.actor}: pay ${p.direction === 'in' ? 'in' : 'out'} ${money(p.amount)} at ${p.till}`;
  }
}

interface CloseShiftParams {
  actor: Actor;
  till: TillKey;
  /** The count less what is expected: below 0 short, above 0 over. */
  off: number;
}

/**
 * The blind count that closes a till's shift. The shop has no variance threshold (0), so any
 * variance a staff member counts waits for an admin; an admin's close posts it at once.
 */
class CloseShift extends ShopCommand {
  constructor(readonly params: CloseShiftParams) {
    super();
  }

  check(model: Readonly<ShopModel>): boolean {
    return model.tills[this.params.till].lastShift !== null;
  }

  prepare(model: ShopModel): Prepared {
    const { params } = this;
    const till = model.tills[params.till];
    const shiftId = till.lastShift!.id;
    // The drawer holds the cash of the shift's sales made offline too, arrived or not (docs/offline-till.md#shifts):
    // the cashier counts it, and says how many sales the till made, online and offline.
    const counted = Math.max(0, (till.shift ? expectedCash(till.shift) + cashWaiting(model, shiftId) : 0) + params.off);
    const salesMade = shiftSales(model, shiftId).length + model.outbox.filter((sale) => sale.shiftId === shiftId).length;
    return {
      send: (api) => api.post(params.actor, `/api/shifts/${shiftId}/close`, { counted: counted / 100, salesMade }),
      judge: (current, answer) => {
        const tillNow = current.tills[params.till];
        const shift = tillNow.shift?.id === shiftId ? tillNow.shift : null;
        expectOutcome(this, answer, shift ? [] : [409], 200, () => {
          const expected = expectedCash(shift!);
          const variance = counted - expected;
          const sold = shiftSales(current, shiftId);
          sameMoney(`${tillNow.name}'s Z report expected cash`, answer.body.expectedCash, expected);
          sameMoney(`${tillNow.name}'s Z report variance`, answer.body.variance, variance);
          same(`${tillNow.name}'s Z report sales`, answer.body.sales.count, sold.length);
          same(`${tillNow.name}'s Z report sales awaited`, answer.body.salesAwaited, Math.max(0, salesMade - sold.length));
          tillNow.shift = null;
          const waits = variance !== 0 && isStaff(params.actor);
          current.closedShifts.push({
            ...shift!,
            till: params.till,
            counted,
            variance,
            salesCount: sold.length,
            salesTotal: sold.reduce((sum, sale) => sum + sale.grandTotal, 0),
            salesMade,
            status: waits ? 'awaiting-confirmation' : 'closed',
          });
          if (waits) current.awaitingCounts.push({ shiftId, till: params.till, variance });
          else postVariance(current, tillNow.cashAccount, variance, params.actor);
        });
      },
    };
  }

  toString(): string {
    const p = this.params;
    return `${p.actor}: close the shift at ${p.till}, counting ${p.off === 0 ? 'what is expected' : `${money(Math.abs(p.off))} ${p.off < 0 ? 'short' : 'over'}`}`;
  }
}

/** The count's variance posted to the drawer's account: over is money in, short is money out. */
function postVariance(model: ShopModel, account: string, variance: number, actor: Actor): void {
  if (variance === 0) return;
  accountByKey(model, account).balance += variance;
  model.payments.push({ actor, direction: variance > 0 ? 'in' : 'out', amount: Math.abs(variance), account, saleId: null });
}

interface ConfirmCountParams {
  actor: Actor;
  pick: number;
}

/** An admin confirms a staff member's count: the variance is posted. Staff may not. */
class ConfirmCount extends ShopCommand {
  constructor(readonly params: ConfirmCountParams) {
    super();
  }

  check(model: Readonly<ShopModel>): boolean {
    return model.awaitingCounts.length > 0;
  }

  prepare(model: ShopModel): Prepared {
    const shiftId = pick(model.awaitingCounts, this.params.pick)!.shiftId;
    return {
      send: (api) => api.post(this.params.actor, `/api/shifts/${shiftId}/confirm`, {}),
      judge: (current, answer) => {
        const waiting = current.awaitingCounts.find((candidate) => candidate.shiftId === shiftId);
        const refusals = isStaff(this.params.actor) ? [403] : waiting ? [] : [409];
        expectOutcome(this, answer, refusals, 200, () => {
          postVariance(current, current.tills[waiting!.till].cashAccount, waiting!.variance, this.params.actor);
          current.awaitingCounts = current.awaitingCounts.filter((candidate) => candidate !== waiting);
          current.closedShifts.find((closed) => closed.id === shiftId)!.status = 'closed';
        });
      },
    };
  }

  toString(): string {
    return `${this.params.actor}: confirm count #${this.params.pick}`;
  }
}

// ---------------------------------------------------------------------------------------------------
// Deposits, purchases, supplier payments, transfers

interface DepositParams {
  actor: Actor;
  amount: number;
  method: AccountMethod;
}

class AddDeposit extends ShopCommand {
  constructor(readonly params: DepositParams) {
    super();
  }

  check(): boolean {
    return true;
  }

  prepare(model: ShopModel): Prepared {
    const { params } = this;
    const customer = model.customers.ali!;
    const account = accountForMethod(model, params.method);
    return {
      send: (api) =>
        api.post(params.actor, `/api/customers/${customer.id}/deposits`, {
          amount: params.amount / 100,
          method: params.method,
        }),
      judge: (current, answer) => {
        const refusals = limited(current, params.actor) ? [403] : [];
        expectOutcome(this, answer, refusals, 201, () => {
          current.customers.ali!.deposit += params.amount;
          accountByKey(current, account).balance += params.amount;
          current.payments.push({ actor: params.actor, direction: 'in', amount: params.amount, account, saleId: null });
        });
      },
    };
  }

  toString(): string {
    return `${this.params.actor}: Ali deposits ${money(this.params.amount)} by ${this.params.method}`;
  }
}

interface PurchaseParams {
  actor: Actor;
  warehouse: Warehouse;
  status: 'Received' | 'Pending';
  lines: { product: string; size: number; quantity: number; cost: number; discount: number }[];
  orderTaxRate: number;
  discount: number;
  shipping: number;
  /** The discount takes the whole grand total: a purchase of 0.00. */
  free: boolean;
}

/** A purchase line as the purchase form sends it; a size by its name. */
function purchaseLineBody(model: ShopModel, line: { productKey: string; size: string | null; quantity: number; cost: number; discount: number }) {
  const product = productByKey(model, line.productKey);
  return { productId: product.id, ...variantBy(product, line.size, 'name'), quantity: line.quantity, productCost: line.cost / 100, discount: line.discount / 100 };
}

class AddPurchase extends ShopCommand {
  constructor(readonly params: PurchaseParams) {
    super();
  }

  private lines(model: Readonly<ShopModel>) {
    return this.params.lines.filter((line) => model.products[line.product]!.type === 'Standard');
  }

  check(model: Readonly<ShopModel>): boolean {
    return this.lines(model).length > 0;
  }

  prepare(model: ShopModel): Prepared {
    const { params } = this;
    this.sized = hasSizes(this.lines(model));
    const lines = this.lines(model).map((line) => {
      const product = productByKey(model, line.product);
      const discount = Math.min(line.discount, line.quantity * line.cost);
      return { productKey: line.product, size: sizeNamed(line.product, line.size), quantity: line.quantity, cost: line.cost, discount, ...pricePurchaseLine(line.quantity, line.cost, discount, product.taxRate) };
    });
    const discount = params.free ? Math.max(0, orderTotals(lines.map((line) => line.subtotal), params.orderTaxRate, 0, params.shipping).grandTotal) : params.discount;
    const totals = orderTotals(
      lines.map((line) => line.subtotal),
      params.orderTaxRate,
      discount,
      params.shipping,
    );
    const body = {
      warehouse: params.warehouse,
      supplier: 'Karachi Traders',
      purchaseStatus: params.status,
      date: model.today,
      orderTax: params.orderTaxRate / 1000,
      discount: discount / 100,
      shippingCost: params.shipping / 100,
      products: lines.map((line) => purchaseLineBody(model, line)),
    };
    return {
      send: (api) => api.post(params.actor, '/api/purchase', body),
      judge: (current, answer) => {
        const refusals: number[] = [];
        if (limited(current, params.actor)) refusals.push(403);
        else if (totals.grandTotal < 0) refusals.push(400);
        expectOutcome(this, answer, refusals, 201, () => {
          current.purchases.push({
            id: answer.body._id,
            createdBy: params.actor,
            warehouse: params.warehouse,
            status: params.status,
            lines,
            ...totals,
            orderTaxRate: params.orderTaxRate,
            discount,
            shipping: params.shipping,
            paid: 0,
          });
          if (params.status === 'Received') {
            for (const line of lines) {
              const product = productByKey(current, line.productKey);
              shelfOf(product, line.size)[params.warehouse] += line.quantity;
              product.moved = true;
            }
          }
        });
      },
    };
  }

  toString(): string {
    const p = this.params;
    const lines = p.lines.map((line) => `${describeLine(line)} @${money(line.cost)}${line.discount ? ` −${money(line.discount)}` : ''}`).join(', ');
    return `${p.actor}: ${p.status} purchase into ${p.warehouse} [${lines}] tax ${p.orderTaxRate / 1000}% discount ${p.free ? 'of the whole total' : money(p.discount)} shipping ${money(p.shipping)}`;
  }
}

/** A pending purchase arrives: edited to Received, its goods go on the shelf. */
class ReceivePurchase extends ShopCommand {
  constructor(readonly params: { actor: Actor; pick: number }) {
    super();
  }

  private target(model: Readonly<ShopModel>) {
    return pick(
      model.purchases.filter((purchase) => purchase.status === 'Pending'),
      this.params.pick,
    );
  }

  check(model: Readonly<ShopModel>): boolean {
    return this.target(model) !== undefined;
  }

  prepare(model: ShopModel): Prepared {
    const { params } = this;
    const purchase = this.target(model)!;
    const purchaseId = purchase.id;
    this.sized = hasSizes(purchase.lines.map((line) => ({ product: line.productKey })));
    const body = {
      warehouse: purchase.warehouse,
      supplier: 'Karachi Traders',
      purchaseStatus: 'Received',
      date: model.today,
      orderTax: purchase.orderTaxRate / 1000,
      discount: purchase.discount / 100,
      shippingCost: purchase.shipping / 100,
      products: purchase.lines.map((line) => purchaseLineBody(model, line)),
    };
    return {
      send: (api) => api.put(params.actor, `/api/purchase/${purchaseId}`, body),
      judge: (current, answer) => {
        const now = current.purchases.find((candidate) => candidate.id === purchaseId)!;
        const refusals: number[] = [];
        if (limited(current, params.actor)) refusals.push(403);
        else if (!seesDocument(current, params.actor, now.createdBy)) refusals.push(403, 404);
        else if (now.status !== 'Pending') refusals.push(409);
        expectOutcome(this, answer, refusals, 200, () => {
          now.status = 'Received';
          for (const line of now.lines) {
            const product = productByKey(current, line.productKey);
            shelfOf(product, line.size)[now.warehouse] += line.quantity;
            product.moved = true;
          }
        });
      },
    };
  }

  toString(): string {
    return `${this.params.actor}: receive pending purchase #${this.params.pick}`;
  }
}

interface PayPurchaseParams {
  actor: Actor;
  pick: number;
  share: 'half' | 'all' | 'over';
  account: AccountKey;
  method: AccountMethod;
}

class PaySupplier extends ShopCommand {
  constructor(readonly params: PayPurchaseParams) {
    super();
  }

  /** A person pays a purchase that still owes something (paying more than it owes is tried with 'over'). */
  private target(model: Readonly<ShopModel>) {
    return pick(
      model.purchases.filter((purchase) => purchaseDue(purchase) > 0),
      this.params.pick,
    );
  }

  check(model: Readonly<ShopModel>): boolean {
    return this.target(model) !== undefined;
  }

  private amountOf(purchase: Readonly<ModelPurchase>): number {
    const due = purchaseDue(purchase);
    return this.params.share === 'all' ? due : this.params.share === 'half' ? Math.floor(due / 2) : due + 100;
  }

  prepare(model: ShopModel): Prepared {
    const { params } = this;
    const purchase = this.target(model)!;
    const purchaseId = purchase.id;
    const amount = this.amountOf(purchase);
    const account = accountByKey(model, params.account);
    return {
      send: (api) => api.post(params.actor, `/api/purchase/${purchaseId}/payments`, { amount: amount / 100, account: account.id, method: params.method, date: model.today }),
      judge: (current, answer) => {
        const now = current.purchases.find((candidate) => candidate.id === purchaseId)!;
        const refusals: number[] = [];
        // docs/money-and-payments.md: money leaving an account is the admin's, and never overdraws it.
        if (limited(current, params.actor)) refusals.push(403);
        else if (isStaff(params.actor)) refusals.push(403, ...(seesDocument(current, params.actor, now.createdBy) ? [] : [404]));
        else {
          if (amount <= 0 || amount > purchaseDue(now)) refusals.push(400);
          if (amount > accountByKey(current, params.account).balance) refusals.push(409);
        }
        expectOutcome(this, answer, refusals, 201, () => {
          now.paid += amount;
          accountByKey(current, params.account).balance -= amount;
          current.payments.push({ actor: params.actor, direction: 'out', amount, account: params.account, saleId: null });
        });
      },
    };
  }

  toString(): string {
    const p = this.params;
    return `${p.actor}: pay ${p.share} of owing purchase #${p.pick} from ${p.account} by ${p.method}`;
  }
}

interface TransferParams {
  actor: Actor;
  from: AccountKey;
  to: AccountKey;
  amount: number;
}

class Transfer extends ShopCommand {
  constructor(readonly params: TransferParams) {
    super();
  }

  check(): boolean {
    return this.params.from !== this.params.to;
  }

  prepare(model: ShopModel): Prepared {
    const { params } = this;
    const body = { date: model.today, fromAccount: accountByKey(model, params.from).id, toAccount: accountByKey(model, params.to).id, amount: params.amount / 100 };
    return {
      send: (api) => api.post(params.actor, '/api/transfers', body),
      judge: (current, answer) => {
        const refusals: number[] = [];
        if (isStaff(params.actor)) refusals.push(403);
        else if (accountByKey(current, params.from).balance < params.amount) refusals.push(409);
        expectOutcome(this, answer, refusals, 201, () => {
          accountByKey(current, params.from).balance -= params.amount;
          accountByKey(current, params.to).balance += params.amount;
          current.transfers.push({ id: answer.body._id, actor: params.actor, from: params.from, to: params.to, amount: params.amount });
        });
      },
    };
  }

  toString(): string {
    const p = this.params;
    return `${p.actor}: transfer ${money(p.amount)} ${p.from} → ${p.to}`;
  }
}

class DeleteTransfer extends ShopCommand {
  constructor(readonly params: { pick: number }) {
    super();
  }

  check(model: Readonly<ShopModel>): boolean {
    return model.transfers.length > 0;
  }

  prepare(model: ShopModel): Prepared {
    const transferId = pick(model.transfers, this.params.pick)!.id;
    return {
      send: (api) => api.delete('admin', `/api/transfers/${transferId}`),
      judge: (current, answer) => {
        const transfer = current.transfers.find((candidate) => candidate.id === transferId)!;
        const refusals = accountByKey(current, transfer.to).balance < transfer.amount ? [409] : [];
        expectOutcome(this, answer, refusals, 200, () => {
          accountByKey(current, transfer.to).balance -= transfer.amount;
          accountByKey(current, transfer.from).balance += transfer.amount;
          current.transfers = current.transfers.filter((candidate) => candidate.id !== transferId);
        });
      },
    };
  }

  toString(): string {
    return `admin: delete transfer #${this.params.pick}`;
  }
}

// ---------------------------------------------------------------------------------------------------
// Stock and catalog

interface CountParams {
  actor: Actor;
  product: string;
  /** Which size (or, one past them, the product's own stock) of a product with sizes. */
  size: number;
  warehouse: Warehouse;
  mode: 'count' | 'add' | 'remove';
  quantity: number;
}

class AdjustStock extends ShopCommand {
  constructor(readonly params: CountParams) {
    super();
  }

  check(model: Readonly<ShopModel>): boolean {
    return model.products[this.params.product]!.type === 'Standard';
  }

  prepare(model: ShopModel): Prepared {
    const { params } = this;
    const product = productByKey(model, params.product);
    const size = sizeNamed(params.product, params.size, true);
    this.sized = hasSizes([params]);
    const body = { productId: product.id, ...variantBy(product, size, 'name'), warehouseId: model.warehouseIds[params.warehouse], mode: params.mode, quantity: params.quantity, reason: params.mode === 'count' ? 'count' : params.mode === 'add' ? 'correction' : 'damage' };
    return {
      send: (api) => api.post(params.actor, '/api/stock/adjustments', body),
      judge: (current, answer) => {
        const now = productByKey(current, params.product);
        const onHand = shelfOf(now, size)[params.warehouse];
        const delta = params.mode === 'count' ? params.quantity - onHand : params.mode === 'add' ? params.quantity : -params.quantity;
        const refusals: number[] = [];
        if (limited(current, params.actor)) refusals.push(403);
        else if (now.type !== 'Standard') refusals.push(400, 409);
        else if (delta === 0 || onHand + delta < 0) refusals.push(400, 409);
        expectOutcome(this, answer, refusals, 201, () => {
          sameSize(`${this}`, now, size, answer.body.variantId);
          shelfOf(now, size)[params.warehouse] += delta;
          now.moved = true;
        });
      },
    };
  }

  toString(): string {
    const p = this.params;
    return `${p.actor}: stock ${p.mode} ${describeLine(p, true)} in ${p.warehouse}`;
  }
}

interface MoveParams {
  actor: Actor;
  from: Warehouse;
  /** `size`: which of a product's sizes, or one past them its own stock (none in this shop: that line is short). */
  lines: { product: string; size: number; quantity: number }[];
}

/**
 * A stock transfer (docs/screens.md#stock-transfers) from one warehouse to the other, in one step: out
 * of `from` and into the other through the ledger, or refused whole: 403 for Limited Access, 400 for a
 * product that keeps no stock, 409 when a line is short (either when both). A line of a product with
 * sizes moves the size it names, or the product's own stock when it names none
 * (docs/decisions/021-warehouses-and-variants.md); a short size refuses the whole transfer.
 */
class MoveStock extends ShopCommand {
  constructor(readonly params: MoveParams) {
    super();
  }

  check(): boolean {
    return true;
  }

  private get to(): Warehouse {
    return WAREHOUSES.find((warehouse) => warehouse !== this.params.from)!;
  }

  prepare(model: ShopModel): Prepared {
    const { params } = this;
    const to = this.to;
    const lines = params.lines.map((line) => ({ ...line, size: sizeNamed(line.product, line.size, true) }));
    this.sized = hasSizes(params.lines);
    const body = {
      date: model.today,
      fromWarehouse: model.warehouseIds[params.from],
      toWarehouse: model.warehouseIds[to],
      // The transfer form names a size by its id.
      lines: lines.map((line) => {
        const product = productByKey(model, line.product);
        return { product: product.id, ...variantBy(product, line.size, 'id'), quantity: line.quantity };
      }),
      note: '',
    };
    return {
      send: (api) => api.post(params.actor, '/api/stock-transfers', body),
      judge: (current, answer) => {
        const products = lines.map((line) => ({ line, product: productByKey(current, line.product) }));
        const refusals: number[] = [];
        if (limited(current, params.actor)) refusals.push(403);
        else {
          if (products.some(({ product }) => product.type !== 'Standard')) refusals.push(400);
          if (products.some(({ line, product }) => line.quantity > shelfOf(product, line.size)[params.from])) refusals.push(409);
        }
        expectOutcome(this, answer, refusals, 201, () => {
          products.forEach(({ line, product }, index) => {
            sameSize(`${this}: line ${index + 1}`, product, line.size, answer.body.lines[index].variantId);
            const shelf = shelfOf(product, line.size);
            shelf[params.from] -= line.quantity;
            shelf[to] += line.quantity;
            product.moved = true;
          });
        });
      },
    };
  }

  toString(): string {
    const p = this.params;
    return `${p.actor}: move ${p.lines.map((line) => describeLine(line, true)).join(', ')} from ${p.from} to ${this.to}`;
  }
}

type ProductChange = 'price' | 'cost' | 'promotion' | 'future promotion' | 'no promotion' | 'type';
interface ProductParams {
  actor: Actor;
  product: string;
  change: ProductChange;
  amount: number;
}

class EditProduct extends ShopCommand {
  constructor(readonly params: ProductParams) {
    super();
  }

  check(model: Readonly<ShopModel>): boolean {
    return model.products[this.params.product] !== undefined;
  }

  prepare(model: ShopModel): Prepared {
    const { params } = this;
    const before = productByKey(model, params.product);
    const after = structuredClone(before);
    if (params.change === 'price') after.price = Math.max(1, before.price + params.amount);
    if (params.change === 'cost') after.cost = Math.max(1, before.cost + params.amount);
    if (params.change === 'promotion' || params.change === 'future promotion') after.promotion = { price: Math.max(1, before.price - Math.abs(params.amount)), current: params.change === 'promotion' };
    if (params.change === 'no promotion') after.promotion = null;
    if (params.change === 'type') after.type = before.type === 'Standard' ? 'Service' : 'Standard';
    const body = productBodyOf(after, model.today);
    return {
      send: (api) => api.put(params.actor, `/api/products/${before.id}`, body),
      judge: (current, answer) => {
        const now = productByKey(current, params.product);
        const refusals: number[] = [];
        if (limited(current, params.actor)) refusals.push(403);
        else {
          if (after.promotion && after.promotion.price >= after.price) refusals.push(400);
          // docs/money-and-payments.md: a product's type is fixed once it has stock or movements, or is on a
          // sale or purchase line (a line's stock must come back as it was taken).
          const onLines = current.sales.some((sale) => sale.lines.some((line) => line.productKey === params.product)) || current.purchases.some((purchase) => purchase.lines.some((line) => line.productKey === params.product));
          if (after.type !== now.type && (now.moved || WAREHOUSES.some((warehouse) => totalStock(now, warehouse) > 0) || onLines)) refusals.push(400, 409);
        }
        expectOutcome(this, answer, refusals, 200, () => {
          now.price = after.price;
          now.cost = after.cost;
          now.promotion = after.promotion;
          now.type = after.type;
        });
      },
    };
  }

  toString(): string {
    const p = this.params;
    return `${p.actor}: ${p.product} ${p.change}${p.change === 'type' || p.change === 'no promotion' ? '' : ` ${money(p.amount)}`}`;
  }
}

// ---------------------------------------------------------------------------------------------------
// Settings

/** General Setting as GET answers it, to be sent back with one change (docs/api.md: PUT takes what GET answered). */
async function settingsAsRead(api: ShopApi): Promise<Record<string, any>> {
  return api.read('admin', '/api/settings');
}

class ChangeStaffAccess extends ShopCommand {
  constructor(readonly params: { actor: Actor; level: StaffAccess }) {
    super();
  }

  check(): boolean {
    return true;
  }

  prepare(): Prepared {
    const { params } = this;
    return {
      send: async (api) => api.put(params.actor, '/api/settings', { ...(await settingsAsRead(api)), staffAccess: params.level }),
      judge: (current, answer) => {
        expectOutcome(this, answer, isStaff(params.actor) ? [403] : [], 200, () => {
          current.staffAccess = params.level;
        });
      },
    };
  }

  toString(): string {
    return `${this.params.actor}: Staff Access → ${this.params.level}`;
  }
}

interface MethodAccountParams {
  actor: Actor;
  method: AccountMethod;
  /** null: the method's payments go to the default account. */
  account: AccountKey | null;
}

/** General Setting's account of a payment method (docs/money-and-payments.md, each method's account). */
class SetMethodAccount extends ShopCommand {
  constructor(readonly params: MethodAccountParams) {
    super();
  }

  check(): boolean {
    return true;
  }

  prepare(model: ShopModel): Prepared {
    const { params } = this;
    const accountId = params.account ? accountByKey(model, params.account).id : null;
    return {
      send: async (api) => {
        const settings = await settingsAsRead(api);
        return api.put(params.actor, '/api/settings', { ...settings, paymentAccounts: { ...settings.paymentAccounts, [params.method]: accountId } });
      },
      judge: (current, answer) => {
        expectOutcome(this, answer, isStaff(params.actor) ? [403] : [], 200, () => {
          if (params.account) current.methodAccounts[params.method] = params.account;
          else delete current.methodAccounts[params.method];
        });
      },
    };
  }

  toString(): string {
    return `${this.params.actor}: ${this.params.method} payments go to ${this.params.account ?? 'the default account'}`;
  }
}

// ---------------------------------------------------------------------------------------------------
// The offline till (docs/offline-till.md): number blocks, sales made offline kept in the till's outbox,
// delivered late, out of order and sometimes twice

/** The Completed sales of a shift, as its X and Z reports count them (docs/tills-and-shifts.md#shifts). */
function shiftSales(model: Readonly<ShopModel>, shiftId: string): ModelSale[] {
  return model.sales.filter((sale) => sale.shiftId === shiftId && sale.status === 'Completed');
}

const cashOf = (payments: readonly { method: string; amount: number }[]) => payments.filter((payment) => payment.method === 'Cash').reduce((sum, payment) => sum + payment.amount, 0);

/** Cash in a shift's drawer from its sales made offline that have not arrived yet. */
function cashWaiting(model: Readonly<ShopModel>, shiftId: string): number {
  return cashOf(model.outbox.filter((sale) => sale.shiftId === shiftId).flatMap((sale) => sale.payments));
}

const heldBlocks = (model: Readonly<ShopModel>, till: TillKey) => model.blocks.filter((block) => block.till === till && !block.released);

/** The block a till numbers its next sale made offline from: its lowest held block with a number left (docs/offline-till.md#the-till-in-the-browser). */
const blockToNumber = (model: Readonly<ShopModel>, till: TillKey) => heldBlocks(model, till).filter((block) => block.next <= block.last).sort((a, b) => a.first - b.first)[0];

function tallyLocal(kind: string): void {
  (commandTally[kind] ??= { accepted: 0, refused: 0 }).accepted += 1;
}

interface ReserveBlockParams {
  actor: Actor;
  till: TillKey;
  size: number;
  /** The answer was lost: the same key sent again must answer the same block. */
  twice: boolean;
}

/** POST /api/tills/{id}/number-blocks: the next numbers of the till's one series (docs/offline-till.md#receipt-number-blocks). */
class ReserveBlock extends ShopCommand {
  constructor(readonly params: ReserveBlockParams) {
    super();
  }

  check(): boolean {
    return true;
  }

  prepare(model: ShopModel): Prepared {
    const { params } = this;
    const tillId = model.tills[params.till].id;
    const key = randomUUID();
    let again: Answer | null = null;
    const post = (api: ShopApi) => api.post(params.actor, `/api/tills/${tillId}/number-blocks`, { size: params.size }, { 'Idempotency-Key': key });
    return {
      send: async (api) => {
        const first = await post(api);
        if (params.twice) again = await post(api);
        return first;
      },
      judge: (current, answer) => {
        const till = current.tills[params.till];
        const refusals = heldBlocks(current, params.till).length >= 4 ? [409] : [];
        if (again) same(`${this}: its key sent again`, again.status, answer.status);
        expectOutcome(this, answer, refusals, 201, () => {
          const first = till.lastReceipt + 1;
          const last = till.lastReceipt + params.size;
          same(`${this}: the block's first number`, answer.body.first, first);
          same(`${this}: the block's last number`, answer.body.last, last);
          if (again) same(`${this}: the block its key answers again`, again.body._id, answer.body._id);
          till.lastReceipt = last;
          current.blocks.push({ id: answer.body._id, till: params.till, first, last, next: first, released: false });
        });
      },
    };
  }

  toString(): string {
    const p = this.params;
    return `${p.actor}: reserve a block of ${p.size} numbers at ${p.till}${p.twice ? ' (its key sent twice)' : ''}`;
  }
}

interface ReleaseBlockParams {
  actor: Actor;
  pick: number;
  twice: boolean;
}

/**
 * POST /api/number-blocks/{id}/release: each number no arrived sale took is void; a sale of the block still in
 * the outbox takes its number back when it arrives (docs/offline-till.md#receipt-number-blocks).
 */
class ReleaseBlock extends ShopCommand {
  constructor(readonly params: ReleaseBlockParams) {
    super();
  }

  private target(model: Readonly<ShopModel>) {
    return pick(
      model.blocks.filter((block) => !block.released),
      this.params.pick,
    );
  }

  check(model: Readonly<ShopModel>): boolean {
    return this.target(model) !== undefined;
  }

  prepare(model: ShopModel): Prepared {
    const { params } = this;
    const blockId = this.target(model)!.id;
    const key = randomUUID();
    let again: Answer | null = null;
    const post = (api: ShopApi) => api.post(params.actor, `/api/number-blocks/${blockId}/release`, undefined, { 'Idempotency-Key': key });
    return {
      send: async (api) => {
        const first = await post(api);
        if (params.twice) again = await post(api);
        return first;
      },
      judge: (current, answer) => {
        const block = current.blocks.find((candidate) => candidate.id === blockId)!;
        expectOutcome(this, answer, [], 200, () => {
          const used = current.arrived.filter((sale) => sale.blockId === blockId).length;
          same(`${this}: status`, answer.body.status, 'released');
          same(`${this}: numbers sales used`, answer.body.used, used);
          same(`${this}: numbers voided`, answer.body.voided, block.last - block.first + 1 - used);
          if (again) same(`${this}: its key sent again`, JSON.stringify([again.status, again.body._id, again.body.voided]), JSON.stringify([answer.status, answer.body._id, answer.body.voided]));
          block.released = true;
        });
      },
    };
  }

  toString(): string {
    return `${this.params.actor}: release held block #${this.params.pick}${this.params.twice ? ' (its key sent twice)' : ''}`;
  }
}

type OfflinePay = 'Cash' | 'Card' | 'Cheque' | 'Paypal' | 'Card+Cash';

interface OfflineSaleParams {
  actor: Actor;
  /** Which of the tills that can sell offline now (taken modulo them). */
  till: number;
  customer: 'walkIn' | 'ali';
  lines: LinePlan[];
  orderTaxRate: number;
  discount: number;
  shipping: number;
  coupon: number;
  pay: OfflinePay;
}

/**
 * A sale the till makes while the server does not answer (docs/offline-till.md#the-till-in-the-browser): numbered
 * from its lowest block, priced by the till as the server prices it, paid in full, and kept in the outbox. Nothing
 * is sent: the goods and the cash are gone, and the shop's books count them when the sale arrives (DeliverOffline).
 */
class MakeOfflineSale extends ShopCommand {
  constructor(readonly params: OfflineSaleParams) {
    super();
  }

  /** A till that can sell offline now: a shift open and a number left in a held block. */
  private till(model: Readonly<ShopModel>): TillKey | undefined {
    return pick(
      (['till1', 'till2'] as const).filter((key) => model.tills[key].shift !== null && blockToNumber(model, key) !== undefined),
      this.params.till,
    );
  }

  check(model: Readonly<ShopModel>): boolean {
    return this.till(model) !== undefined;
  }

  prepare(): Prepared {
    throw new Error('a sale made offline is kept on the till; DeliverOffline sends it');
  }

  override async run(model: ShopModel): Promise<void> {
    const { params } = this;
    const tillKey = this.till(model)!;
    const till = model.tills[tillKey];
    const block = blockToNumber(model, tillKey)!;
    this.sized = hasSizes(params.lines);
    const lines = priceLines(
      model,
      params.lines.map((line) => ({ ...line, size: sizeNamed(line.product, line.size) })),
    );
    const subtotals = lines.map((line) => line.subtotal);
    // A till takes no sale below 0.00: the coupon and the discount take at most what there is.
    const before = Math.max(0, orderTotals(subtotals, params.orderTaxRate, 0, params.shipping).grandTotal);
    const coupon = Math.min(params.coupon, before);
    const discount = Math.min(params.discount, before - coupon);
    const totals = orderTotals(subtotals, params.orderTaxRate, discount + coupon, params.shipping);
    const plans: PaymentPlan[] = params.pay === 'Card+Cash' ? [{ method: 'Card', share: 'half', account: null }, { method: 'Cash', share: 'rest', account: null }] : [{ method: params.pay, share: 'all', account: null }];
    const payments = planPayments(model, plans, totals.grandTotal).map((payment) => ({ method: payment.method as AccountMethod, amount: payment.amount }));
    const customer = model.customers[params.customer]!;
    const clientId = randomUUID();
    const number = block.next;
    block.next += 1;
    model.outbox.push({
      clientId,
      key: randomUUID(),
      actor: params.actor,
      till: tillKey,
      blockId: block.id,
      number,
      shiftId: till.shift!.id,
      customerKey: params.customer,
      warehouse: till.warehouse,
      body: {
        till: till.id,
        customer: customer.id,
        warehouse: till.warehouse,
        biller: 'Main Biller',
        orderTax: params.orderTaxRate / 1000,
        orderDiscount: discount / 100,
        shippingCost: params.shipping / 100,
        coupon: coupon / 100,
        saleStatus: 'Completed',
        source: 'pos',
        // The price the till charged on each line (docs/offline-till.md#sales-made-offline).
        products: lines.map((line) => {
          const product = productByKey(model, line.product);
          return { _id: product.id, ...variantBy(product, line.size, 'itemCode'), quantity: line.quantity, unitPrice: line.unitPrice / 100, discount: line.discount / 100 };
        }),
        payments: payments.map((payment) => ({ method: payment.method, amount: payment.amount / 100 })),
        offline: { clientId, block: block.id, number, madeAt: new Date().toISOString(), shift: till.shift!.id },
      },
      lines: lines.map((line) => ({ product: line.product, size: line.size, quantity: line.quantity, unitPrice: line.unitPrice, discount: line.discount, net: line.net, tax: line.tax, subtotal: line.subtotal })),
      orderTaxRate: params.orderTaxRate,
      orderTax: totals.orderTax,
      discount,
      coupon,
      shipping: params.shipping,
      total: totals.total,
      grandTotal: totals.grandTotal,
      payments,
    });
    tallyLocal(`MakeOfflineSale${this.sized ? ' (sizes)' : ''}`);
  }

  toString(): string {
    const p = this.params;
    const lines = p.lines.map((line) => `${describeLine(line)}${line.discount ? ` −${money(line.discount)}` : ''}`).join(', ');
    const charges = [p.orderTaxRate ? `tax ${p.orderTaxRate / 1000}%` : '', p.discount ? `discount ${money(p.discount)}` : '', p.shipping ? `shipping ${money(p.shipping)}` : '', p.coupon ? `coupon ${money(p.coupon)}` : ''].filter(Boolean).join(' ');
    return `${p.actor}: offline sale at open till #${p.till} to ${p.customer} [${lines}] ${charges} paid ${p.pay}`.replace(/ +/g, ' ');
  }
}

/** The answers to a sale made offline sent again must be that one sale (docs/offline-till.md#sales-made-offline). */
function sameOfflineSale(what: string, answer: Answer, clientId: string, reference: string): void {
  if (answer.status !== 200 && answer.status !== 201) throw new Disagreement(`${what}: expected the sale again, got ${explain(answer)}`);
  same(`${what}: the sale`, answer.body._id, clientId);
  same(`${what}: its receipt`, answer.body.reference, reference);
}

/**
 * A sale made offline arrives: numbered as made, dated the day it was made, its stock taken whatever the books held
 * (each level it took below 0 a shortfall), its payments booked at its till, and counted in the shift it was made
 * in; a shift already closed has its Z figures, expected cash and variance reckoned again, and a variance already
 * posted gets the difference posted (docs/offline-till.md#stock-short, docs/offline-till.md#shifts).
 */
function arrive(current: ShopModel, entry: OutboxSale, answer: Answer, what: string): void {
  const till = current.tills[entry.till];
  if (current.outbox[0]?.clientId !== entry.clientId) tallyLocal('offline sale arrived before an older one');
  if (current.blocks.find((block) => block.id === entry.blockId)!.released) tallyLocal('offline sale arrived after its block was released');
  current.outbox = current.outbox.filter((candidate) => candidate.clientId !== entry.clientId);
  current.arrived.push(entry);
  same(`${what}: dated`, answer.body.date, current.today);
  sameMoney(`${what}: grand total`, answer.body.grandTotal, entry.grandTotal);
  const sale: ModelSale = {
    id: entry.clientId,
    reference: receiptNumber(till, entry.number),
    createdBy: entry.actor,
    customerKey: entry.customerKey,
    warehouse: entry.warehouse,
    source: 'pos',
    status: 'Completed',
    lines: modelLinesOf(entry.lines, answer.body.products, current),
    orderTaxRate: entry.orderTaxRate,
    orderTax: entry.orderTax,
    discount: entry.discount,
    coupon: entry.coupon,
    shipping: entry.shipping,
    total: entry.total,
    grandTotal: entry.grandTotal,
    paidIn: 0,
    givenBack: 0,
    returned: 0,
    hasReturns: false,
    shiftId: entry.shiftId,
  };
  entry.lines.forEach((line, index) => sameSize(`${what}: line ${index + 1}`, productByKey(current, line.product), line.size, answer.body.products[index].variantId));
  takeStock(current, sale);
  const taken = new Map<string, { productKey: string; size: string | null; quantity: number }>();
  for (const line of sale.lines) {
    if (line.stockTaken === 0) continue;
    const key = shelfKey(line.productKey, line.size);
    const shelf = taken.get(key) ?? { productKey: line.productKey, size: line.size, quantity: 0 };
    shelf.quantity += line.stockTaken;
    taken.set(key, shelf);
  }
  for (const shelf of taken.values()) {
    const after = shelfOf(productByKey(current, shelf.productKey), shelf.size)[sale.warehouse];
    if (after < 0) tallyLocal('offline sale arrived short of stock');
    if (after < 0) current.shortfalls.push({ saleId: sale.id, productKey: shelf.productKey, size: shelf.size, warehouse: sale.warehouse, short: Math.min(shelf.quantity, -after), onHandAfter: after, resolved: false });
  }
  bookPayments(
    current,
    sale,
    entry.payments.map((payment) => ({ method: payment.method, amount: payment.amount, account: accountAtTill(current, till, payment.method), sentAccount: null })),
    entry.actor,
  );
  current.sales.push(sale);
  const cash = cashOf(entry.payments);
  if (till.shift?.id === entry.shiftId) {
    till.shift.cashTaken += cash;
    return;
  }
  const closed = current.closedShifts.find((shift) => shift.id === entry.shiftId)!;
  tallyLocal(`offline sale arrived after its shift was counted (${closed.status})`);
  closed.cashTaken += cash;
  closed.salesCount += 1;
  closed.salesTotal += sale.grandTotal;
  const variance = closed.counted - expectedCash(closed);
  if (closed.status === 'closed') postVariance(current, till.cashAccount, variance - closed.variance, entry.actor);
  else current.awaitingCounts.find((waiting) => waiting.shiftId === closed.id)!.variance = variance;
  closed.variance = variance;
}

type Again = 'once' | 'same key after' | 'new key after' | 'same key at once' | 'new key at once';

interface DeliverParams {
  /** Which waiting sales, in this order (each taken modulo what still waits). */
  picks: number[];
  /** The first of them sent again: after its answer (lost), or at the same moment (a second tab's sender). */
  again: Again;
  /** Who sends it again under a new key (after a sign-in as someone else). */
  other: Actor;
}

/** One waiting sale sent, perhaps twice: the shop must hold it once, whichever answer counts. */
function prepareDelivery(command: ShopCommand, model: ShopModel, pickIndex: number, again: Again, other: Actor): Prepared {
  const entry = pick(model.outbox, pickIndex)!;
  const clientId = entry.clientId;
  const reference = receiptNumber(model.tills[entry.till], entry.number);
  const echoes: Answer[] = [];
  const post = (api: ShopApi, actor: Actor, key: string) => api.post(actor, '/api/sales', entry.body, { 'Idempotency-Key': key });
  return {
    send: async (api) => {
      if (again === 'once') return post(api, entry.actor, entry.key);
      const secondKey = again.startsWith('same key') ? entry.key : randomUUID();
      if (again.endsWith('at once')) {
        const [first, second] = await Promise.all([post(api, entry.actor, entry.key), post(api, entry.actor, secondKey)]);
        echoes.push(second);
        return first;
      }
      const first = await post(api, entry.actor, entry.key);
      echoes.push(await post(api, again === 'same key after' ? entry.actor : other, secondKey));
      return first;
    },
    judge: (current, answer) => {
      const what = `${command}: ${reference}`;
      const waiting = current.outbox.find((candidate) => candidate.clientId === clientId);
      for (const echo of echoes) {
        sameOfflineSale(`${what} sent again (${again})`, echo, clientId, reference);
        tallyLocal(`offline sale sent again: ${again}`);
      }
      // Raced by another delivery of the same sale that counted first: this answer is that sale, nothing more.
      if (!waiting) return sameOfflineSale(what, answer, clientId, reference);
      expectOutcome(command, answer, [], 201, () => {
        sameOfflineSale(what, answer, clientId, reference);
        arrive(current, waiting, answer, what);
      });
    },
  };
}

/** The till's sender sends some of its waiting sales, in the order drawn (late and out of order). */
class DeliverOffline extends ShopCommand {
  constructor(readonly params: DeliverParams) {
    super();
  }

  check(model: Readonly<ShopModel>): boolean {
    return model.outbox.length > 0;
  }

  /** The first pick alone (two commands at once): AtOnce sends it. */
  prepare(model: ShopModel): Prepared {
    return prepareDelivery(this, model, this.params.picks[0]!, this.params.again, this.params.other);
  }

  override async run(model: ShopModel, shop: Shop): Promise<void> {
    for (const [index, pickIndex] of this.params.picks.entries()) {
      if (model.outbox.length === 0) break;
      const prepared = prepareDelivery(this, model, pickIndex, index === 0 ? this.params.again : 'once', this.params.other);
      prepared.judge(model, await prepared.send(shop.api));
    }
    await compareWithShop(model, shop.api);
  }

  toString(): string {
    const p = this.params;
    return `deliver waiting offline sales #${p.picks.join(', #')}${p.again === 'once' ? '' : `, the first again (${p.again}${p.again === 'new key after' ? ` by ${p.other}` : ''})`}`;
  }
}

type Resend = 'same key' | 'new key' | 'another sale';

/**
 * A sale that arrived is sent again (its answer was lost, or the key was): the same sale answers and nothing is
 * written. Another sale with its number (a till's fault) is a 409, and nothing is written.
 */
class ResendOffline extends ShopCommand {
  constructor(readonly params: { pick: number; how: Resend; actor: Actor }) {
    super();
  }

  check(model: Readonly<ShopModel>): boolean {
    return model.arrived.length > 0;
  }

  prepare(model: ShopModel): Prepared {
    const { params } = this;
    const entry = pick(model.arrived, params.pick)!;
    const reference = receiptNumber(model.tills[entry.till], entry.number);
    const offline = entry.body.offline as Record<string, unknown>;
    const body = params.how === 'another sale' ? { ...entry.body, offline: { ...offline, clientId: randomUUID() } } : entry.body;
    const actor = params.how === 'same key' ? entry.actor : params.actor;
    const key = params.how === 'same key' ? entry.key : randomUUID();
    return {
      send: (api) => api.post(actor, '/api/sales', body, { 'Idempotency-Key': key }),
      judge: (_current, answer) => {
        if (params.how === 'another sale') return expectOutcome(this, answer, [409], 201, () => {});
        expectOutcome(this, answer, [], answer.status === 200 ? 200 : 201, () => sameOfflineSale(`${this}`, answer, entry.clientId, reference));
      },
    };
  }

  toString(): string {
    const p = this.params;
    return `${p.how === 'same key' ? 'the till' : p.actor}: send arrived offline sale #${p.pick} again (${p.how})`;
  }
}

/** The owner marks a shortfall resolved after counting the shelf (docs/offline-till.md#stock-short). */
class ResolveShortfall extends ShopCommand {
  constructor(readonly params: { actor: Actor; pick: number }) {
    super();
  }

  private target(model: Readonly<ShopModel>) {
    return pick(
      model.shortfalls.filter((shortfall) => !shortfall.resolved),
      this.params.pick,
    );
  }

  check(model: Readonly<ShopModel>): boolean {
    return this.target(model) !== undefined;
  }

  prepare(model: ShopModel): Prepared {
    const target = this.target(model)!;
    const product = productByKey(model, target.productKey);
    const variantId = sizeOf(product, target.size)?.id ?? null;
    const matches = (row: any) => row.saleId === target.saleId && row.productId === product.id && row.variantId === variantId;
    return {
      send: async (api) => {
        const row = ((await api.read('admin', '/api/stock-shortfalls?pageSize=1000')) as any[]).find(matches);
        if (!row) throw new Disagreement(`${this}: the shortfall of ${product.name} on ${target.saleId} is not listed`);
        return api.post(this.params.actor, `/api/stock-shortfalls/${row._id}/resolve`, undefined);
      },
      judge: (current, answer) => {
        const refusals = limited(current, this.params.actor) ? [403] : [];
        expectOutcome(this, answer, refusals, 200, () => {
          same(`${this}: resolved`, answer.body.resolvedAt !== null, true);
          current.shortfalls.find((shortfall) => shortfall.saleId === target.saleId && shortfall.productKey === target.productKey && shortfall.size === target.size)!.resolved = true;
        });
      },
    };
  }

  toString(): string {
    return `${this.params.actor}: resolve open shortfall #${this.params.pick}`;
  }
}

// ---------------------------------------------------------------------------------------------------
// Two at once

/** Two commands sent together: the shop must end as if they ran one after the other, in some order. */
class AtOnce extends ShopCommand {
  constructor(readonly first: ShopCommand, readonly second: ShopCommand) {
    super();
  }

  check(model: Readonly<ShopModel>): boolean {
    // An edit writes a sale's lines anew, so a return racing it names a line that may be gone: the
    // model cannot say which sale the return meets, so that pair is not sent together.
    const kinds = [this.first, this.second].map((command) => command.constructor);
    if (kinds.includes(EditSale) && kinds.includes(ReturnGoods)) return false;
    return this.first.check(model) && this.second.check(model);
  }

  prepare(): Prepared {
    throw new Error('AtOnce runs itself');
  }

  override async run(model: ShopModel, shop: Shop): Promise<void> {
    const first = this.first.prepare(model);
    const second = this.second.prepare(model);
    const [a, b] = await Promise.all([first.send(shop.api), second.send(shop.api)]);
    const orders: [Prepared, Answer, Prepared, Answer][] = [
      [first, a, second, b],
      [second, b, first, a],
    ];
    const problems: string[] = [];
    const before = structuredClone(model);
    for (const [one, oneAnswer, two, twoAnswer] of orders) {
      const trial = structuredClone(before);
      try {
        one.judge(trial, oneAnswer);
        two.judge(trial, twoAnswer);
        await compareWithShop(trial, shop.api);
        Object.assign(model, trial);
        return;
      } catch (error) {
        if (!(error instanceof Disagreement)) throw error;
        problems.push((error as Error).message);
      }
    }
    throw new Disagreement(`no order of the two explains the answers: ${problems.join(' | ')}`);
  }

  toString(): string {
    return `at once { ${this.first.toString()} || ${this.second.toString()} }`;
  }
}

// ---------------------------------------------------------------------------------------------------
// Arbitraries

const actor = fc.constantFrom<Actor>('admin', 'staffA', 'staffB');
const productKey = fc.constantFrom('laptop', 'mouse', 'cable', 'repair', 'shirt', 'shirt');
/** A size drawn as a number: sizeNamed takes it modulo the product's sizes (and own stock, where a line may name it). */
const sizeDraw = fc.nat(11);
const warehouse = fc.constantFrom<Warehouse>('Main', 'Main', 'Secondary');
const accountMethod = fc.constantFrom<AccountMethod>('Cash', 'Cash', 'Card', 'Paypal', 'Cheque');
const accountKey = fc.constantFrom<AccountKey>(...ACCOUNT_KEYS);
const cents = (max: number) => fc.integer({ min: 0, max });

const paymentPlans: fc.Arbitrary<PaymentPlan[]> = fc.oneof(
  fc.constant<PaymentPlan[]>([]),
  fc.tuple(accountMethod, fc.constantFrom<Share>('all', 'half', 'over')).map(([method, share]) => [{ method, share, account: null }]),
  // The split of the defect: card for part, cash for the rest, each to its own account.
  fc.tuple(fc.constantFrom<PaymentMethod>('Card', 'Paypal', 'Deposit'), accountMethod, fc.option(accountKey, { freq: 4 })).map(([firstMethod, secondMethod, account]) => [
    { method: firstMethod, share: 'half' as Share, account: firstMethod === 'Deposit' ? null : account },
    { method: secondMethod, share: 'rest' as Share, account: null },
  ]),
  fc.constant<PaymentPlan[]>([{ method: 'Deposit', share: 'all', account: null }]),
);

const saleArbitrary = fc
  .record({
    actor,
    source: fc.constantFrom<'sale' | 'pos'>('sale', 'pos'),
    customer: fc.constantFrom<'walkIn' | 'ali'>('walkIn', 'ali'),
    warehouse,
    lines: fc.uniqueArray(fc.record({ product: productKey, size: sizeDraw, quantity: fc.integer({ min: 1, max: 3 }), discount: fc.oneof(fc.constant(0), cents(500)) }), {
      minLength: 1,
      maxLength: 3,
      selector: (line) => line.product,
    }),
    orderTaxRate: fc.constantFrom(0, 0, 5_000, 10_000, 8_875),
    discount: fc.oneof(fc.constant(0), cents(1000)),
    shipping: fc.oneof(fc.constant(0), cents(800)),
    coupon: fc.oneof(fc.constant(0), cents(300)),
    free: fc.constantFrom(false, false, false, false, false, false, false, true),
    draft: fc.constantFrom(false, false, false, true),
    payments: paymentPlans,
  })
  .map((params) => new AddSale(params));

const editArbitrary = fc
  .record({
    actor,
    pick: fc.nat(50),
    change: fc.constantFrom<SaleChange>('more', 'less', 'complete', 'cancel', 'pay', 'pay'),
    payment: fc.record({ method: fc.constantFrom<PaymentMethod>('Cash', 'Card', 'Deposit'), share: fc.constantFrom<Share>('all', 'half', 'over'), account: fc.constant(null) }),
    claimPaid: fc.boolean(),
  })
  .map((params) => new EditSale(params));

const returnArbitrary = fc
  .record({
    actor,
    pick: fc.nat(50),
    line: fc.nat(3),
    all: fc.boolean(),
    restock: fc.boolean(),
    mode: fc.constantFrom<ReturnMode>('refund', 'refund', 'credit', 'split', 'none'),
    method: accountMethod,
  })
  .map((params) => new ReturnGoods(params));

const purchaseArbitrary = fc
  .record({
    actor,
    warehouse,
    status: fc.constantFrom<'Received' | 'Pending'>('Received', 'Received', 'Pending'),
    lines: fc.uniqueArray(fc.record({ product: productKey, size: sizeDraw, quantity: fc.integer({ min: 1, max: 5 }), cost: fc.integer({ min: 100, max: 20_000 }), discount: fc.oneof(fc.constant(0), cents(500)) }), {
      minLength: 1,
      maxLength: 3,
      selector: (line) => line.product,
    }),
    orderTaxRate: fc.constantFrom(0, 5_000, 10_000),
    discount: fc.oneof(fc.constant(0), cents(2000)),
    shipping: fc.oneof(fc.constant(0), cents(1500)),
    free: fc.constantFrom(false, false, false, false, false, false, false, true),
  })
  .map((params) => new AddPurchase(params));

const receiveArbitrary = fc.record({ actor, pick: fc.nat(20) }).map((params) => new ReceivePurchase(params));

const payPurchaseArbitrary = fc
  .record({ actor: fc.constantFrom<Actor>('admin', 'admin', 'staffA'), pick: fc.nat(20), share: fc.constantFrom<'half' | 'all' | 'over'>('half', 'all', 'over'), account: accountKey, method: accountMethod })
  .map((params) => new PaySupplier(params));

const transferArbitrary = fc
  .record({ actor: fc.constantFrom<Actor>('admin', 'admin', 'staffB'), from: accountKey, to: accountKey, amount: fc.integer({ min: 1, max: 25_000 }) })
  .map((params) => new Transfer(params));

const depositArbitrary = fc.record({ actor, amount: fc.integer({ min: 100, max: 30_000 }), method: accountMethod }).map((params) => new AddDeposit(params));

const adjustArbitrary = fc
  .record({ actor, product: productKey, size: sizeDraw, warehouse, mode: fc.constantFrom<'count' | 'add' | 'remove'>('count', 'add', 'remove'), quantity: fc.integer({ min: 0, max: 6 }) })
  .map((params) => new AdjustStock({ ...params, quantity: params.mode === 'count' ? params.quantity : Math.max(1, params.quantity) }));

const moveArbitrary = fc
  .record({
    actor,
    from: warehouse,
    lines: fc.uniqueArray(fc.record({ product: productKey, size: sizeDraw, quantity: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: 2, selector: (line) => line.product }),
  })
  .map((params) => new MoveStock(params));

const productArbitrary = fc
  .record({
    actor,
    product: productKey,
    change: fc.constantFrom<ProductChange>('price', 'cost', 'promotion', 'future promotion', 'no promotion', 'type'),
    amount: fc.integer({ min: -500, max: 1500 }).filter((amount) => amount !== 0),
  })
  .map((params) => new EditProduct(params));

const staffAccessArbitrary = fc
  .record({ actor: fc.constantFrom<Actor>('admin', 'admin', 'admin', 'staffA'), level: fc.constantFrom<StaffAccess>('All Records', 'Own Records', 'Limited Access') })
  .map((params) => new ChangeStaffAccess(params));

const methodAccountArbitrary = fc
  .record({ actor: fc.constantFrom<Actor>('admin', 'admin', 'admin', 'staffB'), method: accountMethod, account: fc.option(accountKey, { freq: 4 }) })
  .map((params) => new SetMethodAccount(params));

const deleteSaleArbitrary = fc.record({ actor: fc.constantFrom<Actor>('admin', 'admin', 'staffB'), pick: fc.nat(50) }).map((params) => new DeleteSale(params));
const deleteTransferArbitrary = fc.record({ pick: fc.nat(20) }).map((params) => new DeleteTransfer(params));
const deleteReturnArbitrary = fc.record({ actor: fc.constantFrom<Actor>('admin', 'admin', 'staffA'), pick: fc.nat(20) }).map((params) => new DeleteReturn(params));
const tillKey = fc.constantFrom<TillKey>('till1', 'till1', 'till2');
const openShiftArbitrary = fc.record({ actor, till: tillKey, float: fc.constantFrom(0, 5_000, 10_000, 12_345) }).map((params) => new OpenShift(params));
const tillCashArbitrary = fc
  .record({ actor, till: tillKey, direction: fc.constantFrom<'in' | 'out'>('in', 'out', 'out'), amount: fc.integer({ min: 1, max: 15_000 }) })
  .map((params) => new TillCash(params));
const closeShiftArbitrary = fc
  .record({ actor, till: tillKey, off: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: -2_000, max: 2_000 })) })
  .map((params) => new CloseShift(params));
const confirmCountArbitrary = fc.record({ actor: fc.constantFrom<Actor>('admin', 'admin', 'staffB'), pick: fc.nat(5) }).map((params) => new ConfirmCount(params));

const reserveBlockArbitrary = fc.record({ actor, till: tillKey, size: fc.integer({ min: 1, max: 4 }), twice: fc.boolean() }).map((params) => new ReserveBlock(params));
const releaseBlockArbitrary = fc.record({ actor, pick: fc.nat(7), twice: fc.boolean() }).map((params) => new ReleaseBlock(params));
const offlineSaleArbitrary = fc
  .record({
    actor,
    till: fc.nat(2),
    customer: fc.constantFrom<'walkIn' | 'ali'>('walkIn', 'walkIn', 'ali'),
    lines: fc.uniqueArray(fc.record({ product: productKey, size: sizeDraw, quantity: fc.integer({ min: 1, max: 3 }), discount: fc.oneof(fc.constant(0), fc.constant(0), cents(500)) }), {
      minLength: 1,
      maxLength: 3,
      selector: (line) => line.product,
    }),
    orderTaxRate: fc.constantFrom(0, 0, 5_000, 8_875),
    discount: fc.oneof(fc.constant(0), fc.constant(0), cents(1000)),
    shipping: fc.oneof(fc.constant(0), fc.constant(0), cents(800)),
    coupon: fc.oneof(fc.constant(0), fc.constant(0), cents(300)),
    pay: fc.constantFrom<OfflinePay>('Cash', 'Cash', 'Card', 'Cheque', 'Paypal', 'Card+Cash'),
  })
  .map((params) => new MakeOfflineSale(params));
const deliverArbitrary = fc
  .record({
    picks: fc.array(fc.nat(9), { minLength: 1, maxLength: 3 }),
    again: fc.constantFrom<Again>('once', 'once', 'once', 'same key after', 'new key after', 'same key at once', 'new key at once'),
    other: actor,
  })
  .map((params) => new DeliverOffline(params));
const resendArbitrary = fc.record({ pick: fc.nat(9), how: fc.constantFrom<Resend>('same key', 'new key', 'another sale'), actor }).map((params) => new ResendOffline(params));
const resolveShortfallArbitrary = fc.record({ actor: fc.constantFrom<Actor>('admin', 'admin', 'staffA'), pick: fc.nat(5) }).map((params) => new ResolveShortfall(params));

/**
 * Commands that may race: checkouts, edits, returns, transfers, deposits, supplier payments, and at a till its
 * number blocks reserved and released, a sale made offline arriving and the shift's close (the till back online
 * while the cashier counts at another browser, docs/offline-till.md#shifts).
 */
const racing = fc.oneof(
  saleArbitrary,
  saleArbitrary,
  editArbitrary,
  returnArbitrary,
  transferArbitrary,
  depositArbitrary,
  payPurchaseArbitrary,
  tillCashArbitrary,
  reserveBlockArbitrary,
  releaseBlockArbitrary,
  deliverArbitrary,
  deliverArbitrary,
  closeShiftArbitrary,
);
const atOnceArbitrary = fc.tuple(racing, racing).map(([first, second]) => new AtOnce(first, second));

export const shopCommands: fc.Arbitrary<fc.AsyncCommand<ShopModel, Shop>>[] = [
  saleArbitrary,
  saleArbitrary,
  saleArbitrary,
  editArbitrary,
  editArbitrary,
  returnArbitrary,
  returnArbitrary,
  deleteSaleArbitrary,
  depositArbitrary,
  purchaseArbitrary,
  purchaseArbitrary,
  receiveArbitrary,
  payPurchaseArbitrary,
  transferArbitrary,
  deleteTransferArbitrary,
  adjustArbitrary,
  // Transfers three times as often as the other stock commands: each names a size, a plain product or a
  // product's own stock, and the refusals (short, a service, Limited Access) take many of them.
  moveArbitrary,
  moveArbitrary,
  moveArbitrary,
  productArbitrary,
  staffAccessArbitrary,
  methodAccountArbitrary,
  methodAccountArbitrary,
  deleteReturnArbitrary,
  openShiftArbitrary,
  tillCashArbitrary,
  closeShiftArbitrary,
  confirmCountArbitrary,
  atOnceArbitrary,
  // The offline till: blocks reserved early and often enough that sales made offline have numbers; the sales
  // arrive some commands later, out of order, some after their shift was counted.
  reserveBlockArbitrary,
  reserveBlockArbitrary,
  releaseBlockArbitrary,
  offlineSaleArbitrary,
  offlineSaleArbitrary,
  offlineSaleArbitrary,
  deliverArbitrary,
  deliverArbitrary,
  deliverArbitrary,
  deliverArbitrary,
  resendArbitrary,
  resolveShortfallArbitrary,
];
