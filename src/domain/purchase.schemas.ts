/**
 * Purchases on the wire (docs/api.md#records-and-their-fields and #the-calls): the body of POST and PUT
 * /api/purchase, what GET answers, the list's query, and a payment to the supplier. Money is major
 * units on the wire and Minor after parsing; rates are percents and Percent after parsing.
 */
import * as v from 'valibot';
import { calendarDateSchema } from './calendar-date';
import { listQuerySchema, RECORD_ID_PATTERN } from './list.schemas';
import { lineSizeEntries, NAME_MAX_LENGTH, required } from './record-fields';
import { moneySchema, percentSchema, quantitySchema } from './money.schemas';
import { PAYMENT_STATUSES } from './payment-status';
import { multiLine, singleLine } from './text.schemas';
import type { Minor } from './money';
import { PRODUCTS_REQUIRED_MESSAGE, PURCHASE_WAREHOUSE_REQUIRED_MESSAGE as WAREHOUSE_REQUIRED_MESSAGE } from './form-messages';

export const PURCHASE_STATUSES = ['Received', 'Pending', 'Ordered'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export const DEFAULT_PURCHASE_STATUS: PurchaseStatus = 'Received';

/** docs/screens.md#purchases (Add Purchase and Edit Purchase). */
export { PRODUCTS_REQUIRED_MESSAGE, WAREHOUSE_REQUIRED_MESSAGE };
export const MAX_PURCHASE_LINES = 10_000;
const NOTE_MAX_LENGTH = 2000;

const referenceText = (message: string) => v.pipe(v.string(message), v.trim(), v.maxLength(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters.`), singleLine());
const optionalReference = v.optional(
  v.pipe(
    v.nullable(referenceText('Choose one of the listed options.')),
    v.transform((value) => (value ? value : null)),
  ),
  null,
);
const noteSchema = v.optional(v.pipe(v.string('A note is text.'), v.trim(), v.maxLength(NOTE_MAX_LENGTH, `At most ${NOTE_MAX_LENGTH} characters.`), multiLine()), '');

/**
 * A purchase line: the product by productId or productCode, what it cost and how many. tax (the
 * amount) and subTotal are what the sender computed; the server recomputes both and refuses a
 * disagreement. taxRate defaults to the product's own tax. _id and productName are read-back fields
 * a form may send back unchanged; they are ignored.
 */
export const purchaseLineInputSchema = v.pipe(
  v.strictObject(
    {
      _id: v.optional(v.string()),
      productId: v.optional(v.pipe(v.string('A product id is text.'), v.regex(RECORD_ID_PATTERN, 'This is not a product id.'), v.toLowerCase())),
      productCode: v.optional(v.pipe(v.string('A product code is text.'), v.trim(), v.maxLength(50, 'At most 50 characters.'), singleLine())),
      productName: v.optional(v.string()),
      /** The size or colour bought, by id, item code or name (docs/decisions/021-warehouses-and-variants.md); required for a product with variants. */
      variant: v.optional(v.nullable(v.pipe(v.string('A variant is text.'), v.trim(), v.maxLength(100, 'At most 100 characters.'), singleLine()))),
      quantity: required(quantitySchema),
      productCost: required(moneySchema),
      discount: v.optional(moneySchema, 0),
      taxRate: v.optional(percentSchema),
      tax: v.optional(moneySchema),
      subTotal: v.optional(moneySchema),
    },
    'A purchase line has only productId, productCode, variant, quantity, productCost, discount, taxRate, tax and subTotal.',
  ),
  v.check((line) => Boolean(line.productId || line.productCode), 'Name the product by productId or productCode.'),
);

/** POST /api/purchase and PUT /api/purchase/{id}. */
export const purchaseInputSchema = v.strictObject(
  {
    warehouse: v.pipe(
      v.optional(v.unknown(), () => undefined),
      v.check((value) => typeof value === 'string' && value.trim() !== '', WAREHOUSE_REQUIRED_MESSAGE),
      referenceText(WAREHOUSE_REQUIRED_MESSAGE),
    ),
    supplier: optionalReference,
    purchaseStatus: v.optional(v.picklist(PURCHASE_STATUSES, `purchaseStatus must be one of ${PURCHASE_STATUSES.join(', ')}.`), DEFAULT_PURCHASE_STATUS),
    /** The purchase's date; today in the shop's time zone when absent. */
    date: v.optional(calendarDateSchema),
    orderTax: v.optional(percentSchema, 0),
    discount: v.optional(moneySchema, 0),
    shippingCost: v.optional(moneySchema, 0),
    note: noteSchema,
    products: v.pipe(
      v.optional(v.unknown(), () => undefined),
      v.array(purchaseLineInputSchema, PRODUCTS_REQUIRED_MESSAGE),
      v.minLength(1, PRODUCTS_REQUIRED_MESSAGE),
      v.maxLength(MAX_PURCHASE_LINES, `At most ${MAX_PURCHASE_LINES} lines.`),
    ),
    /** The grand total the sender computed: checked, never trusted. */
    total: v.optional(moneySchema),
    /** 'Paid in full': pays what is still due from the default account, in the same transaction. */
    paidInFull: v.optional(v.boolean('paidInFull is true or false.'), false),
  },
  'Unknown purchase field.',
);
export type PurchaseBody = v.InferOutput<typeof purchaseInputSchema>;

export const purchaseLineSchema = v.object({
  _id: v.string(),
  productId: v.string(),
  productName: v.string(),
  productCode: v.string(),
  /** The size or colour bought (null: the product itself), by id, name and item code. */
  ...lineSizeEntries,
  quantity: v.number(),
  productCost: v.number(),
  discount: v.number(),
  /** Percent. */
  taxRate: v.number(),
  /** The line's tax amount (also called productTax in docs/screens.md#purchases). */
  tax: v.number(),
  subTotal: v.number(),
});
export type PurchaseLine = v.InferOutput<typeof purchaseLineSchema>;

/** A purchase as every purchase route answers it. */
export const purchaseSchema = v.object({
  _id: v.string(),
  reference: v.string(),
  date: v.string(),
  warehouse: v.string(),
  warehouseId: v.string(),
  supplier: v.nullable(v.string()),
  supplierId: v.nullable(v.string()),
  purchaseStatus: v.picklist(PURCHASE_STATUSES),
  /** Percent. */
  orderTax: v.number(),
  orderTaxAmount: v.number(),
  discount: v.number(),
  shippingCost: v.number(),
  note: v.string(),
  /** Sum of the line subtotals. */
  linesTotal: v.number(),
  /** The grand total. */
  total: v.number(),
  paid: v.number(),
  due: v.number(),
  paymentStatus: v.picklist(PAYMENT_STATUSES),
  /** Import Purchase's attached document (/uploads/<sha-256>.<ext>, served by GET /uploads), or null. */
  attachment: v.nullable(v.string()),
  products: v.array(purchaseLineSchema),
  createdBy: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Purchase = v.InferOutput<typeof purchaseSchema>;

/** A list row: the purchase without its lines. */
export const purchaseRowSchema = v.omit(purchaseSchema, ['products']);
export type PurchaseRow = v.InferOutput<typeof purchaseRowSchema>;

/** GET /api/purchase: the showAllPurchases in docs/screens.md#purchases (the page) with the count of all that match. */
export const purchasePageSchema = v.object({ showAllPurchases: v.array(purchaseRowSchema), total: v.number() });

export const PURCHASE_SORTS = ['date', 'total'] as const;

/** GET /api/purchase: q searches supplier or warehouse; filters by status, warehouse, supplier and dates; sort by date or total. */
export const purchaseListQuerySchema = v.object({
  ...listQuerySchema.entries,
  status: v.optional(v.picklist(PURCHASE_STATUSES, `status must be one of ${PURCHASE_STATUSES.join(', ')}.`)),
  warehouse: v.optional(referenceText('Choose one of the listed options.')),
  supplier: v.optional(referenceText('Choose one of the listed options.')),
  from: v.optional(calendarDateSchema),
  to: v.optional(calendarDateSchema),
  sort: v.optional(v.picklist(PURCHASE_SORTS, `sort must be one of ${PURCHASE_SORTS.join(', ')}.`), 'date'),
  dir: v.optional(v.picklist(['asc', 'desc'], 'dir must be asc or desc.'), 'desc'),
});
export type PurchaseListQuery = v.InferOutput<typeof purchaseListQuerySchema>;

/** Money paid to a supplier: every method but Deposit (a customer's credit) comes from an account. */
export const SUPPLIER_PAYMENT_METHODS = ['Cash', 'Card', 'Paypal', 'Cheque', 'GiftCard'] as const;

/** POST /api/purchase/{id}/payments. account is the account's id, number or name. */
export const purchasePaymentInputSchema = v.strictObject(
  {
    amount: required(v.pipe(moneySchema, v.check((amount: Minor) => amount > 0, 'The amount must be more than 0.'))),
    account: required(v.pipe(referenceText('Choose an account.'), v.nonEmpty('Choose an account.'))),
    method: v.optional(v.picklist(SUPPLIER_PAYMENT_METHODS, `method must be one of ${SUPPLIER_PAYMENT_METHODS.join(', ')}.`), 'Cash'),
    methodNumber: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'At most 100 characters.'), singleLine()), ''),
    date: v.optional(calendarDateSchema),
    note: noteSchema,
  },
  'A payment has only amount, account, method, methodNumber, date and note.',
);
export type PurchasePaymentBody = v.InferOutput<typeof purchasePaymentInputSchema>;

export const purchasePaymentSchema = v.object({
  _id: v.string(),
  reference: v.string(),
  date: v.string(),
  amount: v.number(),
  accountId: v.nullable(v.string()),
  account: v.nullable(v.string()),
  method: v.string(),
  methodNumber: v.string(),
  note: v.string(),
  createdAt: v.string(),
});
export type PurchasePayment = v.InferOutput<typeof purchasePaymentSchema>;

/** What adding a payment answers: the payment and the purchase's Paid, Due and Payment Status after it. */
export const purchasePaymentAnswerSchema = v.object({
  success: v.literal(true),
  message: v.string(),
  payment: purchasePaymentSchema,
  purchase: purchaseRowSchema,
});
