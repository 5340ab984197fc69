import { readTogether } from '../db/executor';
import { productWarehousePrices, stockLevels, stockMovements, warehouses } from '../db/schema';
import type { Warehouse, WarehouseInput } from '../../src/domain/catalog.schemas';
import { iso } from '../db/raw-rows';
import { countOf } from './counted-noun';
import { countsBy, namedRecordService } from './named-records';

type Row = typeof warehouses.$inferSelect;

export const warehouseService = namedRecordService<WarehouseInput, Row, Warehouse>({
  table: warehouses,
  noun: 'warehouse',
  values: async (_executor, input) => ({ name: input.name }),
  answer: async (_executor, rows) => rows.map((row) => ({ _id: row.id, name: row.name, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) })),
  async usage(executor, rows, ids) {
    const [stock, history, prices] = await readTogether(executor, [
      () => countsBy(executor, stockLevels, stockLevels.warehouseId, ids),
      () => countsBy(executor, stockMovements, stockMovements.warehouseId, ids),
      () => countsBy(executor, productWarehousePrices, productWarehousePrices.warehouseId, ids),
    ]);
    return rows.flatMap((row) => {
      const uses = [
        history.get(row.id) ? `has stock history (${countOf(history.get(row.id)!, 'movement')})` : stock.get(row.id) ? `holds stock of ${countOf(stock.get(row.id)!, 'product')}` : '',
        prices.get(row.id) ? `has its own price on ${countOf(prices.get(row.id)!, 'product')}` : '',
      ].filter(Boolean);
      return uses.length ? [{ id: row.id, message: `Warehouse '${row.name}' ${uses.join(' and ')}.` }] : [];
    });
  },
});
