import { sql } from 'drizzle-orm';
import { purchases, suppliers } from '../db/schema';
import type { Supplier, SupplierInput } from '../../src/domain/supplier.schemas';
import { iso } from '../db/raw-rows';
import { countOf } from '../i18n/words';
import { countsBy, namedRecordService } from './named-records';
import { en } from '../i18n/english';

type Row = typeof suppliers.$inferSelect;

/** Suppliers: searched by name, company, email, phone or city; one a purchase names cannot be deleted. */
export const supplierService = namedRecordService<SupplierInput, Row, Supplier>({
  table: suppliers,
  noun: 'supplier',
  searchColumns: [sql`lower(${suppliers.name})`, sql`lower(${suppliers.companyName})`, sql`lower(${suppliers.email})`, sql`lower(${suppliers.phone})`, sql`lower(${suppliers.city})`],
  values: async (_executor, input) => ({
    name: input.name,
    companyName: input.companyName,
    email: input.email,
    phone: input.phone,
    address: input.address,
    city: input.city,
    country: input.country,
  }),
  answer: async (_executor, rows) =>
    rows.map((row) => ({
      _id: row.id,
      name: row.name,
      companyName: row.companyName,
      email: row.email,
      phone: row.phone,
      address: row.address,
      city: row.city,
      country: row.country,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
  async usage(executor, rows, ids) {
    const used = await countsBy(executor, purchases, purchases.supplierId, ids);
    return rows.flatMap((row) => (used.get(row.id) ? [{ id: row.id, message: en`Supplier '${row.name}' is named on ${countOf(used.get(row.id)!, 'purchase')}.` }] : []));
  },
});
