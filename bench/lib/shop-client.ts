/**
 * What the checkout, purchase and POS benches ask of a running ShopDesk over HTTP: timed JSON
 * requests, the POS's own product read, a POS cart priced as the till prices it, and stock topped up
 * by a received purchase (stock moves only through the server's ledger).
 */
import { posItemFrom } from '../../src/api/pos/pos-catalog';
import type { PosItem } from '../../src/api/pos/pos-item';
import type { CalendarDate } from '../../src/domain/calendar-date';
import { toWire, ZERO } from '../../src/domain/money';
import { NO_PERCENT } from '../../src/domain/percent';
import type { PosProduct } from '../../src/domain/pos.schemas';
import { lineKey, lineUnitPrice, priceCart } from '../../src/machines/pos/pos-cart.machine';

/** The generated catalog's codes: BN-000001 … BN-100000 (bench/seed/catalog.ts). */
export const benchCode = (index: number) => `BN-${String(index).padStart(6, '0')}`;
export const BENCH_WAREHOUSE = 'Main';
export const BENCH_CUSTOMER = 'Walk-in Customer';
export const BENCH_BILLER = 'Main Biller';

export interface Answer {
  status: number;
  json: any;
  ms: number;
}

export async function request(baseUrl: string, token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: response.status, json, ms };
}

export async function expectOk(answer: Promise<Answer>, what: string): Promise<any> {
  const result = await answer;
  if (result.status < 200 || result.status >= 300) throw new Error(`${what} answered ${result.status}: ${JSON.stringify(result.json).slice(0, 300)}`);
  return result.json;
}

/** The products as the POS reads a scanned code (GET /api/pos/products/by-code), in order. */
export async function posItems(baseUrl: string, token: string, codes: string[]): Promise<PosItem[]> {
  const items: PosItem[] = [];
  for (const code of codes) {
    items.push(posItemFrom((await expectOk(request(baseUrl, token, 'GET', `/api/pos/products/by-code?code=${encodeURIComponent(code)}`), `by-code ${code}`)) as PosProduct));
  }
  return items;
}

/**
 * A POS checkout's body (src/api/pos/pos-sales.ts's wire shape) for these products, one of each (a
 * product read by a size's barcode sells that size, as the till adds it),
 * priced by the cart machine's own priceCart, paid in cash with the grand total rounded up to a
 * whole note handed over, at the till `till` (a POS sale names its till, docs/tills-and-shifts.md).
 */
export function posCheckoutBody(items: PosItem[], today: CalendarDate, till: string) {
  const where = { today, warehouse: BENCH_WAREHOUSE };
  const lines = items.map((product) => ({ key: lineKey(product, product.scannedVariant), product, variant: product.scannedVariant, quantity: 1 }));
  const priced = priceCart({ lines, charges: { discount: ZERO, coupon: ZERO, taxRate: NO_PERCENT, shipping: ZERO }, ...where });
  const grandTotal = toWire(priced.totals.grandTotal);
  return {
    till,
    customer: BENCH_CUSTOMER,
    warehouse: BENCH_WAREHOUSE,
    biller: BENCH_BILLER,
    source: 'pos',
    saleStatus: 'Completed',
    orderTax: 0,
    orderDiscount: 0,
    coupon: 0,
    shippingCost: 0,
    products: lines.map((line, index) => ({
      _id: line.product.id,
      productName: line.product.name,
      productCode: line.product.code,
      quantity: 1,
      unitPrice: toWire(lineUnitPrice(line, where)),
      variant: line.variant,
      subTotal: toWire(priced.lines[index].subtotal),
    })),
    totalAmount: grandTotal,
    payments: [{ method: 'Cash', amount: grandTotal, received: Math.ceil(grandTotal / 100) * 100 }],
  };
}

/** A received purchase body: one line per product (the size it was scanned by, if any), at its cost. */
export function purchaseBody(items: { id: string; scannedVariant?: string | null }[], quantity: number, note: string) {
  return {
    warehouse: BENCH_WAREHOUSE,
    purchaseStatus: 'Received',
    note,
    products: items.map((item) => ({ productId: item.id, ...(item.scannedVariant ? { variant: item.scannedVariant } : {}), quantity, productCost: 1 })),
  };
}

/** Puts `quantity` more of each product (or size) into the bench warehouse, by received purchases of at most 500 lines. */
export async function topUpStock(baseUrl: string, token: string, items: { id: string; scannedVariant?: string | null }[], quantity: number): Promise<void> {
  for (let start = 0; start < items.length; start += 500) {
    await expectOk(request(baseUrl, token, 'POST', '/api/purchase', purchaseBody(items.slice(start, start + 500), quantity, 'Bench stock top-up')), 'top-up purchase');
  }
}

/** The shop's date as the server sees it (a sale's date defaults to it; promotions depend on it). */
export async function shopDate(baseUrl: string, token: string): Promise<CalendarDate> {
  const sale = await expectOk(request(baseUrl, token, 'GET', '/api/sales?pageSize=1'), 'GET /api/sales');
  const date = (Array.isArray(sale) ? sale[0]?.date : undefined) as string | undefined;
  return (date?.slice(0, 10) ?? new Date().toISOString().slice(0, 10)) as CalendarDate;
}
