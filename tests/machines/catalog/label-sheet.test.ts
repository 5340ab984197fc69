import { describe, expect, it } from 'vitest';
import { labelSheetMachine, labelsOf } from '../../../src/machines/catalog/label-sheet.machine';
import { itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions } from '../model-helpers';
import { laptop, pathName } from '../common/record-form.model';
import { labelSheetInput, labelSheetModel, labelSheetReference, testableLabelSheetMachine } from './label-sheet.model';
import { englishOf } from '../common/english';

const assertions: StateAssertions<any> = {
  loading: (check) => {
    expect(check.snapshot.context.product).toBeNull();
    expect(check.snapshot.can({ type: 'labels.print' })).toBe(false);
  },
  failed: (check) => {
    expect(['Could not load the product. Check the connection and try again.', 'This product no longer exists.']).toContain(englishOf(check.snapshot.context.loadError));
    expect(check.snapshot.can({ type: 'labels.print' })).toBe(false);
  },
  ready: (check) => {
    expect(check.snapshot.context.product).toEqual(laptop);
  },
};

describe('label sheet machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(labelSheetMachine).sort());
  });
  const paths = labelSheetModel().getShortestPaths();
  for (const path of paths) {
    it(pathName(path), () => replayPath(testableLabelSheetMachine, path, assertions, labelSheetInput, labelSheetReference(labelSheetInput)));
  }
  itTakesTheRecordedChart('label-sheet', testableLabelSheetMachine, paths, labelSheetInput);
});

/** docs/screens.md#products, Print Labels: a label per size for a product with sizes. */
describe('the labels of a product', () => {
  it('is one label of the product itself, at its price, with its code in its symbology', () => {
    expect(labelsOf(laptop as never)).toEqual([{ key: laptop._id, name: laptop.productName, price: Math.round(laptop.productPrice * 100), code: laptop.productCode, symbology: laptop.barcodeSymbology }]);
  });

  it("is one label per size: its name after the product's, the price with its extra, its own barcode or {code}-{itemCode} in Code 128", () => {
    const shirt = {
      ...laptop,
      productName: 'T-Shirt',
      productCode: '4006381333900',
      barcodeSymbology: 'EAN-13' as const,
      productPrice: 15,
      hasVariant: true,
      variantList: [
        { _id: 'v-s', name: 'S', itemCode: 'VRT-1', barcode: null, additionalPrice: 0, quantity: 0, stock: [] },
        { _id: 'v-l', name: 'L', itemCode: 'VRT-3', barcode: '4006381333931', additionalPrice: 2.5, quantity: 0, stock: [] },
      ],
    };
    expect(labelsOf(shirt as never).map(({ name, price, code, symbology }) => [name, price, code, symbology])).toEqual([
      ['T-Shirt (S)', 1500, '4006381333900-VRT-1', 'Code 128'],
      ['T-Shirt (L)', 1750, '4006381333931', 'EAN-13'],
    ]);
  });
});
