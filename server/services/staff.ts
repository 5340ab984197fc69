import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { users } from '../db/schema';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { revokeUserSessions } from '../auth/sessions';
import type { AccountStatus, Role } from '../../src/domain/auth.schemas';
import type { ListQuery } from '../../src/domain/list.schemas';
import type { StaffMember, StatusTarget } from '../../src/domain/settings.schemas';
import { en } from '../i18n/english';

// Serialises role and status changes, so two admins demoting or deactivating each other at once cannot leave no admin.
const MEMBER_CHANGE_LOCK_ID = 727_003;
export const LAST_ADMIN_MESSAGE = en`The shop needs at least one admin: make someone else admin first.`;
export const LAST_ACTIVE_ADMIN_MESSAGE = en`The shop needs at least one active admin: make someone else admin first.`;

const toMember = (user: typeof users.$inferSelect): StaffMember => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  status: user.status,
  createdAt: user.createdAt.toISOString(),
});

/** Locks out other role and status changes for this transaction, and reads the member (404 when none). */
async function lockMember(tx: Executor, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${MEMBER_CHANGE_LOCK_ID})`);
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(Status.notFound, en`User not found.`);
  return user;
}

/** Whether an admin other than `userId` can still use the shop. */
async function anotherActiveAdmin(tx: Executor, userId: string): Promise<boolean> {
  const [{ admins }] = await tx
    .select({ admins: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), ne(users.id, userId)));
  return admins > 0;
}

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
  const user = await lockMember(tx, userId);
  if (user.role === role) return toMember(user);
  if (user.role === 'admin' && !(await anotherActiveAdmin(tx, userId))) {
    throw new ApiError(Status.conflict, LAST_ADMIN_MESSAGE, [{ message: LAST_ADMIN_MESSAGE, path: ['role'] }]);
  }
  const [updated] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  await revokeUserSessions(tx, userId);
  return toMember(updated);
}

/**
 * Approves or reactivates (active) a member, or deactivates one: their sessions end at once and
 * login tells them why. The last active admin cannot be deactivated (409). Runs in the request's transaction.
 */
export async function changeStatus(tx: Executor, userId: string, status: StatusTarget): Promise<{ member: StaffMember; from: AccountStatus }> {
  const user = await lockMember(tx, userId);
  if (user.status === status) return { member: toMember(user), from: user.status };
  if (status === 'deactivated' && user.role === 'admin' && !(await anotherActiveAdmin(tx, userId))) {
    throw new ApiError(Status.conflict, LAST_ACTIVE_ADMIN_MESSAGE, [{ message: LAST_ACTIVE_ADMIN_MESSAGE, path: ['status'] }]);
  }
  const [updated] = await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  if (status === 'deactivated') await revokeUserSessions(tx, userId);
  return { member: toMember(updated), from: user.status };
}
