import { describe, expect, it } from 'vitest';
import { englishOf } from '../common/english';
import type { ShownText } from '../../../src/machines/common/notifications';
import { createActor, fromPromise } from 'xstate';
import { productCodeProblem } from '../../../src/domain/barcodes';
import { variantNamesFrom } from '../../../src/domain/product.schemas';
import { REQUIRED_MESSAGE } from '../../../src/domain/record-fields';
import { productBody, productFormDefinition, productFormMachine, syncVariantRows, type ProductValues, type VariantRow } from '../../../src/machines/catalog/product-form.machine';
import { checkValues, fieldError, SUGGEST_FAILED_MESSAGE } from '../../../src/machines/common/record-form.machine';
import { doneEvent, itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions } from '../model-helpers';
import { pathName, laptop, productDuplicateCode, productFormInput, productFormModel, productOptions, testableProductFormMachine, type ProductSection } from '../common/record-form.model';

type Check = Parameters<StateAssertions<any>[string]>[0];
const notices = (check: Check) => check.emitted.filter((event) => event.type === 'notify').map((event) => englishOf((event as unknown as { message: ShownText }).message));
const navigations = (check: Check) => check.emitted.filter((event) => event.type === 'navigate').map((event) => (event as unknown as { to: string }).to);

/** Holds in every state with values: the rows are the string's names, item codes VRT-n and unique. */
function expectVariantsInSync(values: Record<string, unknown>) {
  const rows = values.variantList as VariantRow[];
  expect(rows.map((row) => row.name)).toEqual(variantNamesFrom(values.variantString as string));
  for (const row of rows) expect(row.itemCode).toMatch(/^VRT-[1-9]\d*$/);
  expect(new Set(rows.map((row) => row.itemCode)).size).toBe(rows.length);
}

function expectShownErrorsCurrent(values: Record<string, unknown>, errors: Record<string, string>) {
  const current = checkValues(productFormDefinition, values as unknown as ProductValues);
  for (const [path, message] of Object.entries(errors)) expect(current[path]).toBe(message);
}

function assertionsFor(section: ProductSection): StateAssertions<any> {
  return {
    loading: (check) => expect(check.snapshot.context.values).toEqual({}),
    loadFailed: () => {
      throw new Error('no path loads with a failure here');
    },
    'editing.idle': (check) => {
      const { values, errors, serverErrors } = check.snapshot.context;
      expectVariantsInSync(values);
      expectShownErrorsCurrent(values, errors);
      // One price slot per warehouse record.
      expect(Object.keys(values.warehousePrices)).toEqual(['Main', 'Backup Warehouse']);
      const event = check.event as any;
      switch (event.type) {
        case 'xstate.done.actor.loadForm':
          expect(values.productTax).toBe('t0');
          if (section !== 'code') expect(values).toMatchObject({ productName: laptop.productName, productCost: '15000.00', productPrice: '18500.00', brand: 'br1', category: 'c1' });
          break;
        case 'form.edit':
          if (event.edit.kind === 'variant.remove') expect(values.variantString).toBe((values.variantList as VariantRow[]).map((row) => row.name).join(', '));
          if (event.edit.kind === 'variant.price' && event.edit.value === '2.505' && values.hasVariant) expect(errors['variantList.0.additionalPrice']).toBe('Amount must have at most 2 decimals.');
          if (event.edit.kind === 'warehouse.price' && event.edit.value === 'abc' && values.hasWarehousePrice) expect(errors['warehousePrices.Main']).toBe('Amount must be a number.');
          break;
        case 'field.change':
          if (event.name === 'promotionEnd' && event.value === '2025-08-01' && values.promotionStart === '2025-08-10' && values.hasPromotion) expect(errors.promotionEnd).toBe('Promotion end must not be before its start.');
          if (event.name === 'productCode') expect(errors.productCode).toBe(REQUIRED_MESSAGE);
          if (event.name === 'barcodeSymbology' && values.productCode) expect(errors.productCode).toBe(productCodeProblem(values.productCode, 'EAN-13') ?? undefined);
          break;
        case 'form.submit':
          expect(Object.keys(errors).length).toBeGreaterThan(0);
          expect(errors).toEqual(checkValues(productFormDefinition, values));
          break;
        case 'xstate.done.actor.saveForm':
          // A duplicate code is shown under Product Code, with the server's message.
          expect(serverErrors).toEqual({ productCode: productDuplicateCode.message });
          expect(notices(check)).toEqual([productDuplicateCode.message]);
          break;
        case 'xstate.error.actor.saveForm':
          expect(notices(check)).toEqual(['Failed to submit form. Please try again.']);
          break;
        case 'xstate.done.actor.suggestValue':
          if (event.output.ok) {
            expect(values.productCode).toBe('4006381333931');
            expect(errors.productCode).toBeUndefined();
          } else expect(notices(check)).toEqual([englishOf(SUGGEST_FAILED_MESSAGE)]);
          break;
        case 'xstate.error.actor.suggestValue':
          expect(notices(check)).toEqual([englishOf(SUGGEST_FAILED_MESSAGE)]);
          break;
      }
      if (!event.type.startsWith('xstate.')) expect(notices(check)).toEqual([]);
    },
    'editing.suggesting': (check) => {
      // Asked by the refresh button; the form stays editable while the server answers.
      expect(['field.suggest', 'field.change', 'form.submit']).toContain(check.event.type);
      expect(check.snapshot.can({ type: 'field.suggest' })).toBe(false);
    },
    submitting: (check) => {
      const { values } = check.snapshot.context;
      expect(checkValues(productFormDefinition, values)).toEqual({});
      const body = productBody(values);
      // A section switched off sends nothing of it.
      if (!values.hasVariant) expect(body).not.toHaveProperty('variantList');
      if (!values.hasWarehousePrice) expect(body).not.toHaveProperty('warehousePrices');
      if (!values.hasPromotion) expect(body).not.toHaveProperty('promotionPrice');
      if (values.hasWarehousePrice) expect(body.warehousePrices).toEqual(values.warehousePrices.Main ? { Main: 17999 } : {});
    },
    saved: (check) => {
      // docs/screens.md#products and #messages: Edit Product says 'Form submitted!' and goes to the list.
      expect(notices(check)).toEqual(['Form submitted!']);
      expect(navigations(check)).toEqual(['/product/list']);
    },
  };
}

describe('product form (record form machine with the product definition)', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertionsFor('variants')).sort()).toEqual(leafStatePaths(productFormMachine).sort());
  });

  for (const section of ['variants', 'warehouse prices', 'promotion', 'code'] as const) {
    describe(section, () => {
      const paths = productFormModel(section).getShortestPaths();
      it('keeps the model small', () => expect(paths.length).toBeLessThan(1500));
      const assertions = assertionsFor(section);
      for (const path of paths) {
        it(pathName(path), () => replayPath(testableProductFormMachine, path, assertions, productFormInput(section === 'code' ? 'add' : 'edit')));
      }
      itTakesTheRecordedChart(`product-form ${section}`, testableProductFormMachine, paths, productFormInput(section === 'code' ? 'add' : 'edit'));
    });
  }
});

describe("a product code refused as another product's", () => {
  it('is cleared by a suggested code, as by a typed one', () => {
    const form = createActor(testableProductFormMachine, { input: productFormInput('edit') }).start();
    form.send(doneEvent('loadForm', { ok: true, data: { options: productOptions, record: laptop } }) as never);
    form.send({ type: 'form.submit' });
    form.send(doneEvent('saveForm', productDuplicateCode) as never);
    expect(fieldError(form.getSnapshot(), 'productCode')).toBe(productDuplicateCode.message);
    form.send({ type: 'field.suggest' });
    form.send(doneEvent('suggestValue', { ok: true, data: '4006381333931' }) as never);
    expect(form.getSnapshot().context.values.productCode).toBe('4006381333931');
    expect(fieldError(form.getSnapshot(), 'productCode')).toBeUndefined();
    form.stop();
  });
});

describe('variant rows and the comma string (docs/api.md#records-and-their-fields)', () => {
  it('keeps a row while its name is typed, and gives a new row the lowest free item code', () => {
    let rows = syncVariantRows([], 'R');
    rows = syncVariantRows(rows, 'Red');
    expect(rows).toEqual([{ name: 'Red', itemCode: 'VRT-1', barcode: '', additionalPrice: '0.00' }]);
    rows = syncVariantRows([{ ...rows[0], additionalPrice: '5.00' }], 'Red, Blue');
    expect(rows).toEqual([
      { name: 'Red', itemCode: 'VRT-1', barcode: '', additionalPrice: '5.00' },
      { name: 'Blue', itemCode: 'VRT-2', barcode: '', additionalPrice: '0.00' },
    ]);
    // Red replaced by Green in the string: Blue keeps its row, Green takes over Red's.
    expect(syncVariantRows(rows, 'Blue,  , Green ')).toEqual([
      { name: 'Blue', itemCode: 'VRT-2', barcode: '', additionalPrice: '0.00' },
      { name: 'Green', itemCode: 'VRT-1', barcode: '', additionalPrice: '5.00' },
    ]);
    // Red's row removed, then a name added: the freed VRT-1 is reused.
    expect(syncVariantRows([rows[1]], 'Blue, Green')).toEqual([
      { name: 'Blue', itemCode: 'VRT-2', barcode: '', additionalPrice: '0.00' },
      { name: 'Green', itemCode: 'VRT-1', barcode: '', additionalPrice: '0.00' },
    ]);
  });
});

describe('a stored product with sizes (docs/decisions/021-warehouses-and-variants.md)', () => {
  it('keeps each size by its _id, with its own barcode, so its stock and history stay through a rename', () => {
    const stored = {
      ...laptop,
      hasVariant: true,
      variantString: 'S, M',
      variantList: [
        { _id: 'v-s', name: 'S', itemCode: 'VRT-1', barcode: null, additionalPrice: 0, quantity: 4, stock: [] },
        { _id: 'v-m', name: 'M', itemCode: 'VRT-2', barcode: '4006381333931', additionalPrice: 1.5, quantity: 1, stock: [] },
      ],
    };
    const values = productFormDefinition.fromRecord(stored as never, productOptions);
    expect(values.variantList).toEqual([
      { id: 'v-s', name: 'S', itemCode: 'VRT-1', barcode: '', additionalPrice: '0.00' },
      { id: 'v-m', name: 'M', itemCode: 'VRT-2', barcode: '4006381333931', additionalPrice: '1.50' },
    ]);
    // M renamed Medium in the names: its row (and _id) goes on with the new name.
    const renamed = { ...values, variantString: 'S, Medium', variantList: syncVariantRows(values.variantList, 'S, Medium') };
    expect((productBody(renamed).variantList as unknown[])).toEqual([
      { _id: 'v-s', name: 'S', itemCode: 'VRT-1', barcode: null, additionalPrice: 0 },
      { _id: 'v-m', name: 'Medium', itemCode: 'VRT-2', barcode: '4006381333931', additionalPrice: 1.5 },
    ]);
  });
});

describe('after a successful add', () => {
  it("says 'Form submitted successfully!' and empties the form for the next product (docs/screens.md#products and #messages)", async () => {
    const saved: unknown[] = [];
    const machine = productFormMachine.provide({
      actors: {
        loadForm: fromPromise(async () => ({ ok: true, data: { options: productOptions, record: null } })) as never,
        saveForm: fromPromise(async ({ input }: { input: { body: unknown } }) => {
          saved.push(input.body);
          return { ok: true, data: laptop };
        }) as never,
      },
    });
    const actor = createActor(machine, { input: productFormInput('add') });
    const told: unknown[] = [];
    actor.on('notify', (event) => told.push(englishOf(event.message)));
    actor.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const change = (name: string, value: unknown) => actor.send({ type: 'field.change', name, value });
    change('productName', 'Dell Latitude 5440');
    change('productCode', 'LAT5440');
    change('category', 'c1');
    change('productUnit', 'u1');
    change('purchaseUnit', 'u1');
    change('productCost', '15000');
    change('productPrice', '0');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ productPrice: REQUIRED_MESSAGE });
    change('productPrice', '18500.00');
    const generation = actor.getSnapshot().context.generation;
    actor.send({ type: 'form.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saved).toEqual([
      {
        productType: 'Standard',
        productName: 'Dell Latitude 5440',
        productCode: 'LAT5440',
        barcodeSymbology: 'Code 128',
        category: 'c1',
        productUnit: 'u1',
        purchaseUnit: 'u1',
        productCost: 15000,
        productPrice: 18500,
        productTax: 't0',
        taxMethod: 'Exclusive',
        featured: false,
        hasWarehousePrice: false,
        hasVariant: false,
        hasPromotion: false,
      },
    ]);
    expect(told).toEqual(['Form submitted successfully!']);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.values.productName).toBe('');
    expect(snapshot.context.generation).toBe(generation + 1);
    actor.stop();
  });
});
