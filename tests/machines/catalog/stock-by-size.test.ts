import { describe, expect, it } from 'vitest';
import { NOT_ON_A_SIZE, stockBySize } from '../../../src/machines/catalog/stock-by-size';

const level = (warehouse: string, quantity: number) => ({ warehouseId: `w-${warehouse}`, warehouse, quantity });
const size = (name: string, itemCode: string, stock: ReturnType<typeof level>[]) => ({
  _id: `v-${name}`,
  name,
  itemCode,
  barcode: null,
  additionalPrice: 0,
  quantity: stock.reduce((sum, entry) => sum + entry.quantity, 0),
  stock,
});

/** docs/screens.md#products: the product list shows a product's stock per size per location. */
describe('a product’s stock by size and location', () => {
  it('is a row per size and a column per location any size is kept in, 0 where a size has none, red at or below the alert quantity', () => {
    const shirt = {
      hasVariant: true,
      alertQuantity: 2,
      unassignedQuantity: 0,
      variantList: [size('S', 'VRT-1', [level('Main', 5)]), size('M', 'VRT-2', [level('Main', 7), level('Mall Road', 3)]), size('L', 'VRT-3', [level('Mall Road', 2)])],
    };
    expect(stockBySize(shirt)).toEqual({
      locations: ['Main', 'Mall Road'],
      rows: [
        { key: 'VRT-1', name: 'S', quantities: [5, 0], total: 5, low: false },
        { key: 'VRT-2', name: 'M', quantities: [7, 3], total: 10, low: false },
        { key: 'VRT-3', name: 'L', quantities: [0, 2], total: 2, low: true },
      ],
    });
  });

  it('adds the stock not on a size yet, by its total only, and is nothing for a product without sizes', () => {
    const migrated = { hasVariant: true, alertQuantity: 0, unassignedQuantity: 4, variantList: [size('S', 'VRT-1', [])] };
    expect(stockBySize(migrated)?.rows.at(-1)).toEqual({ key: '', name: NOT_ON_A_SIZE, quantities: [], total: 4, low: false });
    expect(stockBySize({ hasVariant: false, alertQuantity: 0, unassignedQuantity: 9, variantList: [] })).toBeNull();
  });
});

describe('a product’s stock by size: the edges the product list meets', () => {
  it('lists the locations A to Z, whichever size names them first', () => {
    const shirt = { hasVariant: true, alertQuantity: 0, unassignedQuantity: 0, variantList: [size('S', 'VRT-1', [level('Mall Road', 1)]), size('M', 'VRT-2', [level('Main', 2)])] };
    expect(stockBySize(shirt)?.locations).toEqual(['Main', 'Mall Road']);
  });

  it("shows the stock not on a size as 'Not on a size', with no quantity in any location", () => {
    const migrated = { hasVariant: true, alertQuantity: 0, unassignedQuantity: 4, variantList: [size('S', 'VRT-1', [level('Main', 1), level('Mall Road', 0)])] };
    expect(stockBySize(migrated)?.rows.at(-1)).toEqual({ key: '', name: 'Not on a size', quantities: [null, null], total: 4, low: false });
  });

  it('is nothing for a product whose sizes are switched off, whatever rows it kept', () => {
    expect(stockBySize({ hasVariant: false, alertQuantity: 0, unassignedQuantity: 0, variantList: [size('S', 'VRT-1', [level('Main', 1)])] })).toBeNull();
    expect(stockBySize({ hasVariant: true, alertQuantity: 0, unassignedQuantity: 3, variantList: [] })).toBeNull();
  });
});
