import { eq } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { users } from '../db/schema';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { isUniqueViolation } from './users';
import type { PasswordChange, Profile, ProfileInput } from '../../src/domain/settings.schemas';
import { REQUIRED_MESSAGE } from '../../src/domain/record-fields';
import { en } from '../i18n/english';

export const EMAIL_TAKEN_MESSAGE = en`Another account already uses this email.`;
export const WRONG_CURRENT_PASSWORD_MESSAGE = en`The current password is wrong.`;

function toProfile(user: typeof users.$inferSelect): Profile {
  return { _id: user.id, userName: user.name, email: user.email, phoneNumber: user.phoneNumber, companyName: user.companyName, role: user.role };
}

async function findUser(db: Executor, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(Status.notFound, en`This account no longer exists.`);
  return user;
}

export async function readProfile(db: Executor, userId: string): Promise<Profile> {
  return toProfile(await findUser(db, userId));
}

export async function updateProfile(tx: Executor, userId: string, input: ProfileInput): Promise<Profile> {
  // A phone once given is kept; an account without one yet may leave it empty (profileUpdateInputSchema).
  if (input.phoneNumber === '' && (await findUser(tx, userId)).phoneNumber !== '') {
    throw new ApiError(Status.badRequest, REQUIRED_MESSAGE, [{ message: REQUIRED_MESSAGE, path: ['phoneNumber'] }]);
  }
  try {
    const [user] = await tx
      .update(users)
      .set({ name: input.userName, email: input.email, phoneNumber: input.phoneNumber, companyName: input.companyName, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new ApiError(Status.notFound, en`This account no longer exists.`);
    return toProfile(user);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(Status.conflict, EMAIL_TAKEN_MESSAGE, [{ message: EMAIL_TAKEN_MESSAGE, path: ['email'] }]);
    throw error;
  }
}

/**
 * Checks the current password (the caller has counted the attempt against the login limit) and
 * hashes the new one: the slow part, done before the request's transaction opens (argon2 must not
 * hold PGlite's one connection).
 */
export async function checkPasswordChange(
  db: Executor,
  userId: string,
  input: PasswordChange,
  currentPasswordWasRight: () => Promise<void>,
): Promise<{ passwordHash: string }> {
  const user = await findUser(db, userId);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new ApiError(Status.badRequest, WRONG_CURRENT_PASSWORD_MESSAGE, [{ message: WRONG_CURRENT_PASSWORD_MESSAGE, path: ['currentPassword'] }]);
  }
  await currentPasswordWasRight();
  return { passwordHash: await hashPassword(input.newPassword) };
}

/** Stores the new password's hash and ends the user's other sessions. */
export async function changePassword(tx: Executor, userId: string, sessionId: string, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await revokeUserSessions(tx, userId, sessionId);
}
