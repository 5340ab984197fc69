import { billers } from '../db/schema';
import type { Biller, BillerInput } from '../../src/domain/catalog.schemas';
import { iso } from '../db/raw-rows';
import { namedRecordService } from './named-records';

type Row = typeof billers.$inferSelect;

// Nothing in the catalog uses a biller; sales (a later issue) will, and their foreign key turns a
// delete of a biller in use into a 409 (deleteOrConflict).
export const billerService = namedRecordService<BillerInput, Row, Biller>({
  table: billers,
  noun: 'biller',
  values: async (_executor, input) => ({ name: input.name }),
  answer: async (_executor, rows) => rows.map((row) => ({ _id: row.id, name: row.name, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) })),
});
