import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { users } from '../db/schema';
import { databaseErrorOf, PG_UNIQUE_VIOLATION } from '../http/failures';
import type { Me, SignupInput } from '../../src/domain/auth.schemas';
import type { Language } from '../../src/domain/languages';

// Serialises sign-ups so that two first sign-ups at once cannot both become admin.
const SIGNUP_LOCK_ID = 727_002;

/**
 * docs/decisions/009-roles-and-staff-access.md: the first account is the shop's admin, later ones are staff, pending until
 * an admin approves them. Runs in the
 * request's transaction; `passwordHash` was made before it opened (argon2 is slow).
 * Creates nothing when the email is taken (in any case): the sign-up answers the same either way,
 * so it never tells whether an email has an account (docs/api.md#authentication).
 */
export async function createUser(tx: Executor, input: SignupInput, passwordHash: string): Promise<Me | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SIGNUP_LOCK_ID})`);
  if (await findUserByEmail(tx, input.email)) return undefined;
  const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
  const [user] = await tx
    .insert(users)
    .values({ name: input.name, email: input.email, passwordHash, role: count === 0 ? 'admin' : 'staff', status: count === 0 ? 'active' : 'pending' })
    .returning();
  return toMe(user);
}

export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  return user;
}

export function toMe(user: { id: string; name: string; email: string; role: 'admin' | 'staff'; language: Language }): Me {
  return { _id: user.id, name: user.name, email: user.email, role: user.role, language: user.language };
}

/** The Language menu's choice, stored with the account so it follows the person to another till. */
export async function saveLanguage(db: Executor, userId: string, language: Language): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.code === PG_UNIQUE_VIOLATION;
}
