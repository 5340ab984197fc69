/**
 * The period and warehouse every figure of the owner's view is narrowed to, and whose documents a
 * caller may count (docs/decisions/009-roles-and-staff-access.md), as SQL conditions on a document table's alias.
 */
import { sql, type SQL } from 'drizzle-orm';
import { sumToWire } from '../../../src/domain/money';
import type { SessionUser } from '../../auth/sessions';
import { documentOwnerScope } from '../../auth/policy';
import type { Executor } from '../../db/executor';
import { shopToday } from '../settings';

export interface Period {
  from: string;
  to: string;
  /** A warehouse id, or null for all. */
  warehouse: string | null;
  /** Only documents this user created, or null for everyone's. */
  owner: string | null;
}

export function monthOf(date: string): { from: string; to: string } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = date.slice(0, 7);
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, '0')}` };
}

/** The asked dates, or the current month; `owner` as the caller's Staff Access says. */
export async function resolvePeriod(
  db: Executor,
  query: { from?: string; to?: string; warehouse?: string },
  owner: string | null,
): Promise<Period> {
  let { from, to } = query;
  if (from === undefined || to === undefined) {
    const month = monthOf(await shopToday(db));
    from ??= to !== undefined && to < month.from ? to : month.from;
    to ??= from > month.to ? from : month.to;
  }
  return { from, to, warehouse: query.warehouse ? query.warehouse : null, owner };
}

/**
 * Reports and the dashboard (every signed-in user's first screen) follow the document lists: staff
 * with Own Records or Limited Access see the figures of their own documents, not the shop's takings
 * (docs/roles-and-access.md, "Whose documents"). The report routes already refuse Limited Access.
 */
export const reportOwner = (user: SessionUser) => documentOwnerScope(user);

/** `alias.date` in the period, in the warehouse, created by the owner. */
export function documentScope(alias: string, period: Period, options: { dates?: boolean; warehouseColumn?: string } = {}): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const parts: SQL[] = [];
  if (options.dates !== false) parts.push(sql`${column('date')} between ${period.from}::date and ${period.to}::date`);
  if (period.warehouse) parts.push(sql`${column(options.warehouseColumn ?? 'warehouse_id')} = ${period.warehouse}::uuid`);
  if (period.owner) parts.push(sql`${column('created_by')} = ${period.owner}::uuid`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** Minor units read back from a sum (text on PostgreSQL's bigint/numeric) as major units on the wire; a sum never refuses. */
export function wire(value: string | number | null | undefined): number {
  return sumToWire(value);
}

export function whole(value: string | number | null | undefined): number {
  return Number(value ?? 0);
}
