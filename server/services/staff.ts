import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { users } from '../db/schema';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { revokeUserSessions } from '../auth/sessions';
import type { Role } from '../../src/domain/auth.schemas';
import type { ListQuery } from '../../src/domain/catalog.schemas';
import type { StaffMember } from '../../src/domain/settings.schemas';


// Serialises role changes, so two admins demoting each other at once cannot leave no admin.
const ROLE_CHANGE_LOCK_ID = 727_003;
export const LAST_ADMIN_MESSAGE = 'The shop needs at least one admin: make someone else admin first.';

const toMember = (user: typeof users.$inferSelect): StaffMember => ({ _id: user.id, name: user.name, email: user.email, role: user.role, createdAt: user.createdAt.toISOString() });

export async function listStaff(db: Executor, query: ListQuery) {
  const pattern = `%${query.q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  const where = query.q ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(toMember), total };
}

/** A role change ends that member's sessions: their next request must sign in again with the new role. */
export async function changeRole(tx: Executor, userId: string, role: Role): Promise<StaffMember> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK_ID})`);
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(Status.notFound, 'User not found.');
  if (user.role === role) return toMember(user);
  if (user.role === 'admin') {
    const [{ admins }] = await tx.select({ admins: count() }).from(users).where(and(eq(users.role, 'admin')));
    if (admins <= 1) throw new ApiError(Status.conflict, LAST_ADMIN_MESSAGE, [{ message: LAST_ADMIN_MESSAGE, path: ['role'] }]);
  }
  const [updated] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  await revokeUserSessions(tx, userId);
  return toMember(updated);
}
