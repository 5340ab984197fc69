/**
 * Sales as the API answers them: a page of the list (filters, sort, search by reference or
 * customer) and one sale with its lines and payments. Own Records staff see only the sales they
 * created (`ownerId`, docs/decisions/009-roles-and-staff-access.md): another's sale is a 404 to them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { asMinor, subtractMoney, toWire, ZERO } from '../../src/domain/money';
import { percentToWire, type Percent } from '../../src/domain/percent';
import { saleItemsCount } from '../../src/domain/pricing';
import { changeGiven, salePaymentStatusOf } from '../../src/domain/payment-status';
import type { Sale, SaleLine, SalePayment, SalePaymentStatus, SaleRow, SaleSource, SaleStatus } from '../../src/domain/sales.schemas';
import type { TaxMethod } from '../../src/domain/shop-constants';
import type { Executor } from '../db/executor';
import { iso, jsonColumn, rowsOf } from '../db/raw-rows';
import { offsetOf, type Page } from './paging';
import { notFound } from './record-errors';
import { containsPattern } from './search-patterns';

export interface SaleListQuery {
  q: string;
  page: number;
  pageSize: number;
  status?: SaleStatus;
  paymentStatus?: SalePaymentStatus;
  warehouse?: string;
  customer?: string;
  biller?: string;
  from?: string;
  to?: string;
  source?: SaleSource;
  /** Only the caller's own sales (the POS's recent transactions and drafts). */
  mine?: boolean;
  sort?: string;
  dir?: 'asc' | 'desc';
}

export interface HeaderRow {
  id: string;
  reference: string;
  source: SaleSource;
  date: string;
  customer_id: string;
  customer_name: string;
  warehouse_id: string;
  warehouse_name: string;
  biller_id: string;
  biller_name: string;
  status: SaleStatus;
  order_tax_rate: number;
  total: string | number;
  order_tax: string | number;
  discount: string | number;
  coupon: string | number;
  shipping: string | number;
  grand_total: string | number;
  paid: string | number;
  returned: string | number;
  sale_note: string;
  staff_note: string;
  created_by: string | null;
  created_by_name: string | null;
  /** The till a POS sale was made at (its name and id), or null. */
  till_name?: string | null;
  till_id?: string | null;
  items: number | string;
  created_at: string | Date;
  updated_at: string | Date;
  counted?: number | string | null;
  /** Only when reading one sale: its lines and payments as JSON. */
  lines?: unknown;
  payments?: unknown;
}

const minor = (value: string | number) => asMinor(Number(value));
const wire = (value: string | number) => toWire(minor(value));

/** What a sale's returns (RS-…) took off it: the customer no longer owes it. */
export const RETURNED = sql`(select coalesce(sum(r.total), 0) from sale_returns r where r.sale_id = s.id)`;
/** What the customer owes for the sale after its returns. */
const NET = sql`(s.grand_total - ${RETURNED})`;

const PAYMENT_STATUS_CONDITIONS: Record<SalePaymentStatus, SQL> = {
  Paid: sql`s.paid >= ${NET}`,
  Due: sql`s.paid > 0 and s.paid < ${NET}`,
  Pending: sql`s.paid <= 0 and ${NET} > 0`,
};

const SORT_COLUMNS: Record<string, SQL> = {
  date: sql`s.date`,
  reference: sql`s.reference`,
  customer: sql`lower(c.name)`,
  biller: sql`lower(b.name)`,
  saleStatus: sql`s.status`,
  grandTotal: sql`s.grand_total`,
  paid: sql`s.paid`,
  due: sql`(${NET} - s.paid)`,
};

function rowFrom(row: HeaderRow): SaleRow {
  const grandTotal = minor(row.grand_total);
  const paid = minor(row.paid);
  const returned = minor(row.returned);
  // Returns take their total off what is owed; their refunds took theirs off Paid.
  const net = subtractMoney(grandTotal, returned);
  const due = subtractMoney(net, paid);
  return {
    _id: row.id,
    reference: row.reference,
    source: row.source,
    date: typeof row.date === 'string' ? row.date.slice(0, 10) : iso(row.date).slice(0, 10),
    customer: row.customer_name,
    customerId: row.customer_id,
    warehouse: row.warehouse_name,
    warehouseId: row.warehouse_id,
    biller: row.biller_name,
    billerId: row.biller_id,
    orderTax: percentToWire(Number(row.order_tax_rate) as Percent),
    orderTaxAmount: wire(row.order_tax),
    orderDiscount: wire(row.discount),
    coupon: wire(row.coupon),
    shippingCost: wire(row.shipping),
    saleStatus: row.status,
    paymentStatus: salePaymentStatusOf(net, paid),
    saleNote: row.sale_note,
    staffNote: row.staff_note,
    total: wire(row.total),
    grandTotal: toWire(grandTotal),
    totalAmount: toWire(grandTotal),
    paid: toWire(paid),
    returned: toWire(returned),
    due: toWire(due > 0 ? due : ZERO),
    items: Number(row.items),
    createdBy: row.created_by_name,
    till: row.till_name ?? null,
    tillId: row.till_id ?? null,
    createdById: row.created_by,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

async function readHeaders(db: Executor, where: SQL, order: SQL, limit: number, offset: number, counted: SQL = sql`null`, more: SQL = sql``): Promise<HeaderRow[]> {
  return rowsOf<HeaderRow>(
    db,
    sql`select s.id, s.reference, s.source, s.date::text as date, s.customer_id, c.name as customer_name,
          s.warehouse_id, w.name as warehouse_name, s.biller_id, b.name as biller_name, s.status, s.order_tax_rate,
          s.total, s.order_tax, s.discount, s.coupon, s.shipping, s.grand_total, s.paid, ${RETURNED} as returned, s.sale_note, s.staff_note,
          s.created_by, (select u.name from users u where u.id = s.created_by) as created_by_name, (select t.name from tills t where t.id = s.till_id) as till_name, s.till_id,
          (select count(distinct l.product_id) from sale_lines l where l.sale_id = s.id) as items,
          s.created_at, s.updated_at, (${counted})::int as counted${more}
        from sales s
        join customers c on c.id = s.customer_id
        join warehouses w on w.id = s.warehouse_id
        join billers b on b.id = s.biller_id
        where ${where}
        order by ${order}
        limit ${limit} offset ${offset}`,
  );
}

function listConditions(query: SaleListQuery, ownerId: string | null, userId: string): SQL {
  const conditions: SQL[] = [sql`true`];
  if (ownerId) conditions.push(sql`s.created_by = ${ownerId}`);
  if (query.mine) conditions.push(sql`s.created_by = ${userId}`);
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(sql`(lower(s.reference) like ${pattern} or lower(c.name) like ${pattern})`);
  }
  if (query.status) conditions.push(sql`s.status = ${query.status}`);
  if (query.paymentStatus) conditions.push(PAYMENT_STATUS_CONDITIONS[query.paymentStatus]);
  if (query.warehouse) conditions.push(sql`s.warehouse_id = ${query.warehouse}`);
  if (query.customer) conditions.push(sql`s.customer_id = ${query.customer}`);
  if (query.biller) conditions.push(sql`s.biller_id = ${query.biller}`);
  if (query.from) conditions.push(sql`s.date >= ${query.from}::date`);
  if (query.to) conditions.push(sql`s.date <= ${query.to}::date`);
  if (query.source) conditions.push(sql`s.source = ${query.source}`);
  return sql.join(conditions, sql` and `);
}

/** A page of sales, newest first unless a sort is asked for. */
export async function listSales(db: Executor, query: SaleListQuery, ownerId: string | null, userId: string): Promise<Page<SaleRow>> {
  const where = listConditions(query, ownerId, userId);
  const direction = query.dir === 'asc' ? sql`asc` : sql`desc`;
  const sorted = query.sort ? SORT_COLUMNS[query.sort] : undefined;
  const order = sorted ? sql`${sorted} ${direction}, s.created_at desc, s.id desc` : sql`s.date desc, s.created_at desc, s.id desc`;
  const counted = sql`select count(*) from sales s join customers c on c.id = s.customer_id where ${where}`;
  const rows = await readHeaders(db, where, order, query.pageSize, offsetOf(query.page, query.pageSize), counted);
  // The count rides on every row; a page past the end has none to carry it.
  let total = 0;
  if (rows.length > 0) total = Number(rows[0]!.counted);
  else if (query.page > 1) total = Number((await rowsOf<{ n: number }>(db, sql`select (${counted})::int as n`))[0]?.n ?? 0);
  return { rows: rows.map(rowFrom), total };
}

export interface LineRow {
  id: string;
  product_id: string;
  product_name: string;
  product_code: string;
  variant_id: string | null;
  variant_name: string | null;
  variant_code: string | null;
  quantity: number;
  unit_price: string | number;
  discount: string | number;
  tax_rate: number;
  tax_method: TaxMethod;
  tax: string | number;
  subtotal: string | number;
}

export interface PaymentRowRead {
  id: string;
  reference: string;
  date: string;
  method: SalePayment['method'];
  amount: string | number;
  account_id: string | null;
  method_number: string;
  direction: 'in' | 'out';
  received: string | number | null;
}

/** One sale with its lines and payments; 404 when there is none the caller may see. */
export async function readSale(db: Executor, id: string, ownerId: string | null): Promise<Sale> {
  const owner = ownerId ? sql` and s.created_by = ${ownerId}` : sql``;
  // One round trip: the header with its lines and payments as JSON.
  const [header] = await readHeaders(db, sql`s.id = ${id}${owner}`, sql`s.id`, 1, 0, sql`null`, LINES_AND_PAYMENTS);
  if (!header) throw notFound('sale');
  return saleFrom(header, jsonColumn(header.lines as LineRow[] | string | null) ?? [], jsonColumn(header.payments as PaymentRowRead[] | string | null) ?? []);
}

/** A sale as the API answers it, from its rows as stored (read back, or just written by a checkout). */
export function saleFrom(header: HeaderRow, lines: readonly LineRow[], payments: readonly PaymentRowRead[]): Sale {
  const products: SaleLine[] = lines.map((line) => ({
    _id: line.product_id,
    lineId: line.id,
    productName: line.product_name,
    productCode: line.product_code,
    variantId: line.variant_id,
    variant: line.variant_name,
    variantCode: line.variant_code,
    quantity: line.quantity,
    unitPrice: wire(line.unit_price),
    discount: wire(line.discount),
    taxRate: percentToWire(Number(line.tax_rate) as Percent),
    taxMethod: line.tax_method,
    tax: wire(line.tax),
    subTotal: wire(line.subtotal),
  }));
  const row = rowFrom(header);
  return {
    ...row,
    items: saleItemsCount(lines.map((line) => ({ productId: line.product_id }))),
    products,
    payments: payments.map((payment) => ({
      _id: payment.id,
      reference: payment.reference,
      date: payment.date.slice(0, 10),
      method: payment.method,
      amount: payment.direction === 'in' ? wire(payment.amount) : -wire(payment.amount),
      accountId: payment.account_id,
      methodNumber: payment.method_number,
      received: payment.received === null ? null : wire(payment.received),
    })),
    // What the cash handed over gave back, kept with each payment, so a reprint shows it too.
    change: toWire(changeGiven(payments.map((payment) => ({ amount: minor(payment.amount), received: payment.received === null ? null : minor(payment.received) })))),
  };
}

const LINES_AND_PAYMENTS = sql`,
  (select coalesce(json_agg(json_build_object('id', l.id, 'product_id', l.product_id, 'product_name', l.product_name, 'product_code', l.product_code,
      'variant_id', l.variant_id, 'variant_name', v.name, 'variant_code', v.item_code, 'quantity', l.quantity, 'unit_price', l.unit_price, 'discount', l.discount, 'tax_rate', l.tax_rate,
      'tax_method', l.tax_method, 'tax', l.tax, 'subtotal', l.subtotal) order by l.position), '[]')
    from sale_lines l left join product_variants v on v.id = l.variant_id where l.sale_id = s.id) as lines,
  (select coalesce(json_agg(json_build_object('id', p.id, 'reference', p.reference, 'date', p.date::text, 'method', p.method, 'amount', p.amount, 'received', p.received,
      'account_id', p.account_id, 'method_number', p.method_number, 'direction', p.direction) order by p.created_at, p.reference), '[]')
    from payments p where p.sale_id = s.id and p.kind = 'sale') as payments`;
