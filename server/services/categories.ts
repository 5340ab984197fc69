import { inArray, sql } from 'drizzle-orm';
import { categories, products } from '../db/schema';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import type { Category, CategoryInput } from '../../src/domain/catalog.schemas';
import { sumToWire } from '../../src/domain/money';
import { iso, rowsOf } from '../db/raw-rows';
import { countOf, listOf } from '../i18n/words';
import { resolveReference } from './record-references';
import { readTogether, type Executor } from '../db/executor';
import { countsBy, namedRecordService } from './named-records';
import { en } from '../i18n/english';

type Row = typeof categories.$inferSelect;

/**
 * Queues every change of a category's parent, shop-wide, until its transaction ends: two edits
 * checked at once (A under B, B under A) would each see no loop and both commit one
 * (docs/concurrency-and-limits.md, "Lock order"). Parent changes are rare; the wait is short.
 */
export const CATEGORY_TREE_LOCK_ID = 727_012;

/** Checks that `parentId` may be the parent of category `id` (not itself, not one of its descendants). */
export async function assertParentAllowed(executor: Executor, id: string, parentId: string): Promise<void> {
  const fail = (message: string) => new ApiError(Status.badRequest, message, [{ message, path: ['parentCategory'] }]);
  if (parentId === id) throw fail(en`A category cannot be its own parent.`);
  // Taken before the walk: in READ COMMITTED the walk's statement then sees the edit that held the lock.
  await executor.execute(sql`select pg_advisory_xact_lock(${CATEGORY_TREE_LOCK_ID})`);
  const [{ cycle }] = await rowsOf<{ cycle: boolean }>(
    executor,
    sql`with recursive chain(id) as (select ${parentId}::uuid union select c.parent_id from categories c join chain on c.id = chain.id where c.parent_id is not null)
        select exists(select 1 from chain where id = ${id}) as cycle`,
  );
  if (cycle) throw fail(en`That category is already inside this one.`);
}

interface Totals {
  id: string;
  product_count: number;
  stock_quantity: string | number;
  worth_price: string | number;
  worth_cost: string | number;
}

export const categoryService = namedRecordService<CategoryInput, Row, Category>({
  table: categories,
  noun: 'category',
  search: (pattern) =>
    sql`(lower(${categories.name}) like ${pattern} or ${categories.parentId} in (select id from categories where lower(name) like ${pattern}))`,
  async values(executor, input, id) {
    const parentId = input.parentCategory ? await resolveReference(executor, 'categories', input.parentCategory, ['parentCategory'], 'category') : null;
    if (parentId && id) await assertParentAllowed(executor, id, parentId);
    return { name: input.name, parentId, image: input.image };
  },
  async answer(executor, rows) {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const parentIds = [...new Set(rows.map((row) => row.parentId).filter((id): id is string => Boolean(id)))];
    // Only the page's categories: the products in each and in its sub-categories (a parent
    // counts its children's products), with their stock and its worth. A parent never loops back
    // (assertParentAllowed); should a loop be stored anyway, UNION (not UNION ALL) drops the row
    // met again, so the walk still ends (docs/concurrency-and-limits.md, "Bounds and ranges").
    const [parents, totals] = await readTogether(executor, [
      () => parentIds.length ? executor.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, parentIds)) : [],
      () => rowsOf<Totals>(
        executor,
        sql`with recursive tree(root, id) as (
              select c.id, c.id from categories c where ${inArray(sql`c.id`, ids)}
              union
              select t.root, k.id from tree t join categories k on k.parent_id = t.id
            ),
            counts as (select t.root, count(*)::int as product_count from tree t join products p on p.category_id = t.id group by t.root),
            stock as (
              select t.root, sum(l.on_hand) as quantity, sum(l.on_hand * p.price) as worth_price, sum(l.on_hand * p.cost) as worth_cost
              from tree t join products p on p.category_id = t.id join stock_levels l on l.product_id = p.id
              group by t.root
            )
            select r.root as id, coalesce(n.product_count, 0)::int as product_count,
              coalesce(s.quantity, 0) as stock_quantity, coalesce(s.worth_price, 0) as worth_price, coalesce(s.worth_cost, 0) as worth_cost
            from (select distinct root from tree) r
            left join counts n on n.root = r.root
            left join stock s on s.root = r.root`,
      ),
    ]);
    const parentNames = new Map(parents.map((parent) => [parent.id, parent.name]));
    const totalsById = new Map(totals.map((total) => [total.id, total]));
    return rows.map((row) => {
      const total = totalsById.get(row.id);
      return {
        _id: row.id,
        name: row.name,
        parentCategory: row.parentId ? (parentNames.get(row.parentId) ?? null) : null,
        parentCategoryId: row.parentId,
        image: row.image,
        productCount: total?.product_count ?? 0,
        stockQuantity: Number(total?.stock_quantity ?? 0),
        // Sums over the stock: never refused (docs/concurrency-and-limits.md, "Bounds and ranges").
        worthPrice: sumToWire(total?.worth_price),
        worthCost: sumToWire(total?.worth_cost),
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      };
    });
  },
  async usage(executor, rows, ids) {
    const [used, children] = await readTogether(executor, [
      () => countsBy(executor, products, products.categoryId, ids),
      // Sub-categories deleted together with their parent do not keep it.
      () => countsBy(executor, categories, categories.parentId, ids, sql`not ${inArray(categories.id, ids)}`),
    ]);
    return rows.flatMap((row) => {
      const uses = [
        used.get(row.id) ? en`is used by ${countOf(used.get(row.id)!, 'product')}` : '',
        children.get(row.id) ? en`is the parent of ${countOf(children.get(row.id)!, 'category')}` : '',
      ].filter(Boolean);
      return uses.length ? [{ id: row.id, message: en`Category '${row.name}' ${listOf(uses)}.` }] : [];
    });
  },
});
