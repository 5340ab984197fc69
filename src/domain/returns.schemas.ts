/**
 * Sale returns (RS-…) and purchase returns (RP-…): goods back from a customer or
 * to a supplier, line by line up to what was sold or received and not yet returned, with a refund
 * through the payments ledger.
 */
import * as v from 'valibot';
import { calendarDateSchema } from './calendar-date';
import { RECORD_ID_PATTERN } from './list.schemas';
import { lineSizeEntries, optionalText } from './record-fields';
import { searchTextSchema } from './text.schemas';
import { moneySchema, quantitySchema } from './money.schemas';
import { divideRoundingHalfAwayFromZero, type Minor } from './money';

/**
 * What returning `quantity` units of a line is worth: its subtotal shared over its units (rounded
 * half away from zero); the last units take what is left, so a line returned in parts adds up to
 * its subtotal exactly. The form and the server use this one rule.
 */
export function returnShare(line: { quantity: number; subtotal: Minor; returned: number; returnedAmount: Minor }, quantity: number): Minor {
  if (quantity === line.quantity - line.returned) return (line.subtotal - line.returnedAmount) as Minor;
  return Number(divideRoundingHalfAwayFromZero(BigInt(line.subtotal) * BigInt(quantity), BigInt(line.quantity))) as Minor;
}

/**
 * How much of a sale return's total may go back to the customer in money: the return first comes
 * off what they still owe on the sale (`due`), so a return of a sale on credit refunds nothing and
 * one of a paid sale refunds all of it. Minor units; the form and the server use this one rule.
 */
export function refundableOf(returnTotal: number, due: number): Minor {
  return Math.max(0, returnTotal - due) as Minor;
}

export const RETURN_NOTE_MAX_LENGTH = 1000;
export const MAX_RETURN_LINES = 500;
/** Methods a refund may go by: money into or out of an account (not a customer's deposit). */
export const REFUND_METHODS = ['Cash', 'Card', 'Paypal', 'Cheque', 'GiftCard'] as const;

export type ReturnKind = 'sale' | 'purchase';

const id = (message: string) => v.pipe(v.string(message), v.trim(), v.regex(RECORD_ID_PATTERN, message), v.toLowerCase());

const returnLineSchema = v.strictObject({ lineId: id('Choose a line of the document.'), quantity: quantitySchema }, 'A return line has lineId and quantity.');

const refundFields = {
  /** What is paid back, 0 for none; at most the return's total. */
  refundAmount: v.optional(moneySchema, 0),
  accountId: v.optional(v.nullable(id('Choose an account.')), null),
  method: v.optional(v.picklist(REFUND_METHODS, `method must be one of ${REFUND_METHODS.join(', ')}.`), 'Cash'),
};

const linesSchema = v.pipe(
  v.array(returnLineSchema, 'lines is a list.'),
  v.minLength(1, 'Choose at least one line to return.'),
  v.maxLength(MAX_RETURN_LINES, `At most ${MAX_RETURN_LINES} lines.`),
  v.check((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, 'A line appears twice.'),
);

/** `POST /api/returns/sale`. */
export const saleReturnInputSchema = v.strictObject(
  {
    sale: id('Choose a sale.'),
    lines: linesSchema,
    /** False when the goods came back damaged: nothing goes back on the shelf. */
    restock: v.optional(v.boolean('restock is true or false.'), true),
    ...refundFields,
    /**
     * The part of the returned value put on the customer's deposit balance instead of paid back
     * (docs/money-and-payments.md, "Returns"): refundAmount + creditAmount is what a paid sale's
     * return gives back (refundableOf).
     */
    creditAmount: v.optional(moneySchema, 0),
    note: optionalText(RETURN_NOTE_MAX_LENGTH),
    /** The till it is made at (its id): the refund is paid within the till's open shift, so its X and Z reports count it (docs/tills-and-shifts.md#shifts). */
    till: v.optional(id('till must be a record id.')),
  },
  'A sale return has sale, lines, restock, refundAmount, creditAmount, accountId, method, note and till.',
);
export type SaleReturnInput = v.InferOutput<typeof saleReturnInputSchema>;

/** `POST /api/returns/purchase`. */
export const purchaseReturnInputSchema = v.strictObject(
  {
    purchase: id('Choose a purchase.'),
    lines: linesSchema,
    ...refundFields,
    note: optionalText(RETURN_NOTE_MAX_LENGTH),
  },
  'A purchase return has purchase, lines, refundAmount, accountId, method and note.',
);
export type PurchaseReturnInput = v.InferOutput<typeof purchaseReturnInputSchema>;

/** One line of a document as a return form offers it. */
const returnableLineSchema = v.object({
  lineId: v.string(),
  productId: v.string(),
  productName: v.string(),
  productCode: v.string(),
  /** The size or colour of the line (null: the product itself); a return moves that size's stock. */
  ...lineSizeEntries,
  /** Sold or received. */
  quantity: v.number(),
  returned: v.number(),
  returnable: v.number(),
  /** The line's subtotal over its quantity (major units): what one unit is refunded at. */
  unitAmount: v.number(),
  /** The line's subtotal and what its earlier returns took of it (major units), for returnShare. */
  subTotal: v.number(),
  returnedAmount: v.number(),
});
export type ReturnableLine = v.InferOutput<typeof returnableLineSchema>;

/** Why a walk-in sale's return cannot go on credit, with what to refund instead (major units as text). */
export const walkInCreditMessage = (refundable: string) => `A walk-in customer has no deposit to credit: refund ${refundable} instead.`;

/** `GET /api/returns/{kind}/returnable/{id}`: a document and what may still be returned of it. */
export const returnableSchema = v.object({
  _id: v.string(),
  reference: v.string(),
  date: v.string(),
  /** The customer or the supplier. */
  party: v.nullable(v.string()),
  /**
   * Whether what is not refunded may go on the party's credit: a sale of a named customer. The walk-in
   * customer is anyone, so a walk-in sale's return is refunded (docs/money-and-payments.md, "Returns").
   */
  creditAllowed: v.boolean(),
  warehouse: v.string(),
  status: v.string(),
  /**
   * What the customer still owes on the sale: a sale return comes off it first, so only the rest of
   * the return's total can be refunded in money (0 for a purchase).
   */
  due: v.number(),
  lines: v.array(returnableLineSchema),
});
export type Returnable = v.InferOutput<typeof returnableSchema>;

/** A return as lists and reads show it. */
export const returnSchema = v.object({
  _id: v.string(),
  reference: v.string(),
  date: v.string(),
  /** The sale's or purchase's reference and id. */
  document: v.string(),
  documentId: v.string(),
  party: v.nullable(v.string()),
  warehouse: v.string(),
  restock: v.boolean(),
  total: v.number(),
  /** Paid back in money, out of (or for a purchase return, into) an account. */
  refunded: v.number(),
  /** Put on the customer's deposit balance (a sale return); 0 for a purchase return. */
  credited: v.number(),
  note: v.string(),
  createdBy: v.nullable(v.string()),
  createdAt: v.string(),
  lines: v.optional(
    v.array(
      v.object({
        productId: v.string(),
        productName: v.string(),
        productCode: v.string(),
        ...lineSizeEntries,
        quantity: v.number(),
        subTotal: v.number(),
      }),
    ),
  ),
});
export type ReturnRecord = v.InferOutput<typeof returnSchema>;

/** `GET /api/returns/{kind}`: search, dates, warehouse. */
export const returnListQuerySchema = v.object({
  q: searchTextSchema,
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'page must be a whole number from 1.'), v.transform(Number)), '1'),
  pageSize: v.optional(v.pipe(v.string(), v.regex(/^(10|25|50|100)$/, 'pageSize must be 10, 25, 50 or 100.'), v.transform(Number)), '10'),
  from: v.optional(calendarDateSchema),
  to: v.optional(calendarDateSchema),
  warehouse: v.optional(id('Choose a warehouse.')),
});
export type ReturnListQuery = v.InferOutput<typeof returnListQuerySchema>;

/** `GET /api/returns/{kind}/documents?q=`: a sale or purchase the return form may pick. */
export const returnCandidateSchema = v.object({
  _id: v.string(),
  reference: v.string(),
  date: v.string(),
  party: v.nullable(v.string()),
  warehouse: v.string(),
  /** Units still returnable over all its lines. */
  returnable: v.number(),
});
export type ReturnCandidate = v.InferOutput<typeof returnCandidateSchema>;

export const returnCandidateQuerySchema = v.object({ q: searchTextSchema });
