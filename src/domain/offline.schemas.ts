/**
 * The wire shapes of the offline till's server half (docs/offline-till.md): receipt number blocks,
 * the offline facts a sale made offline carries, the stock shortfalls the owner sees, and the till's
 * catalog feed.
 */
import * as v from 'valibot';
import { listQuerySchema, RECORD_ID_PATTERN } from './list.schemas';
import { MAX_BLOCK_SIZE } from './receipt-numbers';

/** At most this many changes in one page of the catalog feed (docs/offline-till.md#the-catalog-feed). */
export const MAX_CATALOG_PAGE = 1000;
export const DEFAULT_CATALOG_PAGE = 500;

const recordId = (message: string) => v.pipe(v.string(message), v.regex(RECORD_ID_PATTERN, message), v.toLowerCase());

export const numberBlockInputSchema = v.strictObject(
  {
    size: v.pipe(
      v.number('size is a whole number.'),
      v.integer('size is a whole number.'),
      v.minValue(1, 'A block holds at least 1 number.'),
      v.maxValue(MAX_BLOCK_SIZE, `A block holds at most ${MAX_BLOCK_SIZE} numbers.`),
    ),
  },
  'A number block takes only size.',
);

export const numberBlockSchema = v.object({
  _id: v.string(),
  tillId: v.string(),
  first: v.number(),
  last: v.number(),
  /** POS-<code>-000101 and POS-<code>-000150: the first and last receipt numbers of the block. */
  firstReference: v.string(),
  lastReference: v.string(),
  status: v.picklist(['held', 'released']),
  /** Numbers of the block sales have taken so far. */
  used: v.number(),
  /** Numbers recorded as void when the block was released (no sale had them then). */
  voided: v.number(),
  reservedAt: v.string(),
  releasedAt: v.nullable(v.string()),
});
export type NumberBlock = v.InferOutput<typeof numberBlockSchema>;

/**
 * What a sale made offline carries beside the sale (`offline` in POST /api/sales): its id made by the
 * till, the block and number it was numbered from, when it was made and the shift it was made in.
 */
export const offlineSaleInputSchema = v.strictObject(
  {
    clientId: recordId('clientId is the sale id the till made (a uuid).'),
    block: recordId('block is the id of a number block of the till.'),
    number: v.pipe(v.number('number is a whole number.'), v.integer('number is a whole number.'), v.minValue(1, 'number is at least 1.'), v.maxValue(999_999_999, 'number is at most 999999999.')),
    madeAt: v.pipe(v.string('madeAt is a date and time.'), v.isoTimestamp('madeAt is an ISO date and time with its offset, such as 2026-11-27T09:15:00Z.')),
    shift: recordId('shift is the id of the shift the sale was made in.'),
  },
  'offline has only clientId, block, number, madeAt and shift.',
);
export type OfflineSaleInput = v.InferOutput<typeof offlineSaleInputSchema>;

export const stockShortfallSchema = v.object({
  _id: v.string(),
  saleId: v.string(),
  saleReference: v.string(),
  productId: v.string(),
  productName: v.string(),
  productCode: v.string(),
  variantId: v.nullable(v.string()),
  variant: v.nullable(v.string()),
  warehouseId: v.string(),
  warehouse: v.string(),
  /** Units sold beyond what the shop's books held. */
  short: v.number(),
  /** The stock level the sale left (below 0). */
  onHandAfter: v.number(),
  createdAt: v.string(),
  resolvedAt: v.nullable(v.string()),
  resolvedBy: v.nullable(v.string()),
});
export type StockShortfall = v.InferOutput<typeof stockShortfallSchema>;

export const stockShortfallQuerySchema = v.object({
  ...listQuerySchema.entries,
  /** open (the default): not yet resolved; resolved; all. */
  state: v.optional(v.picklist(['open', 'resolved', 'all'], 'state must be open, resolved or all.'), 'open'),
});

export const catalogFeedQuerySchema = v.object({
  /** The cursor the last page answered; absent: from the start (the whole catalog). */
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,20}\.\d{1,20}$/, 'after is a cursor a page of this feed answered.'))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, `limit is a whole number from 1 to ${MAX_CATALOG_PAGE}.`),
      v.transform(Number),
      v.minValue(1, `limit is a whole number from 1 to ${MAX_CATALOG_PAGE}.`),
      v.maxValue(MAX_CATALOG_PAGE, `limit is a whole number from 1 to ${MAX_CATALOG_PAGE}.`),
    ),
    String(DEFAULT_CATALOG_PAGE),
  ),
});

const catalogProductSchema = v.object({
  name: v.string(),
  code: v.string(),
  productType: v.string(),
  categoryId: v.string(),
  brandId: v.nullable(v.string()),
  /** The price at the till's warehouse (its own price there, else the product's). */
  price: v.number(),
  taxId: v.string(),
  taxMethod: v.string(),
  featured: v.boolean(),
  promotion: v.nullable(v.object({ price: v.number(), start: v.nullable(v.string()), end: v.nullable(v.string()) })),
  variants: v.array(v.object({ _id: v.string(), name: v.string(), itemCode: v.string(), barcode: v.nullable(v.string()), additionalPrice: v.number() })),
});

/** One change of the feed: the record as it is now, or removed (deleted since). */
export const catalogChangeSchema = v.object({
  kind: v.picklist(['product', 'tax', 'customer', 'till', 'settings']),
  _id: v.string(),
  removed: v.boolean(),
  product: v.optional(catalogProductSchema),
  tax: v.optional(v.object({ name: v.string(), rate: v.number() })),
  customer: v.optional(v.object({ name: v.string(), phone: v.string(), email: v.string(), isWalkIn: v.boolean() })),
  till: v.optional(v.object({ name: v.string(), code: v.string(), warehouseId: v.string(), billerId: v.string(), cashAccountId: v.string() })),
  settings: v.optional(
    v.object({ systemTitle: v.string(), currency: v.string(), currencyPosition: v.string(), timeZone: v.string(), dateFormat: v.string(), shopAddress: v.string(), shopPhone: v.string(), receiptFooter: v.string() }),
  ),
});
export type CatalogChange = v.InferOutput<typeof catalogChangeSchema>;

export const catalogFeedSchema = v.object({
  changes: v.array(catalogChangeSchema),
  /** Send it back as `after` for the next page; the same cursor when nothing changed. */
  cursor: v.string(),
  /** More changes are ready now: read the next page at once. */
  more: v.boolean(),
});
export type CatalogFeed = v.InferOutput<typeof catalogFeedSchema>;
