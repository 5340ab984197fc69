/**
 * The wire shapes of a sale (docs/api.md#records-and-their-fields and #the-calls), shared by the server
 * (request bodies, answers), the sale forms, the import and the POS.
 *
 * Body of POST /api/sales and PUT /api/sales/{id}: the fields in docs/screens.md#sales (customer, warehouse, biller,
 * orderTax, orderDiscount, shippingCost, saleStatus, paymentStatus, saleNote, staffNote, products
 * with _id, productName, quantity, unitPrice, subTotal, and totalAmount), extended compatibly for
 * the POS (source, coupon, a line's discount, tax rate and variant, payments, idempotencyKey).
 *
 * Prices: a line that names its `unitPrice` is sold at it (a negotiated price, an imported row);
 * one that does not is sold at the product's price on the shop's date in that warehouse
 * (effectiveUnitPrice, plus the variant's additional price). Every total is recomputed on the
 * server with src/domain/pricing.ts; a `subTotal` or `totalAmount` sent that disagrees is a 400.
 */
import * as v from 'valibot';
import { calendarDateSchema } from './calendar-date';
import { RECORD_ID_PATTERN } from './list.schemas';
import { lineSizeEntries, required } from './record-fields';
import { moneySchema, percentSchema, quantitySchema } from './money.schemas';
import { multiLine, singleLine } from './text.schemas';
import { offlineSaleInputSchema } from './offline.schemas';
import { SALE_REQUIRED_MESSAGE } from './form-messages';

export const SALE_STATUSES = ['Completed', 'Pending', 'Canceled'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
export const DEFAULT_SALE_STATUS: SaleStatus = 'Completed';

export const SALE_PAYMENT_STATUSES = ['Pending', 'Due', 'Paid'] as const;
export type SalePaymentStatus = (typeof SALE_PAYMENT_STATUSES)[number];
export const DEFAULT_SALE_PAYMENT_STATUS: SalePaymentStatus = 'Pending';

export const SALE_SOURCES = ['sale', 'pos'] as const;
export type SaleSource = (typeof SALE_SOURCES)[number];

/** How a sale is paid (docs/api.md#records-and-their-fields, Payment methods, without Draft, Cancel and Recent transaction). */
export const SALE_PAYMENT_METHODS = ['Cash', 'Card', 'Paypal', 'Cheque', 'GiftCard', 'Deposit'] as const;

/** docs/screens.md#sales (Add Sale). */
export { SALE_REQUIRED_MESSAGE };
export const SALE_NO_PRODUCTS_MESSAGE = 'Please add at least one product.';

export const NOTE_MAX_LENGTH = 2000;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
export const MAX_SALE_LINES = 500;
export const MAX_SALE_PAYMENTS = 20;

/** Customer, warehouse and biller: by name or _id; missing or blank is the one message in docs/screens.md#sales. */
const referenceField = v.pipe(
  // Read even when absent, so a missing one gets the message under its own field.
  v.optional(v.unknown(), () => undefined),
  v.string(SALE_REQUIRED_MESSAGE),
  v.trim(),
  v.nonEmpty(SALE_REQUIRED_MESSAGE),
  v.maxLength(100, 'At most 100 characters.'),
  singleLine(),
);
const note = v.optional(v.pipe(v.string('A note is text.'), v.maxLength(NOTE_MAX_LENGTH, `At most ${NOTE_MAX_LENGTH} characters.`), multiLine()), '');
const optionalLineText = (maxLength: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(maxLength, `At most ${maxLength} characters.`), singleLine()));
const recordId = v.pipe(v.string('Choose a product.'), v.regex(RECORD_ID_PATTERN, 'This is not a record id.'), v.toLowerCase());

export const idempotencyKeySchema = v.pipe(
  v.string('The idempotency key is text.'),
  v.trim(),
  v.nonEmpty('The idempotency key is empty.'),
  v.maxLength(IDEMPOTENCY_KEY_MAX_LENGTH, `The idempotency key has at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`),
  singleLine(),
);

export const saleLineInputSchema = v.strictObject(
  {
    _id: required(recordId),
    /** Read back from the product; accepted so the body in docs/screens.md#sales passes, never trusted. */
    productName: optionalLineText(200),
    productCode: optionalLineText(50),
    quantity: v.optional(quantitySchema, 1),
    /** Absent: the product's price today in the sale's warehouse (see the file's comment). */
    unitPrice: v.optional(moneySchema),
    /** Flat, off the whole line. */
    discount: v.optional(moneySchema),
    /** The line's tax percent; the product's tax rate when absent. */
    taxRate: v.optional(percentSchema),
    /** A variant of the product, by name or item code. */
    variant: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100, 'At most 100 characters.'), singleLine()))),
    /** Checked against the line as priced on the server when sent. */
    subTotal: v.optional(moneySchema),
  },
  'A sale line has _id, productName, productCode, quantity, unitPrice, discount, taxRate, variant and subTotal.',
);

export const salePaymentInputSchema = v.strictObject(
  {
    /** A payment the sale already has, as GET answered it: left as it is (docs/api.md#http). */
    _id: v.optional(v.pipe(v.string('A payment _id is a record id.'), v.regex(RECORD_ID_PATTERN, 'This is not a record id.'), v.toLowerCase())),
    method: v.picklist(SALE_PAYMENT_METHODS, `method must be one of ${SALE_PAYMENT_METHODS.join(', ')}.`),
    amount: v.pipe(
      moneySchema,
      v.check((amount) => amount > 0, 'A payment is more than 0.'),
    ),
    /** Where the money goes: the default account when absent. Deposit takes none. */
    accountId: v.optional(v.nullable(recordId)),
    /** The cheque's or gift card's number. */
    methodNumber: optionalLineText(100),
    /** Cash handed over: the answer's `change` is what goes back. null, as GET answers it: not said. */
    received: v.optional(v.nullable(moneySchema)),
  },
  'A payment has _id (one the sale has), method, amount, accountId, methodNumber and received.',
);
export type SalePaymentInput = v.InferOutput<typeof salePaymentInputSchema>;

export const saleInputSchema = v.strictObject(
  {
    customer: referenceField,
    warehouse: referenceField,
    biller: referenceField,
    /** Percent of the lines' total (docs/pricing.md#orders). */
    orderTax: v.optional(percentSchema, 0),
    orderDiscount: v.optional(moneySchema, 0),
    shippingCost: v.optional(moneySchema, 0),
    /** POS only: flat, like the discount. */
    coupon: v.optional(moneySchema, 0),
    saleStatus: v.optional(v.picklist(SALE_STATUSES, `saleStatus must be one of ${SALE_STATUSES.join(', ')}.`), DEFAULT_SALE_STATUS),
    /** 'Paid' with no payments given records a payment of the balance into the default account. */
    paymentStatus: v.optional(v.picklist(SALE_PAYMENT_STATUSES, `paymentStatus must be one of ${SALE_PAYMENT_STATUSES.join(', ')}.`), DEFAULT_SALE_PAYMENT_STATUS),
    saleNote: note,
    staffNote: note,
    source: v.optional(v.picklist(SALE_SOURCES, `source must be one of ${SALE_SOURCES.join(', ')}.`), 'sale'),
    /** The shop's date of the sale (YYYY-MM-DD); today when absent. */
    date: v.optional(calendarDateSchema),
    products: v.pipe(
      v.optional(v.unknown(), () => undefined),
      v.array(saleLineInputSchema, SALE_NO_PRODUCTS_MESSAGE),
      v.minLength(1, SALE_NO_PRODUCTS_MESSAGE),
      v.maxLength(MAX_SALE_LINES, `A sale has at most ${MAX_SALE_LINES} lines.`),
    ),
    /** The grand total as the client computed it: checked when sent. */
    totalAmount: v.optional(moneySchema),
    payments: v.optional(v.pipe(v.array(salePaymentInputSchema), v.maxLength(MAX_SALE_PAYMENTS, `At most ${MAX_SALE_PAYMENTS} payments.`)), []),
    /** Or the Idempotency-Key header: the same key again answers the first sale. */
    idempotencyKey: v.optional(idempotencyKeySchema),
    /**
     * A POS checkout's till, by id or name: sold within the till's open shift, numbered
     * POS-<code>-000001 (docs/tills-and-shifts.md). An edit keeps the sale's till, so the name a
     * GET answered is taken back (docs/api.md#http).
     */
    // null, as a back-office sale is read, names no till.
    till: v.optional(v.nullable(v.pipe(v.string('till is the id or name of a till.'), v.trim(), v.maxLength(100, 'At most 100 characters.'), singleLine()))),
    /** A sale the till made offline: its id, block number, when and in which shift (docs/offline-till.md#sales-made-offline). */
    offline: v.optional(offlineSaleInputSchema),
  },
  'A sale has only customer, warehouse, biller, orderTax, orderDiscount, shippingCost, coupon, saleStatus, paymentStatus, saleNote, staffNote, source, date, products, totalAmount, payments, idempotencyKey, till and offline.',
);
export type SaleInput = v.InferOutput<typeof saleInputSchema>;

const money = v.number();

export const saleLineSchema = v.object({
  /** The product's id (the line _id in docs/screens.md#sales). */
  _id: v.string(),
  lineId: v.string(),
  productName: v.string(),
  productCode: v.string(),
  /** The variant sold; its item code is what the POS keys a cart line by and a `{code}-{itemCode}` scan names. */
  ...lineSizeEntries,
  quantity: v.number(),
  unitPrice: money,
  discount: money,
  taxRate: v.number(),
  taxMethod: v.picklist(['Exclusive', 'Inclusive']),
  tax: money,
  subTotal: money,
});
export type SaleLine = v.InferOutput<typeof saleLineSchema>;

export const salePaymentSchema = v.object({
  _id: v.string(),
  reference: v.string(),
  date: v.string(),
  method: v.picklist(SALE_PAYMENT_METHODS),
  amount: money,
  accountId: v.nullable(v.string()),
  methodNumber: v.string(),
  /** Cash handed over for this payment, when the till said so (the receipt's "tendered"); null otherwise. */
  received: v.nullable(money),
});
export type SalePayment = v.InferOutput<typeof salePaymentSchema>;

/** A sale as read back (GET, and the answer of every write). */
export const saleSchema = v.object({
  _id: v.string(),
  reference: v.string(),
  source: v.picklist(SALE_SOURCES),
  date: v.string(),
  customer: v.string(),
  customerId: v.string(),
  warehouse: v.string(),
  warehouseId: v.string(),
  biller: v.string(),
  billerId: v.string(),
  orderTax: v.number(),
  orderTaxAmount: money,
  orderDiscount: money,
  coupon: money,
  shippingCost: money,
  saleStatus: v.picklist(SALE_STATUSES),
  paymentStatus: v.picklist(SALE_PAYMENT_STATUSES),
  saleNote: v.string(),
  staffNote: v.string(),
  /** Sum of the line subtotals. */
  total: money,
  grandTotal: money,
  /** The name in docs/screens.md#sales for the grand total. */
  totalAmount: money,
  /** Payments less refunds. */
  paid: money,
  /** What the sale's returns (RS-…) took off what the customer owes. */
  returned: money,
  /** Grand total − returned − paid, never below 0. */
  due: money,
  /** Number of distinct products (docs/pricing.md#items, Sale). */
  items: v.number(),
  products: v.array(saleLineSchema),
  payments: v.array(salePaymentSchema),
  /** Cash received less what it paid: what goes back to the customer (0 when no cash was handed over). */
  change: money,
  createdBy: v.nullable(v.string()),
  createdById: v.nullable(v.string()),
  /** The till a POS sale was made at, by name (the receipt says it); null for the back office's. */
  till: v.optional(v.nullable(v.string()), null),
  /** That till's id (docs/api.md#references-by-name-or-id). */
  tillId: v.optional(v.nullable(v.string()), null),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Sale = v.InferOutput<typeof saleSchema>;

/** A row of GET /api/sales: the sale without its lines and payments. */
export const saleRowSchema = v.object({
  ...v.omit(saleSchema, ['products', 'payments', 'change']).entries,
});
export type SaleRow = v.InferOutput<typeof saleRowSchema>;

/** Sale list filters and sort (docs/api.md#lists-paging-and-caps: `?q=&page=&pageSize=` plus the screen's filters). */
export const SALE_SORT_COLUMNS = ['date', 'reference', 'customer', 'biller', 'saleStatus', 'grandTotal', 'paid', 'due'] as const;

