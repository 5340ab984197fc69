/**
 * The catalog's wire shapes (docs/api.md#records-and-their-fields; docs/api.md#the-calls), shared by the server (request
 * bodies, answers) and the browser (forms, API client). Each resource has:
 * - `<name>InputSchema`: the body of POST (create) and PUT (the full record) — a strict object, so an
 *   unknown field is a 400. Its output carries money as Minor and rates as Percent.
 * - `<Name>`: the answer's type (money back in major units, as JSON numbers).
 *
 * Reference fields (brand, category, units, tax, parent category, base unit) take the name or the _id
 * of an existing record; the server resolves them and answers with both (`brand` and `brandId`).
 */
import * as v from 'valibot';
import { CALENDAR_DATE_MESSAGE, calendarDateSchema, type CalendarDate } from './calendar-date';
import { moneySchema, percentSchema } from './money.schemas';
import { multiLine, searchTextSchema, singleLine } from './text.schemas';
import type { Minor } from './money';
import {
  BARCODE_SYMBOLOGIES,
  DEFAULT_TAX_METHOD,
  DEFAULT_UNIT_OPERATOR,
  MAX_LIST_PAGE_SIZE,
  PRODUCT_TYPES,
  TAX_METHODS,
  UNIT_OPERATORS,
  type BarcodeSymbology,
  type ProductType,
  type TaxMethod,
} from './shop-constants';

/** docs/screens.md#products (Add Product): the one message for an empty, blank or zero required field. */
export const REQUIRED_MESSAGE = 'This field is required.';

export const NAME_MAX_LENGTH = 100;
export const PRODUCT_NAME_MAX_LENGTH = 200;
export const PRODUCT_CODE_MAX_LENGTH = 50;
export const DESCRIPTION_MAX_LENGTH = 5000;

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

/**
 * A field that must be present. A plain valibot entry reports a missing key with the object's message;
 * docs/screens.md#products wants 'This field is required.' under the field, so the key is always read (the default
 * function makes valibot run the entry even when the key is absent) and checked for presence first.
 */
export function required<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.pipe(v.optional(v.unknown(), () => undefined), v.check(isPresent, REQUIRED_MESSAGE), schema);
}

export const requiredText = (maxLength: number) =>
  v.pipe(
    v.string(REQUIRED_MESSAGE),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.maxLength(maxLength, `At most ${maxLength} characters.`),
    singleLine(),
  );

/** Optional one-line text ('' when absent). */
export const optionalText = (maxLength: number, message?: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.maxLength(maxLength, `At most ${maxLength} characters.`), singleLine()), '');

/** A reference to another record: its name or its _id. */
const referenceText = v.pipe(
  v.string('Choose one of the listed options.'),
  v.trim(),
  v.maxLength(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters.`),
  singleLine(),
);
const requiredReference = required(v.pipe(referenceText, v.nonEmpty(REQUIRED_MESSAGE)));
/** Optional references: absent, null or '' all mean none. */
const optionalReference = v.optional(
  v.pipe(
    v.nullable(referenceText),
    v.transform((value) => (value ? value : null)),
  ),
  null,
);

/** Money a required field holds: docs/screens.md#products counts zero as missing. */
const requiredMoney = required(
  v.pipe(
    moneySchema,
    v.check((amount: Minor) => amount !== 0, REQUIRED_MESSAGE),
  ),
);

/** Where an image lives: a URL answered by POST /api/upload. */
export const UPLOAD_URL_PATTERN = /^\/uploads\/[0-9a-f]{64}\.(?:jpg|png|gif|webp)$/;
const imageSchema = v.optional(
  v.pipe(
    v.nullable(v.string('Image must be an uploaded image URL.')),
    v.transform((value) => (value ? value : null)),
    v.check((value) => value === null || UPLOAD_URL_PATTERN.test(value), 'Image must be a URL answered by the image upload.'),
  ),
  null,
);

/** Every answer carries its ISO timestamps. */
const timestamps = { createdAt: v.string(), updatedAt: v.string() };
const nullableText = v.nullable(v.string());

// ---------------------------------------------------------------------------------------------------
// Lists and selections

/** `?q=&page=&pageSize=` of every list (docs/api.md#lists-paging-and-caps). Query values are text. */
export const listQuerySchema = v.object({
  q: searchTextSchema,
  page: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'page must be a whole number from 1.'), v.transform(Number)),
    '1',
  ),
  pageSize: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,3}$/, `pageSize must be a whole number from 1 to ${MAX_LIST_PAGE_SIZE}.`),
      v.transform(Number),
      v.maxValue(MAX_LIST_PAGE_SIZE, `pageSize must be a whole number from 1 to ${MAX_LIST_PAGE_SIZE}.`),
    ),
    '10',
  ),
});
export type ListQuery = v.InferOutput<typeof listQuerySchema>;

/** A record's id: a uuid (any other text names no record). */
export const RECORD_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `DELETE /api/<resource>` with `{ "ids": [...] }`: the selected rows of a list, deleted in one
 * transaction (docs/api.md#deleting). A body, not the query string: 1,000 ids would pass the 16 KB
 * header limit. Ids are answered lower-case and once each.
 */
export const MAX_DELETE_IDS = 1000;
const DELETE_IDS_MESSAGE = 'Send the ids to delete: { "ids": ["…"] }.';
export const deleteSelectionSchema = v.strictObject(
  {
    ids: v.pipe(
      // Read even when absent, so a missing list gets this message under ids (see `required`).
      v.optional(v.unknown(), () => undefined),
      v.array(v.pipe(v.string('An id is text.'), v.regex(RECORD_ID_PATTERN, 'This is not a record id.')), DELETE_IDS_MESSAGE),
      v.minLength(1, DELETE_IDS_MESSAGE),
      v.maxLength(MAX_DELETE_IDS, `At most ${MAX_DELETE_IDS} rows can be deleted at once.`),
      v.transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
    ),
  },
  'A delete takes only ids.',
);

/** What a delete answers. */
export const deleteAnswerSchema = v.object({ success: v.literal(true), message: v.string(), deleted: v.number() });
export type DeleteAnswer = v.InferOutput<typeof deleteAnswerSchema>;

// ---------------------------------------------------------------------------------------------------
// Category

export const categoryInputSchema = v.strictObject(
  {
    name: required(requiredText(NAME_MAX_LENGTH)),
    parentCategory: optionalReference,
    image: imageSchema,
  },
  'A category has only name, parentCategory and image.',
);
export type CategoryInput = v.InferOutput<typeof categoryInputSchema>;

export const categorySchema = v.object({
  _id: v.string(),
  name: v.string(),
  parentCategory: nullableText,
  parentCategoryId: nullableText,
  image: nullableText,
  /** Products in this category. */
  productCount: v.number(),
  /** Stock on hand of those products, all warehouses. */
  stockQuantity: v.number(),
  /** Σ on hand × price and Σ on hand × cost, major units. */
  worthPrice: v.number(),
  worthCost: v.number(),
  ...timestamps,
});
export type Category = v.InferOutput<typeof categorySchema>;

/** One row of the category CSV import (columns name, parent). */
export const categoryImportRowSchema = v.strictObject({
  name: requiredText(NAME_MAX_LENGTH),
  parent: optionalText(NAME_MAX_LENGTH),
});

// ---------------------------------------------------------------------------------------------------
// Brand, unit, tax, warehouse, biller

export const brandInputSchema = v.strictObject(
  { name: required(requiredText(NAME_MAX_LENGTH)), image: imageSchema },
  'A brand has only name and image.',
);
export type BrandInput = v.InferOutput<typeof brandInputSchema>;
export const brandSchema = v.object({ _id: v.string(), name: v.string(), image: nullableText, ...timestamps });
export type Brand = v.InferOutput<typeof brandSchema>;

/** A conversion factor: positive, at most 4 decimals (1000 g in a kg, 0.001 kg in a g). */
const operationValueSchema = v.pipe(
  v.number('Operation value must be a number.'),
  v.check((value) => Number.isFinite(value) && value > 0, 'Operation value must be greater than 0.'),
  v.maxValue(1_000_000_000, 'Operation value is too large.'),
  v.check((value) => Math.round(value * 10_000) / 10_000 === value, 'Operation value has at most 4 decimals.'),
);

export const unitInputSchema = v.strictObject(
  {
    code: required(requiredText(20)),
    name: required(requiredText(NAME_MAX_LENGTH)),
    baseUnit: optionalReference,
    operator: v.optional(v.picklist(UNIT_OPERATORS, "Operator must be '*' or '/'."), DEFAULT_UNIT_OPERATOR),
    operationValue: v.optional(operationValueSchema, 1),
  },
  'A unit has only code, name, baseUnit, operator and operationValue.',
);
export type UnitInput = v.InferOutput<typeof unitInputSchema>;
export const unitSchema = v.object({
  _id: v.string(),
  code: v.string(),
  name: v.string(),
  baseUnit: nullableText,
  baseUnitId: nullableText,
  operator: v.picklist(UNIT_OPERATORS),
  operationValue: v.number(),
  ...timestamps,
});
export type Unit = v.InferOutput<typeof unitSchema>;

export const taxInputSchema = v.strictObject(
  { name: required(requiredText(NAME_MAX_LENGTH)), rate: required(percentSchema) },
  'A tax has only name and rate.',
);
export type TaxInput = v.InferOutput<typeof taxInputSchema>;
export const taxSchema = v.object({
  _id: v.string(),
  name: v.string(),
  /** Percent, e.g. 15 for 15%. */
  rate: v.number(),
  ...timestamps,
});
export type Tax = v.InferOutput<typeof taxSchema>;

export const warehouseInputSchema = v.strictObject({ name: required(requiredText(NAME_MAX_LENGTH)) }, 'A warehouse has only name.');
export type WarehouseInput = v.InferOutput<typeof warehouseInputSchema>;
export const warehouseSchema = v.object({ _id: v.string(), name: v.string(), ...timestamps });
export type Warehouse = v.InferOutput<typeof warehouseSchema>;

export const billerInputSchema = v.strictObject({ name: required(requiredText(NAME_MAX_LENGTH)) }, 'A biller has only name.');
export type BillerInput = v.InferOutput<typeof billerInputSchema>;
export const billerSchema = v.object({ _id: v.string(), name: v.string(), ...timestamps });
export type Biller = v.InferOutput<typeof billerSchema>;

// ---------------------------------------------------------------------------------------------------
// Product codes and variants

/** GS1 check digit (EAN-13, UPC-A) of the digits before it. */
export function gtinCheckDigit(digits: string): number {
  let sum = 0;
  // Weights 3,1,3,… from the rightmost digit before the check digit.
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

const CODE_39_TEXT = /^[0-9A-Z \-.$/+%]+$/;
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/** Why `code` cannot be printed in `symbology`, or null when it can. */
export function productCodeProblem(code: string, symbology: BarcodeSymbology): string | null {
  switch (symbology) {
    case 'Code 128':
      return PRINTABLE_ASCII.test(code) ? null : 'Code 128 takes letters, digits, spaces and punctuation only.';
    case 'Code 39':
      return CODE_39_TEXT.test(code) ? null : 'Code 39 takes only capital letters A-Z, digits, spaces and - . $ / + %.';
    case 'EAN-13':
      if (!/^\d{12,13}$/.test(code)) return 'EAN-13 takes 12 digits, or 13 with the check digit.';
      if (code.length === 13 && gtinCheckDigit(code.slice(0, 12)) !== Number(code[12])) return 'The last digit is not the EAN-13 check digit.';
      return null;
    case 'UPC-A':
      if (!/^\d{11,12}$/.test(code)) return 'UPC-A takes 11 digits, or 12 with the check digit.';
      if (code.length === 12 && gtinCheckDigit(code.slice(0, 11)) !== Number(code[11])) return 'The last digit is not the UPC-A check digit.';
      return null;
  }
}

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

const variantSchema = v.strictObject(
  {
    name: required(requiredText(NAME_MAX_LENGTH)),
    itemCode: required(v.pipe(v.string(REQUIRED_MESSAGE), v.trim(), v.regex(/^VRT-[1-9]\d{0,5}$/, "Item code must look like 'VRT-1'."))),
    additionalPrice: v.optional(moneySchema, 0),
  },
  'A variant has only name, itemCode and additionalPrice.',
);

const optionalDate = v.optional(v.nullable(v.union([v.literal(''), calendarDateSchema], CALENDAR_DATE_MESSAGE)), null);

// ---------------------------------------------------------------------------------------------------
// Product

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
  variantList: { name: string; itemCode: string; additionalPrice: Minor }[];
  hasPromotion: boolean;
  promotionPrice: Minor | null;
  promotionStart: CalendarDate | null;
  promotionEnd: CalendarDate | null;
  image: string | null;
}

// A body naming no symbology is refused above; the code check meanwhile reads it as Code 128, which prints any code.
const DEFAULT_SYMBOLOGY_FOR_CHECK: BarcodeSymbology = 'Code 128';

function normalizeProduct({ barcode, barcodeSymbology, ...input }: ProductEntriesOutput): ProductInput {
  const variantList = !input.hasVariant
    ? []
    : input.variantList.length > 0
      ? input.variantList.map((variant) => ({ ...variant, additionalPrice: variant.additionalPrice as Minor }))
      : variantNamesFrom(input.variantString).map((name, index) => ({ name, itemCode: newItemCode(index + 1), additionalPrice: 0 as Minor }));
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


export const productVariantSchema = v.object({
  name: v.string(),
  itemCode: v.string(),
  /** Major units, added to the product price. */
  additionalPrice: v.number(),
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
  /** Stock on hand over all warehouses (docs/decisions/004-stock-on-hand-in-product-list.md); read-only, moved by purchases, sales, returns. */
  quantity: v.number(),
  ...timestamps,
});
export type Product = v.InferOutput<typeof productSchema>;

/** GET /api/products/code-suggestion?barcodeSymbology=…: an unused code the symbology can print. */
export const codeSuggestionSchema = v.object({ productCode: v.string() });

/**
 * POST /api/upload answer (201): message 'Image uploaded successfully!' (docs/screens.md#messages), and
 * url '/uploads/<sha256>.<ext>', what a record's image field holds.
 */
export const uploadAnswerSchema = v.object({ success: v.literal(true), message: v.string(), url: v.string() });
export type UploadAnswer = v.InferOutput<typeof uploadAnswerSchema>;

/** POST /api/import/categories answer. */
export const importAnswerSchema = v.object({ success: v.literal(true), message: v.string(), imported: v.number() });
export type ImportAnswer = v.InferOutput<typeof importAnswerSchema>;


