import { brands, products } from '../db/schema';
import type { Brand, BrandInput } from '../../src/domain/catalog.schemas';
import { iso } from '../db/raw-rows';
import { countOf } from '../i18n/words';
import { countsBy, namedRecordService } from './named-records';
import { en } from '../i18n/english';

type Row = typeof brands.$inferSelect;

export const brandService = namedRecordService<BrandInput, Row, Brand>({
  table: brands,
  noun: 'brand',
  values: async (_executor, input) => ({ name: input.name, image: input.image }),
  answer: async (_executor, rows) =>
    rows.map((row) => ({ _id: row.id, name: row.name, image: row.image, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) })),
  async usage(executor, rows, ids) {
    const used = await countsBy(executor, products, products.brandId, ids);
    return rows.flatMap((row) => (used.get(row.id) ? [{ id: row.id, message: en`Brand '${row.name}' is used by ${countOf(used.get(row.id)!, 'product')}.` }] : []));
  },
});
