/**
 * A product on the wire (docs/api.md#records-and-their-fields): the body of POST and PUT
 * /api/products with each flag applied to its fields, its variants, and the answer. Money in the
 * body's output is Minor; in the answer, major units.
 */
import * as v from 'valibot';
import { productCodeProblem } from './barcodes';
import { CALENDAR_DATE_MESSAGE, calendarDateSchema, type CalendarDate } from './calendar-date';
import type { Minor } from './money';
import { moneySchema } from './money.schemas';
import { RECORD_ID_PATTERN } from './list.schemas';
import {
  DESCRIPTION_MAX_LENGTH,
  imageSchema,
  NAME_MAX_LENGTH,
  nullableText,
  optionalReference,
  PRODUCT_CODE_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  REQUIRED_MESSAGE,
  required,
  requiredMoney,
  requiredReference,
  requiredText,
  timestamps,
} from './record-fields';
import { BARCODE_SYMBOLOGIES, DEFAULT_TAX_METHOD, PRODUCT_TYPES, TAX_METHODS, type BarcodeSymbology, type ProductType, type TaxMethod } from './shop-constants';
import { multiLine, singleLine } from './text.schemas';

/** The item code of the n-th variant row (1-based): 'VRT-{n}' (docs/screens.md#products, Add Product). */
export function newItemCode(n: number): string {
  return `VRT-${n}`;
}

/** Variant names from the comma-separated string: trimmed, empty entries dropped (docs/api.md#records-and-their-fields). */
export function variantNamesFrom(variantString: string): string[] {
  return variantString
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

/** The comma string for a variant list, as written back when a row is removed. */
export function variantStringFrom(list: readonly { name: string }[]): string {
  return list.map((variant) => variant.name).join(', ');
}

/** A variant's own barcode: printed in the product's symbology (checked by the server with productCodeProblem). */
export const VARIANT_BARCODE_MAX_LENGTH = PRODUCT_CODE_MAX_LENGTH;

const variantSchema = v.strictObject(
  {
    /** The stored variant this row keeps (its stock and history stay with it); absent for a new one. */
    _id: v.optional(v.pipe(v.string('A variant id is text.'), v.trim(), v.regex(RECORD_ID_PATTERN, 'This is not a variant id.'), v.toLowerCase())),
    name: required(requiredText(NAME_MAX_LENGTH)),
    itemCode: required(v.pipe(v.string(REQUIRED_MESSAGE), v.trim(), v.regex(/^VRT-[1-9]\d{0,5}$/, "Item code must look like 'VRT-1'."))),
    /** Optional; empty means none. */
    barcode: v.optional(
      v.nullable(v.pipe(v.string('A barcode is text.'), v.trim(), v.maxLength(VARIANT_BARCODE_MAX_LENGTH, `At most ${VARIANT_BARCODE_MAX_LENGTH} characters.`), singleLine())),
      null,
    ),
    additionalPrice: v.optional(moneySchema, 0),
  },
  'A variant has only _id, name, itemCode, barcode and additionalPrice.',
);

const optionalDate = v.optional(v.nullable(v.union([v.literal(''), calendarDateSchema], CALENDAR_DATE_MESSAGE)), null);


const productEntries = {
  productType: required(v.picklist(PRODUCT_TYPES, `Product type must be one of ${PRODUCT_TYPES.join(', ')}.`)),
  productName: required(requiredText(PRODUCT_NAME_MAX_LENGTH)),
  productCode: required(requiredText(PRODUCT_CODE_MAX_LENGTH)),
  // docs/screens.md#products names the symbology `barcode` (docs/decisions/011-barcode-field-name.md); `barcodeSymbology` is the name
  // this API answered first, kept working. One of them is required (checked below).
  barcode: v.optional(v.picklist(BARCODE_SYMBOLOGIES, `Barcode symbology must be one of ${BARCODE_SYMBOLOGIES.join(', ')}.`)),
  barcodeSymbology: v.optional(v.picklist(BARCODE_SYMBOLOGIES, `Barcode symbology must be one of ${BARCODE_SYMBOLOGIES.join(', ')}.`)),
  brand: optionalReference,
  category: requiredReference,
  productUnit: requiredReference,
  saleUnit: optionalReference,
  purchaseUnit: requiredReference,
  productCost: requiredMoney,
  productPrice: requiredMoney,
  alertQuantity: v.optional(
    v.pipe(
      v.number('Alert quantity must be a number.'),
      v.integer('Alert quantity must be a whole number.'),
      v.minValue(0, 'Alert quantity must not be negative.'),
      v.maxValue(1_000_000_000, 'Alert quantity is too large.'),
    ),
    0,
  ),
  productTax: requiredReference,
  taxMethod: v.optional(v.picklist(TAX_METHODS, 'Tax method must be Exclusive or Inclusive.'), DEFAULT_TAX_METHOD),
  featured: v.optional(v.boolean('Featured must be true or false.'), false),
  description: v.optional(
    v.pipe(v.string('Description must be text.'), v.trim(), v.maxLength(DESCRIPTION_MAX_LENGTH, `At most ${DESCRIPTION_MAX_LENGTH} characters.`), multiLine()),
    '',
  ),
  hasWarehousePrice: v.optional(v.boolean('hasWarehousePrice must be true or false.'), false),
  /** Keyed by warehouse name (or id); a warehouse left out sells at the product price. */
  warehousePrices: v.optional(v.record(v.pipe(v.string(), v.trim(), v.nonEmpty('Warehouse is required.'), singleLine()), moneySchema, 'Warehouse prices must be an object of warehouse → price.'), {}),
  hasVariant: v.optional(v.boolean('hasVariant must be true or false.'), false),
  variantString: v.optional(v.pipe(v.string('Variants must be text.'), v.maxLength(2000, 'At most 2000 characters.'), singleLine()), ''),
  variantList: v.optional(v.pipe(v.array(variantSchema, 'Variants must be a list.'), v.maxLength(100, 'At most 100 variants.')), []),
  hasPromotion: v.optional(v.boolean('hasPromotion must be true or false.'), false),
  promotionPrice: v.optional(v.nullable(moneySchema), null),
  promotionStart: optionalDate,
  promotionEnd: optionalDate,
  image: imageSchema,
};

type ProductEntriesOutput = v.InferOutput<v.StrictObjectSchema<typeof productEntries, undefined>>;

/**
 * POST /api/products and PUT /api/products/{id}. Each flag governs its fields: with hasWarehousePrice,
 * hasVariant or hasPromotion false the server stores none of them (a form that switches one off may
 * still send what was typed). With hasVariant, the list is the truth and variantString is rewritten
 * from it; a string without a list is turned into one (item codes VRT-1…, no additional price).
 */
export const productInputSchema = v.pipe(
  v.strictObject(productEntries, 'Unknown product field.'),
  v.forward(
    v.partialCheck([['barcode'], ['barcodeSymbology']], (input) => (input.barcode ?? input.barcodeSymbology) !== undefined, REQUIRED_MESSAGE),
    ['barcode'],
  ),
  v.forward(
    v.partialCheck(
      [['barcode'], ['barcodeSymbology']],
      (input) => input.barcode === undefined || input.barcodeSymbology === undefined || input.barcode === input.barcodeSymbology,
      'barcode and barcodeSymbology name different symbologies: send one of them.',
    ),
    ['barcode'],
  ),
  v.forward(
    v.partialCheck(
      [['productCode'], ['barcode'], ['barcodeSymbology']],
      (input) => productCodeProblem(input.productCode, input.barcode ?? input.barcodeSymbology ?? DEFAULT_SYMBOLOGY_FOR_CHECK) === null,
      (issue) => {
        const input = issue.input as { productCode: string; barcode?: BarcodeSymbology; barcodeSymbology?: BarcodeSymbology };
        return productCodeProblem(input.productCode, input.barcode ?? input.barcodeSymbology ?? DEFAULT_SYMBOLOGY_FOR_CHECK) ?? 'Invalid product code.';
      },
    ),
    ['productCode'],
  ),
  v.forward(
    v.partialCheck([['hasPromotion'], ['promotionPrice']], (input) => !input.hasPromotion || (input.promotionPrice ?? 0) > 0, REQUIRED_MESSAGE),
    ['promotionPrice'],
  ),
  v.forward(
    v.partialCheck(
      [['hasPromotion'], ['promotionPrice'], ['productPrice']],
      (input) => !input.hasPromotion || input.promotionPrice === null || input.promotionPrice < input.productPrice,
      'Promotion price must be lower than the product price.',
    ),
    ['promotionPrice'],
  ),
  v.forward(
    v.partialCheck([['hasPromotion'], ['promotionStart']], (input) => !input.hasPromotion || Boolean(input.promotionStart), REQUIRED_MESSAGE),
    ['promotionStart'],
  ),
  v.forward(
    v.partialCheck([['hasPromotion'], ['promotionEnd']], (input) => !input.hasPromotion || Boolean(input.promotionEnd), REQUIRED_MESSAGE),
    ['promotionEnd'],
  ),
  v.forward(
    v.partialCheck(
      [['hasPromotion'], ['promotionStart'], ['promotionEnd']],
      // ISO dates compare correctly as text.
      (input) => !input.hasPromotion || !input.promotionStart || !input.promotionEnd || input.promotionStart <= input.promotionEnd,
      'Promotion end must not be before its start.',
    ),
    ['promotionEnd'],
  ),
  v.forward(
    v.partialCheck(
      [['hasVariant'], ['variantList'], ['variantString']],
      (input) => !input.hasVariant || input.variantList.length > 0 || variantNamesFrom(input.variantString).length > 0,
      'Add at least one variant.',
    ),
    ['variantString'],
  ),
  v.forward(
    v.partialCheck(
      [['hasVariant'], ['variantList']],
      (input) => !input.hasVariant || duplicateIndex(input.variantList.map((variant) => variant.name.toLowerCase())) < 0,
      'Each variant needs its own name.',
    ),
    ['variantList'],
  ),
  v.forward(
    v.partialCheck(
      [['hasVariant'], ['variantList']],
      (input) => !input.hasVariant || duplicateIndex(input.variantList.map((variant) => variant.itemCode)) < 0,
      'Each variant needs its own item code.',
    ),
    ['variantList'],
  ),
  v.transform(normalizeProduct),
);

/**
 * What is wrong with each variant's barcode, by row: not printable in the product's symbology (the
 * product code's rule), or the same as another row's or the product's own code (any case). The server
 * refuses these with a 400 under `variantList.{index}.barcode`; a form can show them as typed.
 */
export function variantBarcodeProblems(
  productCode: string,
  symbology: BarcodeSymbology,
  variants: readonly { barcode?: string | null }[],
): { index: number; message: string }[] {
  const problems: { index: number; message: string }[] = [];
  const seen = new Set<string>([productCode.trim().toLowerCase()]);
  variants.forEach((variant, index) => {
    const barcode = variant.barcode?.trim();
    if (!barcode) return;
    const problem = productCodeProblem(barcode, symbology);
    if (problem) problems.push({ index, message: problem });
    else if (seen.has(barcode.toLowerCase())) problems.push({ index, message: 'Each variant needs its own barcode, not the product code or another size\'s.' });
    seen.add(barcode.toLowerCase());
  });
  return problems;
}

function duplicateIndex(values: readonly string[]): number {
  const seen = new Set<string>();
  for (const [index, value] of values.entries()) {
    if (seen.has(value)) return index;
    seen.add(value);
  }
  return -1;
}

/** The validated body with each flag applied to its fields. */
export interface ProductInput {
  productType: ProductType;
  productName: string;
  productCode: string;
  barcodeSymbology: BarcodeSymbology;
  brand: string | null;
  category: string;
  productUnit: string;
  saleUnit: string | null;
  purchaseUnit: string;
  productCost: Minor;
  productPrice: Minor;
  alertQuantity: number;
  productTax: string;
  taxMethod: TaxMethod;
  featured: boolean;
  description: string;
  hasWarehousePrice: boolean;
  warehousePrices: Record<string, Minor>;
  hasVariant: boolean;
  variantString: string;
  variantList: ProductVariantInput[];
  hasPromotion: boolean;
  promotionPrice: Minor | null;
  promotionStart: CalendarDate | null;
  promotionEnd: CalendarDate | null;
  image: string | null;
}

/** A variant as the server stores it: `id` null for a new one, `barcode` null for none. */
export interface ProductVariantInput {
  id: string | null;
  name: string;
  itemCode: string;
  barcode: string | null;
  additionalPrice: Minor;
}

// A body naming no symbology is refused above; the code check meanwhile reads it as Code 128, which prints any code.
const DEFAULT_SYMBOLOGY_FOR_CHECK: BarcodeSymbology = 'Code 128';

function normalizeProduct({ barcode, barcodeSymbology, ...input }: ProductEntriesOutput): ProductInput {
  const variantList = !input.hasVariant
    ? []
    : input.variantList.length > 0
      ? input.variantList.map(({ _id, barcode, ...variant }) => ({ ...variant, id: _id ?? null, barcode: barcode || null, additionalPrice: variant.additionalPrice as Minor }))
      : variantNamesFrom(input.variantString).map((name, index) => ({ id: null, name, itemCode: newItemCode(index + 1), barcode: null, additionalPrice: 0 as Minor }));
  return {
    ...input,
    barcodeSymbology: (barcode ?? barcodeSymbology)!,
    productCost: input.productCost as Minor,
    productPrice: input.productPrice as Minor,
    warehousePrices: input.hasWarehousePrice ? (input.warehousePrices as Record<string, Minor>) : {},
    variantList,
    variantString: variantStringFrom(variantList),
    promotionPrice: input.hasPromotion ? (input.promotionPrice as Minor | null) : null,
    promotionStart: input.hasPromotion && input.promotionStart ? input.promotionStart : null,
    promotionEnd: input.hasPromotion && input.promotionEnd ? input.promotionEnd : null,
  };
}


/** A variant's stock in one warehouse (only warehouses where it has a stock level). */
export const variantStockSchema = v.object({ warehouseId: v.string(), warehouse: v.string(), quantity: v.number() });

/** A size or colour of a product: its own item code, barcode, price adjustment and stock (docs/decisions/021-warehouses-and-variants.md). */
export const productVariantSchema = v.object({
  _id: v.string(),
  name: v.string(),
  itemCode: v.string(),
  /** Its own barcode, or null: scanning it at the POS adds this variant. */
  barcode: v.nullable(v.string()),
  /** Major units, added to the product price. */
  additionalPrice: v.number(),
  /** Its stock over all warehouses. */
  quantity: v.number(),
  stock: v.array(variantStockSchema),
});

/** A product as every product route answers it (list rows included). Money in major units. */
export const productSchema = v.object({
  _id: v.string(),
  productType: v.picklist(PRODUCT_TYPES),
  productName: v.string(),
  productCode: v.string(),
  /** The symbology under the name in docs/screens.md#products (docs/decisions/011-barcode-field-name.md); the same as barcodeSymbology. */
  barcode: v.picklist(BARCODE_SYMBOLOGIES),
  barcodeSymbology: v.picklist(BARCODE_SYMBOLOGIES),
  brand: nullableText,
  brandId: nullableText,
  category: v.string(),
  categoryId: v.string(),
  productUnit: v.string(),
  productUnitId: v.string(),
  saleUnit: nullableText,
  saleUnitId: nullableText,
  purchaseUnit: v.string(),
  purchaseUnitId: v.string(),
  productCost: v.number(),
  productPrice: v.number(),
  alertQuantity: v.number(),
  /** The tax record's name ('VAT 10%'). */
  productTax: v.string(),
  productTaxId: v.string(),
  /** The tax record's rate in percent (10). */
  productTaxRate: v.number(),
  taxMethod: v.picklist(TAX_METHODS),
  featured: v.boolean(),
  description: v.string(),
  hasWarehousePrice: v.boolean(),
  /** Warehouse name → price, major units. */
  warehousePrices: v.record(v.string(), v.number()),
  hasVariant: v.boolean(),
  variantString: v.string(),
  variantList: v.array(productVariantSchema),
  hasPromotion: v.boolean(),
  promotionPrice: v.nullable(v.number()),
  promotionStart: nullableText,
  promotionEnd: nullableText,
  image: nullableText,
  /**
   * Stock on hand over all warehouses (docs/decisions/004-stock-on-hand-in-product-list.md), its variants' included;
   * read-only, moved by purchases, sales, returns, adjustments and transfers.
   */
  quantity: v.number(),
  /** Stock on the product itself, not on a variant: for a product with variants, stock from before its variants kept their own (docs/decisions/021-warehouses-and-variants.md). */
  unassignedQuantity: v.number(),
  ...timestamps,
});
export type Product = v.InferOutput<typeof productSchema>;

/** GET /api/products/by-code: the product, and the size the code named (its item code), null for the product's own code. */
export const scannedProductSchema = v.object({ ...productSchema.entries, scannedVariant: v.nullable(v.string()) });
export type ScannedProduct = v.InferOutput<typeof scannedProductSchema>;

/** GET /api/products/code-suggestion?barcodeSymbology=…: an unused code the symbology can print. */
export const codeSuggestionSchema = v.object({ productCode: v.string() });
