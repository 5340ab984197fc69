/**
 * The POS's own reads: a product tile with what the cart needs to price it, the
 * tile filters (Category, Brand, Featured tabs) and the exact code a scanner types.
 */
import * as v from 'valibot';
import { pageSchema, pageSizeSchema } from './list.schemas';
import { searchTextSchema, singleLine } from './text.schemas';

const nullableText = v.nullable(v.string());

/** A product as the POS shows and sells it: a tile, and the fields effectiveUnitPrice and saleLine read. */
export const posProductSchema = v.object({
  _id: v.string(),
  productName: v.string(),
  productCode: v.string(),
  image: nullableText,
  productPrice: v.number(),
  hasPromotion: v.boolean(),
  promotionPrice: v.nullable(v.number()),
  promotionStart: nullableText,
  promotionEnd: nullableText,
  /** Keyed by warehouse name; empty when the product has no warehouse prices. */
  warehousePrices: v.record(v.string(), v.number()),
  productTaxRate: v.number(),
  taxMethod: v.picklist(['Exclusive', 'Inclusive']),
  /** Stock on hand in the warehouse asked for (warehouseId), else in all warehouses. */
  quantity: v.number(),
  /** Its sizes or colours, each with its own barcode and its stock in the warehouse asked for (else in all). */
  variantList: v.array(
    v.object({ _id: v.string(), name: v.string(), itemCode: v.string(), barcode: v.nullable(v.string()), additionalPrice: v.number(), quantity: v.number() }),
  ),
  /** The item code of the variant the scanned code named (its barcode, or `{productCode}-{itemCode}`); null for the product's own code. */
  scannedVariant: v.optional(v.nullable(v.string())),
});
export type PosProduct = v.InferOutput<typeof posProductSchema>;

const idFilter = (label: string) => v.optional(v.pipe(v.string(), v.uuid(`${label} must be a record id.`)));

/** `GET /api/pos/products`: tiles of a category, a brand, the featured ones, or a name/code search. */
export const posProductQuerySchema = v.object({
  q: searchTextSchema,
  /** The till's warehouse: the stock shown is the stock there. */
  warehouseId: idFilter('warehouseId'),
  categoryId: idFilter('categoryId'),
  brandId: idFilter('brandId'),
  featured: v.optional(v.picklist(['true', 'false'], 'featured must be true or false.')),
  page: pageSchema,
  pageSize: pageSizeSchema('12'),
});
export type PosProductQuery = v.InferOutput<typeof posProductQuerySchema>;

export const posCodeQuerySchema = v.object({
  code: v.pipe(v.string('code is required.'), v.trim(), v.nonEmpty('code is required.'), v.maxLength(120, 'code is too long.'), singleLine()),
  warehouseId: idFilter('warehouseId'),
});
