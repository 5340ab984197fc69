import { fromPromise } from 'xstate';
import type { PickerLists, RecordFormMachine } from '../../../src/machines/common/record-form.machine';
import { productFormMachine } from '../../../src/machines/catalog/product-form.machine';
import { brandFormMachine } from '../../../src/machines/catalog/named-record-forms';
import { doneEvent, errorEvent, machineTestModel } from '../model-helpers';

/** Invoked calls never settle on their own here: each path settles them with done or error events. */
const pending = () => fromPromise(() => new Promise<never>(() => {})) as never;

/** A form machine whose server calls wait for the path's events. */
export const testableForm = (machine: RecordFormMachine) => machine.provide({ actors: { loadForm: pending(), saveForm: pending(), suggestValue: pending() } });

export const testableBrandFormMachine = testableForm(brandFormMachine);
export const testableProductFormMachine = testableForm(productFormMachine);

export const savedBrand = { _id: 'b1', name: 'Dell', image: null, createdAt: '2025-08-05T10:00:00.000Z', updatedAt: '2025-08-05T10:00:00.000Z' };
export const brandDuplicate = { ok: false, status: 409, message: 'A brand named Dell already exists.', issues: [] };
export const brandTooLong = { ok: false, status: 400, message: 'At most 100 characters.', issues: [{ path: 'name', message: 'At most 100 characters.' }] };

/** A brand deleted since its list was read: the server's 404 (docs/screens.md#screens-and-routes). */
export const brandGone = { ok: false, status: 404, message: 'Brand not found.', issues: [] };

export function brandEvents(mode: 'add' | 'edit') {
  return [
    { type: 'field.change', name: 'name', value: '' },
    { type: 'field.change', name: 'name', value: 'Dell' },
    { type: 'form.submit' },
    { type: 'form.retry' },
    { type: 'field.suggest' },
    doneEvent('loadForm', { ok: true, data: { options: {}, record: mode === 'edit' ? savedBrand : null } }),
    doneEvent('loadForm', brandGone),
    errorEvent('loadForm', new TypeError('Failed to fetch')),
    doneEvent('saveForm', { ok: true, data: savedBrand }),
    doneEvent('saveForm', brandDuplicate),
    doneEvent('saveForm', brandTooLong),
    errorEvent('saveForm', new TypeError('Failed to fetch')),
  ] as never[];
}

export function brandFormInput(mode: 'add' | 'edit') {
  return { id: mode === 'edit' ? 'b1' : undefined };
}

export function brandFormModel(mode: 'add' | 'edit') {
  return machineTestModel(testableBrandFormMachine, { facet: (context) => context.values, events: brandEvents(mode), input: brandFormInput(mode) });
}

// ---------------------------------------------------------------------------------------------------
// Product form: one small model per section, each starting from a loaded product.

export const productOptions: PickerLists = {
  brands: [{ id: 'br1', name: 'Dell', record: { _id: 'br1', name: 'Dell' } }],
  categories: [{ id: 'c1', name: 'Electronics', record: { _id: 'c1', name: 'Electronics' } }],
  units: [{ id: 'u1', name: 'Piece', record: { _id: 'u1', name: 'Piece' } }],
  taxes: [
    { id: 't0', name: 'No Tax', record: { _id: 't0', name: 'No Tax', rate: 0 } },
    { id: 't10', name: 'VAT 10%', record: { _id: 't10', name: 'VAT 10%', rate: 10 } },
  ],
  warehouses: [
    { id: 'w1', name: 'Main', record: { _id: 'w1', name: 'Main' } },
    { id: 'w2', name: 'Backup Warehouse', record: { _id: 'w2', name: 'Backup Warehouse' } },
  ],
};

export const laptop = {
  _id: 'p1',
  productType: 'Standard',
  productName: 'Dell Latitude 5440',
  productCode: 'LAT5440',
  barcodeSymbology: 'Code 128',
  brand: 'Dell',
  brandId: 'br1',
  category: 'Electronics',
  categoryId: 'c1',
  productUnit: 'Piece',
  productUnitId: 'u1',
  saleUnit: 'Piece',
  saleUnitId: 'u1',
  purchaseUnit: 'Piece',
  purchaseUnitId: 'u1',
  productCost: 15000,
  productPrice: 18500,
  alertQuantity: 5,
  productTax: 'No Tax',
  productTaxId: 't0',
  productTaxRate: 0,
  taxMethod: 'Exclusive',
  featured: true,
  description: '14-inch business laptop',
  hasWarehousePrice: false,
  warehousePrices: {},
  hasVariant: false,
  variantString: '',
  variantList: [],
  hasPromotion: false,
  promotionPrice: null,
  promotionStart: null,
  promotionEnd: null,
  image: null,
  quantity: 12,
  unassignedQuantity: 12,
  createdAt: '2025-08-05T10:00:00.000Z',
  updatedAt: '2025-08-05T10:00:00.000Z',
};

export const productDuplicateCode = { ok: false, status: 409, message: 'Another product already uses the code LAT5440.', issues: [{ path: 'productCode', message: 'Another product already uses the code LAT5440.' }] };

const productCommon = (mode: 'add' | 'edit') => [
  doneEvent('loadForm', { ok: true, data: { options: productOptions, record: mode === 'edit' ? laptop : null } }),
  { type: 'form.submit' },
  doneEvent('saveForm', { ok: true, data: laptop }),
  doneEvent('saveForm', productDuplicateCode),
  errorEvent('saveForm', new TypeError('Failed to fetch')),
];

/** Two variants at most (docs/architecture.md#things-that-bite: simple paths explode). */
export const variantEvents = [
  { type: 'field.change', name: 'hasVariant', value: true },
  { type: 'field.change', name: 'hasVariant', value: false },
  { type: 'form.edit', edit: { kind: 'variants.text', text: 'Red' } },
  { type: 'form.edit', edit: { kind: 'variants.text', text: ' Red , ,Blue' } },
  { type: 'form.edit', edit: { kind: 'variants.text', text: '' } },
  { type: 'form.edit', edit: { kind: 'variant.remove', index: 0 } },
  { type: 'form.edit', edit: { kind: 'variant.price', index: 0, value: '250.00' } },
  { type: 'form.edit', edit: { kind: 'variant.price', index: 0, value: '2.505' } },
  { type: 'form.edit', edit: { kind: 'variant.barcode', index: 0, value: '4006381333931' } },
];

export const warehouseEvents = [
  { type: 'field.change', name: 'hasWarehousePrice', value: true },
  { type: 'field.change', name: 'hasWarehousePrice', value: false },
  { type: 'form.edit', edit: { kind: 'warehouse.price', warehouse: 'Main', value: '17999.00' } },
  { type: 'form.edit', edit: { kind: 'warehouse.price', warehouse: 'Main', value: 'abc' } },
  { type: 'form.edit', edit: { kind: 'warehouse.price', warehouse: 'Backup Warehouse', value: '' } },
];

export const promotionEvents = [
  { type: 'field.change', name: 'hasPromotion', value: true },
  { type: 'field.change', name: 'promotionPrice', value: '16999.00' },
  { type: 'field.change', name: 'promotionStart', value: '2025-08-10' },
  { type: 'field.change', name: 'promotionEnd', value: '2025-08-01' },
  { type: 'field.change', name: 'promotionEnd', value: '2025-08-31' },
];

/** The code field and its refresh button, on an add form that starts empty. */
export const codeEvents = [
  { type: 'field.change', name: 'productCode', value: '' },
  { type: 'field.change', name: 'barcodeSymbology', value: 'EAN-13' },
  { type: 'field.suggest' },
  doneEvent('suggestValue', { ok: true, data: '4006381333931' }),
  doneEvent('suggestValue', { ok: false, status: 403, message: 'You do not have access to this.', issues: [] }),
  errorEvent('suggestValue', new TypeError('Failed to fetch')),
];

export type ProductSection = 'variants' | 'warehouse prices' | 'promotion' | 'code';

export function productFormInput(mode: 'add' | 'edit') {
  return { id: mode === 'edit' ? 'p1' : undefined };
}

export function productFormModel(section: ProductSection) {
  const sectionEvents = { variants: variantEvents, 'warehouse prices': warehouseEvents, promotion: promotionEvents, code: codeEvents }[section];
  const mode = section === 'code' ? 'add' : 'edit';
  return machineTestModel(testableProductFormMachine, { facet: (context) => context.values, events: [...productCommon(mode), ...sectionEvents] as never[], input: productFormInput(mode) });
}

/** A path named by its events, not by the whole context it ends in. */
export function pathName(path: { steps: { event: { type: string } }[] }): string {
  return path.steps
    .slice(1)
    .map(({ event }) => {
      const { type, output, error, ...payload } = event as Record<string, unknown> & { type: string };
      const detail = type === 'xstate.done.actor.loadForm' ? '' : output !== undefined ? JSON.stringify(output).slice(0, 40) : error !== undefined ? String(error) : Object.keys(payload).length ? JSON.stringify(payload) : '';
      return detail ? `${type.replace(/^xstate\./, '')} ${detail}` : type.replace(/^xstate\./, '');
    })
    .join(' → ') || 'starts';
}

