/**
 * The product form (docs/screens.md#products, Add Product and Edit Product): the record form machine with
 * the product's own rules layered on as a definition — variant rows kept in sync with the comma
 * string, one price per warehouse, the promotion, and a server-proposed product code.
 */
import type { MessageDescriptor } from '@lingui/core';
import { newItemCode, productInputSchema, variantNamesFrom, variantStringFrom } from '../../domain/product.schemas';
import {
  DEFAULT_BARCODE_SYMBOLOGY,
  DEFAULT_PRODUCT_TYPE,
  DEFAULT_TAX_METHOD,
} from '../../domain/shop-constants';
import type { PickerOption } from '../../api/catalog/catalog';
import { compact, moneyText, numberFromText, presentText, text } from '../common/form-values';
import { recordFormMachine, type PickerLists, type RecordFormDefinition } from '../common/record-form.machine';
import { screens } from '../../domain/screens';

/** A variant row as the form holds it: the price and the barcode as typed. */
export interface VariantRow {
  /** The stored variant the row keeps (its stock and history stay with it); absent for a new row. */
  id?: string;
  name: string;
  itemCode: string;
  /** Its own barcode, optional (docs/screens.md#products); '' for none. */
  barcode: string;
  additionalPrice: string;
}

/** What the product form holds: text as typed, the switches, the variant rows and one price per warehouse. */
export type ProductValues = {
  productType: string;
  productName: string;
  productCode: string;
  barcodeSymbology: string;
  brand: string;
  category: string;
  productUnit: string;
  saleUnit: string;
  purchaseUnit: string;
  productCost: string;
  productPrice: string;
  alertQuantity: string;
  productTax: string;
  taxMethod: string;
  featured: boolean;
  description: string;
  hasWarehousePrice: boolean;
  /** Warehouse name → the price as typed; '' sells at the product price. */
  warehousePrices: Record<string, string>;
  hasVariant: boolean;
  variantString: string;
  variantList: VariantRow[];
  hasPromotion: boolean;
  promotionPrice: string;
  promotionStart: string;
  promotionEnd: string;
  image: string;
};

export type ProductEdit =
  | { kind: 'variants.text'; text: string }
  | { kind: 'variant.remove'; index: number }
  | { kind: 'variant.price'; index: number; value: string }
  | { kind: 'variant.barcode'; index: number; value: string }
  | { kind: 'warehouse.price'; warehouse: string; value: string };

// docs/screens.md#messages.
export const PRODUCT_CREATED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'product.added', message: 'Form submitted successfully!' };
export const PRODUCT_UPDATED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'product.updated', message: 'Form submitted!' };
export const PRODUCT_SAVE_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'product.save-failed', message: 'Failed to submit form. Please try again.' };
/** docs/screens.md#choices-and-reference-data: a new variant row shows an additional price of 0.00. */
export const NEW_VARIANT_PRICE = '0.00';

function itemNumber(itemCode: string): number {
  const match = /^VRT-(\d+)$/.exec(itemCode);
  return match ? Number(match[1]) : 0;
}

/**
 * The rows for the names typed in the comma string (docs/api.md#records-and-their-fields: trimmed, empty entries
 * dropped). A row keeps its item code and price while its name stays; a name being typed takes over
 * the row it replaces, so typing 'Red' letter by letter edits one row instead of making three. A new
 * row gets the lowest item code no other row holds, so codes stay VRT-1 … VRT-n.
 */
export function syncVariantRows(rows: readonly VariantRow[], variantString: string): VariantRow[] {
  const names = variantNamesFrom(variantString);
  const unused = [...rows];
  const matched: (VariantRow | undefined)[] = names.map((name) => {
    const index = unused.findIndex((row) => row.name === name);
    return index >= 0 ? unused.splice(index, 1)[0] : undefined;
  });
  const result = names.map((name, index) => matched[index] ?? (unused.length > 0 ? { ...unused.shift()!, name } : null));
  const taken = new Set(result.map((row) => (row ? itemNumber(row.itemCode) : 0)));
  let next = 1;
  return result.map((row, index) => {
    if (row) return row;
    while (taken.has(next)) next += 1;
    taken.add(next);
    return { name: names[index], itemCode: newItemCode(next), barcode: '', additionalPrice: NEW_VARIANT_PRICE };
  });
}

/** The tax a new product starts with: the default in docs/api.md#records-and-their-fields, No Tax (the zero-rate record). */
function noTaxId(taxes: readonly PickerOption[] | undefined): string {
  const noTax = taxes?.find((tax) => tax.record.rate === 0) ?? taxes?.find((tax) => tax.name === 'No Tax');
  return noTax?.id ?? '';
}

function warehouseNames(options: PickerLists): string[] {
  return (options.warehouses ?? []).map((warehouse) => warehouse.name);
}

function emptyProduct(options: PickerLists): ProductValues {
  return {
    productType: DEFAULT_PRODUCT_TYPE,
    productName: '',
    productCode: '',
    barcodeSymbology: DEFAULT_BARCODE_SYMBOLOGY,
    brand: '',
    category: '',
    productUnit: '',
    saleUnit: '',
    purchaseUnit: '',
    productCost: '',
    productPrice: '',
    alertQuantity: '',
    productTax: noTaxId(options.taxes),
    taxMethod: DEFAULT_TAX_METHOD,
    featured: false,
    description: '',
    hasWarehousePrice: false,
    // One price per warehouse record, empty until typed: an empty one sells at the product price.
    warehousePrices: Object.fromEntries(warehouseNames(options).map((name) => [name, ''])),
    hasVariant: false,
    variantString: '',
    variantList: [],
    hasPromotion: false,
    promotionPrice: '',
    promotionStart: '',
    promotionEnd: '',
    image: '',
  };
}

function productFromRecord(record: Record<string, unknown>, options: PickerLists): ProductValues {
  const prices = (record.warehousePrices ?? {}) as Record<string, number>;
  const variants = (record.variantList ?? []) as { _id: string; name: string; itemCode: string; barcode: string | null; additionalPrice: number }[];
  return {
    ...emptyProduct(options),
    productType: text(record.productType) || DEFAULT_PRODUCT_TYPE,
    productName: text(record.productName),
    productCode: text(record.productCode),
    barcodeSymbology: text(record.barcodeSymbology) || DEFAULT_BARCODE_SYMBOLOGY,
    brand: text(record.brandId),
    category: text(record.categoryId),
    productUnit: text(record.productUnitId),
    saleUnit: text(record.saleUnitId),
    purchaseUnit: text(record.purchaseUnitId),
    productCost: moneyText(record.productCost),
    productPrice: moneyText(record.productPrice),
    alertQuantity: record.alertQuantity === undefined || record.alertQuantity === null ? '' : String(record.alertQuantity),
    productTax: text(record.productTaxId),
    taxMethod: text(record.taxMethod) || DEFAULT_TAX_METHOD,
    featured: record.featured === true,
    description: text(record.description),
    hasWarehousePrice: record.hasWarehousePrice === true,
    warehousePrices: Object.fromEntries(warehouseNames(options).map((name) => [name, moneyText(prices[name])])),
    hasVariant: record.hasVariant === true,
    variantString: text(record.variantString),
    variantList: variants.map((variant) => ({ id: variant._id, name: variant.name, itemCode: variant.itemCode, barcode: variant.barcode ?? '', additionalPrice: moneyText(variant.additionalPrice) })),
    hasPromotion: record.hasPromotion === true,
    promotionPrice: moneyText(record.promotionPrice),
    promotionStart: text(record.promotionStart),
    promotionEnd: text(record.promotionEnd),
    image: text(record.image),
  };
}

/**
 * The body of POST and PUT /api/products. Empty values are left out (docs/screens.md#products), and the
 * warehouse prices, variants and promotion go only with their switch on, so a switched-off section
 * never blocks the save with what was typed in it before.
 */
export function productBody(values: ProductValues): Record<string, unknown> {
  const rows = values.variantList;
  const prices = values.warehousePrices;
  const { hasWarehousePrice, hasVariant, hasPromotion } = values;
  return compact({
    productType: presentText(values.productType),
    productName: presentText(values.productName),
    productCode: presentText(values.productCode),
    barcodeSymbology: presentText(values.barcodeSymbology),
    brand: presentText(values.brand),
    category: presentText(values.category),
    productUnit: presentText(values.productUnit),
    saleUnit: presentText(values.saleUnit),
    purchaseUnit: presentText(values.purchaseUnit),
    productCost: numberFromText(values.productCost),
    productPrice: numberFromText(values.productPrice),
    // Services and digital products keep no stock, so they have no alert quantity (the form hides the field).
    alertQuantity: values.productType === 'Standard' || values.productType === '' ? numberFromText(values.alertQuantity) : undefined,
    productTax: presentText(values.productTax),
    taxMethod: presentText(values.taxMethod),
    featured: values.featured,
    description: presentText(values.description),
    hasWarehousePrice,
    warehousePrices: hasWarehousePrice
      ? Object.fromEntries(
          Object.entries(prices)
            .map(([warehouse, price]) => [warehouse, numberFromText(price)] as const)
            .filter(([, price]) => price !== undefined),
        )
      : undefined,
    hasVariant,
    variantString: hasVariant ? variantStringFrom(rows) : undefined,
    // A kept row names its variant by _id, so its stock and history stay with it through a rename.
    variantList: hasVariant
      ? rows.map((row) => compact({ _id: row.id, name: row.name, itemCode: row.itemCode, barcode: presentText(row.barcode) ?? null, additionalPrice: numberFromText(row.additionalPrice) }))
      : undefined,
    hasPromotion,
    promotionPrice: hasPromotion ? numberFromText(values.promotionPrice) : undefined,
    promotionStart: hasPromotion ? presentText(values.promotionStart) : undefined,
    promotionEnd: hasPromotion ? presentText(values.promotionEnd) : undefined,
    image: presentText(values.image),
  });
}

function applyProductEdit(values: ProductValues, edit: ProductEdit): { values: ProductValues; fields: string[] } {
  const rows = values.variantList;
  switch (edit.kind) {
    case 'variants.text':
      return { values: { ...values, variantString: edit.text, variantList: syncVariantRows(rows, edit.text) }, fields: ['variantString', 'variantList'] };
    case 'variant.remove': {
      // docs/api.md#records-and-their-fields: removing a row rewrites the string.
      const variantList = rows.filter((_, index) => index !== edit.index);
      return { values: { ...values, variantList, variantString: variantStringFrom(variantList) }, fields: ['variantString', 'variantList'] };
    }
    case 'variant.price': {
      const variantList = rows.map((row, index) => (index === edit.index ? { ...row, additionalPrice: edit.value } : row));
      return { values: { ...values, variantList }, fields: [`variantList.${edit.index}.additionalPrice`] };
    }
    case 'variant.barcode': {
      const variantList = rows.map((row, index) => (index === edit.index ? { ...row, barcode: edit.value } : row));
      return { values: { ...values, variantList }, fields: [`variantList.${edit.index}.barcode`] };
    }
    case 'warehouse.price': {
      const warehousePrices = { ...values.warehousePrices, [edit.warehouse]: edit.value };
      return { values: { ...values, warehousePrices }, fields: [`warehousePrices.${edit.warehouse}`] };
    }
    default:
      return { values, fields: [] };
  }
}

function allowsProductEdit(values: ProductValues, edit: ProductEdit): boolean {
  const rows = values.variantList;
  // A section's fields show only with its switch on.
  switch (edit.kind) {
    case 'variant.remove':
    case 'variant.price':
    case 'variant.barcode':
      return values.hasVariant && edit.index >= 0 && edit.index < rows.length;
    case 'warehouse.price':
      return values.hasWarehousePrice && Object.hasOwn(values.warehousePrices, edit.warehouse);
    default:
      return edit.kind === 'variants.text' && values.hasVariant;
  }
}

export const productFormDefinition: RecordFormDefinition<ProductValues, ProductEdit> = {
  source: { resource: 'products' },
  schema: productInputSchema,
  pickers: ['brands', 'categories', 'units', 'taxes', 'warehouses'],
  empty: emptyProduct,
  fromRecord: productFromRecord,
  toBody: productBody,
  applyEdit: applyProductEdit,
  allowsEdit: allowsProductEdit,
  // A code must fit its symbology, a promotion price stays under the price, and an end date follows its start.
  linked: { barcodeSymbology: ['productCode'], productPrice: ['promotionPrice'], promotionStart: ['promotionEnd'], hasVariant: ['variantString'] },
  conflictField: 'productCode',
  suggestion: { field: 'productCode', query: (values) => ({ barcodeSymbology: text(values.barcodeSymbology) || DEFAULT_BARCODE_SYMBOLOGY }) },
  messages: { created: PRODUCT_CREATED_MESSAGE, updated: PRODUCT_UPDATED_MESSAGE, failed: PRODUCT_SAVE_FAILED_MESSAGE },
  afterAdd: 'reset',
  afterEdit: { navigate: screens.productList.path },
};

export const productFormMachine = recordFormMachine(productFormDefinition);

