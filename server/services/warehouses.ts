import { sql } from 'drizzle-orm';
import { readTogether, type Executor } from '../db/executor';
import { productWarehousePrices, stockLevels, stockMovements, warehouses } from '../db/schema';
import type { Warehouse, WarehouseInput } from '../../src/domain/catalog.schemas';
import { iso, rowsOf } from '../db/raw-rows';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { countOf, listOf } from '../i18n/words';
import { countsBy, namedRecordService } from './named-records';
import { en } from '../i18n/english';

type Row = typeof warehouses.$inferSelect;

/**
 * Deactivating a warehouse (docs/screens.md#warehouses) is refused while it holds stock (nothing
 * could sell or move it) or a till sells from it, and for the last active warehouse (every
 * document needs one). The warehouse's row is locked first, so two deactivations cannot each see
 * the other one still active.
 */
async function refuseDeactivation(executor: Executor, id: string): Promise<void> {
  const [row] = await rowsOf<{ name: string; active: boolean }>(executor, sql`select name, active from warehouses where id = ${id} for no key update`);
  if (!row || !row.active) return;
  const [held, tills, others] = await readTogether(executor, [
    () => rowsOf<{ n: number }>(executor, sql`select count(*)::int as n from stock_levels where warehouse_id = ${id} and on_hand <> 0`),
    () => rowsOf<{ n: number }>(executor, sql`select count(*)::int as n from tills where warehouse_id = ${id}`),
    () => rowsOf<{ n: number }>(executor, sql`select count(*)::int as n from warehouses where active and id <> ${id}`),
  ]);
  const reasons = [
    Number(held[0]!.n) > 0 ? en`holds stock of ${countOf(Number(held[0]!.n), 'product')} (transfer it out first)` : '',
    Number(tills[0]!.n) === 1 ? en`is where 1 till sells from` : Number(tills[0]!.n) > 1 ? en`is where ${Number(tills[0]!.n)} tills sell from` : '',
    Number(others[0]!.n) === 0 ? en`is the only active warehouse` : '',
  ].filter(Boolean);
  if (reasons.length === 0) return;
  const message = en`Warehouse '${row.name}' cannot be deactivated: it ${listOf(reasons)}.`;
  throw new ApiError(Status.conflict, message, [{ message, path: ['active'] }]);
}

export const warehouseService = namedRecordService<WarehouseInput, Row, Warehouse>({
  table: warehouses,
  noun: 'warehouse',
  async values(executor, input, id) {
    if (id && !input.active) await refuseDeactivation(executor, id);
    return { name: input.name, active: input.active };
  },
  answer: async (_executor, rows) =>
    rows.map((row) => ({ _id: row.id, name: row.name, active: row.active, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) })),
  async usage(executor, rows, ids) {
    const [stock, history, prices] = await readTogether(executor, [
      () => countsBy(executor, stockLevels, stockLevels.warehouseId, ids),
      () => countsBy(executor, stockMovements, stockMovements.warehouseId, ids),
      () => countsBy(executor, productWarehousePrices, productWarehousePrices.warehouseId, ids),
    ]);
    return rows.flatMap((row) => {
      const uses = [
        history.get(row.id) ? en`has stock history (${countOf(history.get(row.id)!, 'movement')})` : stock.get(row.id) ? en`holds stock of ${countOf(stock.get(row.id)!, 'product')}` : '',
        prices.get(row.id) ? en`has its own price on ${countOf(prices.get(row.id)!, 'product')}` : '',
      ].filter(Boolean);
      return uses.length ? [{ id: row.id, message: en`Warehouse '${row.name}' ${listOf(uses)}: deactivate it instead.` }] : [];
    });
  },
});
