import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { productBody, productFormDefinition, syncVariantRows, type ProductValues, type VariantRow } from '../../../src/machines/catalog/product-form.machine';
import { fieldError } from '../../../src/machines/common/record-form.machine';
import type { PickerLists } from '../../../src/machines/common/record-form.machine';
import { VARIANT_BARCODE_MAX_LENGTH } from '../../../src/domain/product.schemas';
import { doneEvent } from '../model-helpers';
import { laptop, productFormInput, productOptions, testableProductFormMachine } from '../common/record-form.model';

const today = '2026-11-28';
// The product schema's message for Variants switched on with none named (src/domain/product.schemas.ts).
const NO_VARIANT_MESSAGE = 'Add at least one variant.';
const tax = (id: string, name: string, rate: number) => ({ id, name, record: { _id: id, name, rate } });

/** Edit Product on the laptop (docs/screens.md#products): what the form shows under its fields as the user types. */
function editLaptop(record: Record<string, unknown> = laptop) {
  const actor = createActor(testableProductFormMachine, { input: productFormInput('edit') }).start();
  actor.send(doneEvent('loadForm', { ok: true, data: { options: productOptions, record } }) as never);
  const change = (name: string, value: unknown) => actor.send({ type: 'field.change', name, value });
  const edit = (edit: Record<string, unknown>) => actor.send({ type: 'form.edit', edit } as never);
  const error = (path: string) => fieldError(actor.getSnapshot(), path);
  const can = (edit: Record<string, unknown>) => actor.getSnapshot().can({ type: 'form.edit', edit } as never);
  return { actor, change, edit, error, can };
}

/** docs/api.md#records-and-their-fields: a new product's tax is No Tax, the zero-rate record. */
describe('Add Product: the tax a new product starts with', () => {
  const startsWith = (options: PickerLists) => productFormDefinition.empty(options, today as never).productTax;

  it('is the zero-rate tax, whatever it is called, before one named No Tax', () => {
    expect(startsWith({ taxes: [tax('t-named', 'No Tax', 5), tax('t-zero', 'Zero rated', 0)] })).toBe('t-zero');
  });

  it('is the one named No Tax when no tax has a zero rate', () => {
    expect(startsWith({ taxes: [tax('t10', 'VAT 10%', 10), tax('t-named', 'No Tax', 5)] })).toBe('t-named');
  });

  it('is none when the shop has neither, or no taxes at all', () => {
    expect(startsWith({ taxes: [tax('t10', 'VAT 10%', 10)] })).toBe('');
    expect(startsWith({})).toBe('');
  });

  it('has a price slot per warehouse, and none when no warehouses were read', () => {
    expect(productFormDefinition.empty(productOptions, today as never).warehousePrices).toEqual({ Main: '', 'Backup Warehouse': '' });
    expect(productFormDefinition.empty({}, today as never).warehousePrices).toEqual({});
  });
});

describe('Edit Product: the stored product in the form', () => {
  const shown = (record: Record<string, unknown>) => productFormDefinition.fromRecord({ ...laptop, ...record } as never, productOptions);

  it('keeps its type, symbology and tax method, and falls back to the defaults where the record has none', () => {
    expect(shown({ productType: 'Service', barcodeSymbology: 'EAN-13', taxMethod: 'Inclusive' })).toMatchObject({ productType: 'Service', barcodeSymbology: 'EAN-13', taxMethod: 'Inclusive' });
    expect(shown({ productType: '', barcodeSymbology: '', taxMethod: '' })).toMatchObject({ productType: 'Standard', barcodeSymbology: 'Code 128', taxMethod: 'Exclusive' });
  });

  it('shows an alert quantity as stored, 0 included, and an empty box for none', () => {
    expect(shown({ alertQuantity: 0 }).alertQuantity).toBe('0');
    expect(shown({ alertQuantity: 7 }).alertQuantity).toBe('7');
    expect(shown({ alertQuantity: null }).alertQuantity).toBe('');
    expect(shown({ alertQuantity: undefined }).alertQuantity).toBe('');
  });

  it('shows each switch as stored', () => {
    expect(shown({ featured: false, hasWarehousePrice: true, hasPromotion: true })).toMatchObject({ featured: false, hasWarehousePrice: true, hasPromotion: true });
    expect(shown({ featured: true, hasWarehousePrice: false, hasPromotion: false })).toMatchObject({ featured: true, hasWarehousePrice: false, hasPromotion: false });
  });
});

describe('the body saved: the alert quantity goes with stock-keeping products only', () => {
  const body = (productType: string) => productBody({ ...productFormDefinition.fromRecord(laptop as never, productOptions), productType, alertQuantity: '4' } as ProductValues);
  it.each([
    ['Standard', 4],
    ['', 4],
    ['Service', undefined],
    ['Digital', undefined],
  ])('a %j product sends alertQuantity %j', (productType, sent) => {
    expect(body(productType).alertQuantity).toBe(sent);
  });
});

describe('item codes of new variant rows (docs/api.md#records-and-their-fields)', () => {
  const row = (name: string, itemCode: string): VariantRow => ({ name, itemCode, barcode: '', additionalPrice: '0.00' });

  it('go on past VRT-9 to VRT-11 when VRT-1 … VRT-10 are taken', () => {
    const rows = Array.from({ length: 10 }, (_, index) => row(`Size ${index + 1}`, `VRT-${index + 1}`));
    const names = rows.map((kept) => kept.name).join(', ');
    expect(syncVariantRows(rows, `${names}, New`).at(-1)).toEqual(row('New', 'VRT-11'));
  });

  it('count only codes of the VRT-n form: an imported code like OLD-VRT-1 or VRT-1a holds no number', () => {
    expect(syncVariantRows([row('Old', 'OLD-VRT-1')], 'Old, New').at(-1)).toEqual(row('New', 'VRT-1'));
    expect(syncVariantRows([row('Old', 'VRT-1a')], 'Old, New').at(-1)).toEqual(row('New', 'VRT-1'));
  });
});

describe('Edit Product: which variant edits the form takes', () => {
  it('takes none while Variants is switched off', () => {
    const form = editLaptop();
    expect(form.can({ kind: 'variants.text', text: 'Red' })).toBe(false);
    form.actor.stop();
  });

  it('takes a row edit only for a row that exists', () => {
    const form = editLaptop();
    form.change('hasVariant', true);
    expect(form.can({ kind: 'variants.text', text: 'Red' })).toBe(true);
    form.edit({ kind: 'variants.text', text: 'Red, Blue' });
    for (const kind of ['variant.remove', 'variant.price', 'variant.barcode']) {
      expect([-1, 0, 1, 2].map((index) => form.can({ kind, index, value: '1.00' }))).toEqual([false, true, true, false]);
    }
    form.change('hasVariant', false);
    expect(form.can({ kind: 'variant.remove', index: 0 })).toBe(false);
    form.actor.stop();
  });

  it('refuses an edit it does not know, even with Variants on', () => {
    const form = editLaptop();
    form.change('hasVariant', true);
    expect(form.can({ kind: 'variants.sort' })).toBe(false);
    form.actor.stop();
  });
});

describe('Edit Product: the messages an edit shows under the fields it touches', () => {
  it('asks for a variant when the names typed are only commas, or the last row is removed', () => {
    const form = editLaptop();
    form.change('hasVariant', true);
    form.edit({ kind: 'variants.text', text: ' , ' });
    expect(form.error('variantString')).toBe(NO_VARIANT_MESSAGE);
    form.edit({ kind: 'variants.text', text: 'Red' });
    expect(form.error('variantString')).toBeUndefined();
    form.edit({ kind: 'variant.remove', index: 0 });
    expect(form.error('variantString')).toBe(NO_VARIANT_MESSAGE);
    form.actor.stop();
  });

  it('says so under the variants when two rows have the same name', () => {
    const form = editLaptop();
    form.change('hasVariant', true);
    form.edit({ kind: 'variants.text', text: 'Red, red' });
    expect(form.error('variantList')).toBeDefined();
    form.actor.stop();
  });

  it("shows a size's barcode too long under that barcode, and keeps it under its row when a row above is removed", () => {
    const form = editLaptop();
    form.change('hasVariant', true);
    form.edit({ kind: 'variants.text', text: 'S, M, L' });
    form.edit({ kind: 'variant.barcode', index: 2, value: '4'.repeat(VARIANT_BARCODE_MAX_LENGTH + 1) });
    const taken = form.error('variantList.2.barcode');
    expect(taken).toBe(`At most ${VARIANT_BARCODE_MAX_LENGTH} characters.`);
    form.edit({ kind: 'variant.remove', index: 1 });
    expect(form.error('variantList.1.barcode')).toBe(taken);
    form.actor.stop();
  });
});

describe('Edit Product: a change checks the fields that depend on it again', () => {
  it('a new symbology checks the product code again', () => {
    const form = editLaptop();
    expect(form.error('productCode')).toBeUndefined();
    form.change('barcodeSymbology', 'EAN-13');
    expect(form.error('productCode')).toBeDefined();
    form.actor.stop();
  });

  it('a lower price checks the promotion price again', () => {
    const form = editLaptop();
    form.change('hasPromotion', true);
    form.change('promotionPrice', '16999.00');
    expect(form.error('promotionPrice')).toBeUndefined();
    form.change('productPrice', '100.00');
    expect(form.error('promotionPrice')).toBeDefined();
    form.actor.stop();
  });

  it('a later start checks the end date again', () => {
    const form = editLaptop();
    form.change('hasPromotion', true);
    form.change('promotionEnd', '2025-08-01');
    expect(form.error('promotionEnd')).toBeUndefined();
    form.change('promotionStart', '2025-08-10');
    expect(form.error('promotionEnd')).toBe('Promotion end must not be before its start.');
    form.actor.stop();
  });

  it('switching Variants back on checks the names typed again', () => {
    const form = editLaptop();
    form.change('hasVariant', true);
    form.edit({ kind: 'variants.text', text: ' , ' });
    form.change('hasVariant', false);
    expect(form.error('variantString')).toBeUndefined();
    form.change('hasVariant', true);
    expect(form.error('variantString')).toBe(NO_VARIANT_MESSAGE);
    form.actor.stop();
  });
});

describe('Edit Product: a code the server says is taken', () => {
  it('shows the server’s words under Product Code when the refusal names no field', () => {
    const form = editLaptop();
    form.actor.send({ type: 'form.submit' });
    form.actor.send(doneEvent('saveForm', { ok: false, status: 409, message: 'Another product already uses the code LAT5440.', issues: [] }) as never);
    expect(form.error('productCode')).toBe('Another product already uses the code LAT5440.');
    form.actor.stop();
  });
});
