import { asc } from 'drizzle-orm';
import { products, taxes } from '../db/schema';
import type { Tax, TaxInput } from '../../src/domain/catalog.schemas';
import { percentToWire, type Percent } from '../../src/domain/percent';
import { iso } from '../db/raw-rows';
import { countOf } from '../i18n/words';
import { countsBy, namedRecordService } from './named-records';
import { en } from '../i18n/english';

type Row = typeof taxes.$inferSelect;

export const taxService = namedRecordService<TaxInput, Row, Tax>({
  table: taxes,
  noun: 'tax',
  // By rate, not as text: 'VAT 10%' sorts before 'VAT 5%' by name.
  orderFirst: asc(taxes.rateThousandths),
  values: async (_executor, input) => ({ name: input.name, rateThousandths: input.rate }),
  answer: async (_executor, rows) =>
    rows.map((row) => ({
      _id: row.id,
      name: row.name,
      rate: percentToWire(row.rateThousandths as Percent),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
  async usage(executor, rows, ids) {
    const used = await countsBy(executor, products, products.taxId, ids);
    return rows.flatMap((row) => (used.get(row.id) ? [{ id: row.id, message: en`Tax '${row.name}' is used by ${countOf(used.get(row.id)!, 'product')}.` }] : []));
  },
});
