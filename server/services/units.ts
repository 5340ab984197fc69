import { count, eq, inArray, or, sql } from 'drizzle-orm';
import { products, units } from '../db/schema';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import type { Unit, UnitInput } from '../../src/domain/catalog.schemas';
import { iso, rowsOf } from '../db/raw-rows';
import { countOf, listOf } from '../i18n/words';
import { duplicateName } from './record-errors';
import { resolveReference } from './record-references';
import { readTogether, type Executor } from '../db/executor';
import { countsBy, namedRecordService } from './named-records';
import { en } from '../i18n/english';

type Row = typeof units.$inferSelect;

/** Queues changes of a unit's base unit (the advisory locks are listed in docs/concurrency-and-limits.md). */
const UNIT_CHAIN_LOCK_ID = 727_013;

async function baseUnitId(executor: Executor, input: UnitInput, id: string | undefined): Promise<string | null> {
  if (!input.baseUnit) return null;
  const baseId = await resolveReference(executor, 'units', input.baseUnit, ['baseUnit'], 'unit');
  if (id && baseId === id) {
    const message = en`A unit cannot be its own base unit.`;
    throw new ApiError(Status.badRequest, message, [{ message, path: ['baseUnit'] }]);
  }
  if (id) {
    // Queued shop-wide like a category's parent (CATEGORY_TREE_LOCK_ID), so two edits cannot close a
    // loop between them (docs/concurrency-and-limits.md, "Lock order"). UNION ends the walk on a loop.
    await executor.execute(sql`select pg_advisory_xact_lock(${UNIT_CHAIN_LOCK_ID})`);
    // Following the new base unit's chain must not come back to this unit.
    const [{ cycle }] = await rowsOf<{ cycle: boolean }>(
      executor,
      sql`with recursive chain(id) as (select ${baseId}::uuid union select u.base_unit_id from units u join chain on u.id = chain.id where u.base_unit_id is not null)
          select exists(select 1 from chain where id = ${id}) as cycle`,
    );
    if (cycle) {
      const message = en`That base unit is itself based on this unit.`;
      throw new ApiError(Status.badRequest, message, [{ message, path: ['baseUnit'] }]);
    }
  }
  return baseId;
}

export const unitService = namedRecordService<UnitInput, Row, Unit>({
  table: units,
  noun: 'unit',
  searchColumns: [sql`lower(${units.name})`, sql`lower(${units.code})`],
  values: async (executor, input, id) => ({
    code: input.code,
    name: input.name,
    baseUnitId: await baseUnitId(executor, input, id),
    operator: input.operator,
    operationValue: String(input.operationValue),
  }),
  async answer(executor, rows) {
    const baseIds = [...new Set(rows.map((row) => row.baseUnitId).filter((id): id is string => Boolean(id)))];
    const bases = baseIds.length ? await executor.select({ id: units.id, name: units.name }).from(units).where(inArray(units.id, baseIds)) : [];
    const baseNames = new Map(bases.map((base) => [base.id, base.name]));
    return rows.map((row) => ({
      _id: row.id,
      code: row.code,
      name: row.name,
      baseUnit: row.baseUnitId ? (baseNames.get(row.baseUnitId) ?? null) : null,
      baseUnitId: row.baseUnitId,
      operator: row.operator,
      operationValue: Number(row.operationValue),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }));
  },
  async usage(executor, rows, ids) {
    const [productCounts, asBase] = await readTogether(executor, [
      () => executor
        .select({ id: units.id, n: count(products.id) })
        .from(units)
        .innerJoin(products, or(eq(products.productUnitId, units.id), eq(products.saleUnitId, units.id), eq(products.purchaseUnitId, units.id)))
        .where(inArray(units.id, ids))
        .groupBy(units.id),
      // Units being deleted together with their base unit do not keep it.
      () => countsBy(executor, units, units.baseUnitId, ids, sql`not ${inArray(units.id, ids)}`),
    ]);
    return rows.flatMap((row) => {
      const productUses = productCounts.find((entry) => entry.id === row.id)?.n ?? 0;
      const uses = [
        productUses ? en`is used by ${countOf(productUses, 'product')}` : '',
        asBase.get(row.id) ? en`is the base unit of ${countOf(asBase.get(row.id)!, 'unit')}` : '',
      ].filter(Boolean);
      return uses.length ? [{ id: row.id, message: en`Unit '${row.name}' ${listOf(uses)}.` }] : [];
    });
  },
  duplicate: (input) => {
    const error = duplicateName('unit', input.name);
    const message = en`A unit named '${input.name}' or with code '${input.code}' already exists.`;
    return new ApiError(error.status, message, [{ message, path: ['name'] }, { message, path: ['code'] }]);
  },
});
