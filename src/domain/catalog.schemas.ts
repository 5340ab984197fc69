/**
 * The catalog's six simple records on the wire (docs/api.md#records-and-their-fields): category,
 * brand, unit, tax, warehouse and biller, shared by the server (request bodies, answers) and the
 * browser (forms, API client). Each has:
 * - `<name>InputSchema`: the body of POST (create) and PUT (the full record) — a strict object, so an
 *   unknown field is a 400.
 * - `<Name>`: the answer's type.
 *
 * Reference fields (parent category, base unit) take the name or the _id of an existing record; the
 * server resolves them and answers with both (`parentCategory` and `parentCategoryId`). The product
 * is product.schemas.ts; the fields all records are built from, record-fields.ts.
 */
import * as v from 'valibot';
import { percentSchema } from './money.schemas';
import { imageSchema, NAME_MAX_LENGTH, nullableText, optionalReference, optionalText, required, requiredText, timestamps } from './record-fields';
import { DEFAULT_UNIT_OPERATOR, UNIT_OPERATORS } from './shop-constants';

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

/**
 * A warehouse (docs/screens.md#warehouses): its name, and whether it is active. A deactivated one is
 * offered by no picker and takes no transfer; its documents and stock history stay. Left out, active is true.
 */
export const warehouseInputSchema = v.strictObject(
  { name: required(requiredText(NAME_MAX_LENGTH)), active: v.optional(v.boolean('Active is true or false.'), true) },
  'A warehouse has only name and active.',
);
export type WarehouseInput = v.InferOutput<typeof warehouseInputSchema>;
export const warehouseSchema = v.object({ _id: v.string(), name: v.string(), active: v.boolean(), ...timestamps });
export type Warehouse = v.InferOutput<typeof warehouseSchema>;

export const billerInputSchema = v.strictObject({ name: required(requiredText(NAME_MAX_LENGTH)) }, 'A biller has only name.');
export type BillerInput = v.InferOutput<typeof billerInputSchema>;
export const billerSchema = v.object({ _id: v.string(), name: v.string(), ...timestamps });
export type Biller = v.InferOutput<typeof billerSchema>;
