/**
 * The POS's writes and reads of sales and customers: a checkout (POST /api/sales with its
 * Idempotency-Key), a draft (a Pending sale) and its completion (PUT), one sale, this cashier's
 * latest POS sales, the customer choices and a new customer, a customer's deposit balance, and the
 * accounts a payment goes into. Minor units become wire amounts here.
 */
import { parseMoney, toWire, type Minor } from '../../domain/money';
import { percentToWire, type Percent } from '../../domain/percent';
import type { Sale, SaleRow } from '../../domain/sales.schemas';
import { callRoute, readRoute } from '../common/api-client';
import { answerOf, type ApiResult } from '../common/http';
import type { NamedOption } from './pos-catalog';

export type PaymentMethod = 'Cash' | 'Card' | 'Paypal' | 'Cheque' | 'GiftCard' | 'Deposit';

export interface PosPayment {
  method: PaymentMethod;
  amount: Minor;
  /** Where the money goes; null: the default account (and always for Deposit). */
  accountId: string | null;
  /** Cash handed over. */
  received?: Minor;
  /** A cheque's or gift card's number. */
  methodNumber?: string;
}

export interface PosSaleLine {
  productId: string;
  name: string;
  code: string;
  variant: string | null;
  quantity: number;
  unitPrice: Minor;
  subtotal: Minor;
}

/** A sale as the till sends it. */
export interface PosSaleBody {
  /** The till it is sold at: within its open shift, numbered in its series (docs/tills-and-shifts.md). */
  tillId: string;
  customerId: string;
  warehouseId: string;
  billerId: string;
  status: 'Completed' | 'Pending';
  lines: PosSaleLine[];
  taxRate: Percent;
  discount: Minor;
  coupon: Minor;
  shipping: Minor;
  grandTotal: Minor;
  payments: PosPayment[];
}

/** The sale as POST /api/sales reads it: wire amounts, the server's field names. */
export function wireBody(body: PosSaleBody) {
  return {
    till: body.tillId,
    customer: body.customerId,
    warehouse: body.warehouseId,
    biller: body.billerId,
    source: 'pos',
    saleStatus: body.status,
    orderTax: percentToWire(body.taxRate),
    orderDiscount: toWire(body.discount),
    coupon: toWire(body.coupon),
    shippingCost: toWire(body.shipping),
    products: body.lines.map((line) => ({
      _id: line.productId,
      productName: line.name,
      productCode: line.code,
      quantity: line.quantity,
      unitPrice: toWire(line.unitPrice),
      variant: line.variant,
      subTotal: toWire(line.subtotal),
    })),
    totalAmount: toWire(body.grandTotal),
    payments: body.payments.map((payment) => ({
      method: payment.method,
      amount: toWire(payment.amount),
      ...(payment.method !== 'Deposit' && payment.accountId ? { accountId: payment.accountId } : {}),
      ...(payment.received !== undefined ? { received: toWire(payment.received) } : {}),
      ...(payment.methodNumber ? { methodNumber: payment.methodNumber } : {}),
    })),
  };
}

/**
 * POST /api/sales, or PUT of the resumed draft it completes in place, with the cart's idempotency
 * key: sent again after a lost answer, it answers what the first request made and pays nothing
 * twice (docs/tills-and-shifts.md#edits-of-a-tills-sale). The till takes a new key for each draft
 * it resumes and keeps it through the retries of the same sale.
 */
export function submitPosSale(input: { key: string; draftId: string | null; body: PosSaleBody }, signal?: AbortSignal): Promise<ApiResult<Sale>> {
  const headers = { 'Idempotency-Key': input.key };
  if (!input.draftId) return callRoute('POST /api/sales', { json: wireBody(input.body), headers, signal });
  return callRoute('PUT /api/sales/:id', { params: { id: input.draftId }, json: wireBody(input.body), headers, signal });
}

export const readPosSale = (id: string, signal?: AbortSignal): Promise<ApiResult<Sale>> => callRoute('GET /api/sales/:id', { params: { id }, signal });

/** How many of the latest sales and drafts Recent transaction lists. */
const RECENT_COUNT = 10;

/** This cashier's latest POS sales and drafts, newest first. */
export const recentPosSales = (signal?: AbortSignal): Promise<ApiResult<SaleRow[]>> =>
  callRoute('GET /api/sales', { query: { source: 'pos', mine: 1, page: 1, pageSize: RECENT_COUNT }, signal });

export interface TillCustomer extends NamedOption {
  isWalkIn: boolean;
}

export const customerChoices = (signal?: AbortSignal): Promise<ApiResult<TillCustomer[]>> =>
  answerOf(async () => {
    const rows = await readRoute('GET /api/customers/choices', { signal });
    return rows.map((row) => ({ id: row._id, name: row.name, isWalkIn: row.isWalkIn }));
  });

export interface NewCustomer {
  name: string;
  phone: string;
  address: string;
  city: string;
}

export const addCustomer = (body: NewCustomer, signal?: AbortSignal): Promise<ApiResult<TillCustomer>> =>
  answerOf(async () => {
    const customer = await readRoute('POST /api/customers', { json: body, signal });
    return { id: customer._id, name: customer.name, isWalkIn: customer.isWalkIn };
  });

/** What a customer may still pay from their deposit. */
export const customerDepositBalance = (id: string, signal?: AbortSignal): Promise<ApiResult<Minor>> =>
  answerOf(async () => parseMoney((await readRoute('GET /api/customers/:id', { params: { id }, signal })).depositBalance));

/** An account a payment may go into; the default one is where a method without its own account pays. */
export interface PaymentAccountOption extends NamedOption {
  isDefault: boolean;
}

export const paymentAccounts = (signal?: AbortSignal): Promise<ApiResult<PaymentAccountOption[]>> =>
  answerOf(async () => {
    const rows = await readRoute('GET /api/accounts/picker', { signal });
    return rows.map((row) => ({ id: row._id, name: row.accountNumber ? `${row.name} (${row.accountNumber})` : row.name, isDefault: row.isDefault }));
  });
