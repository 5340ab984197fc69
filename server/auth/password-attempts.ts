import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/client-address';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { beginLoginAttempt, beginSignup, type Refusal } from './login-rate-limit';
import { en } from '../i18n/english';

function refuse(c: Context<AppEnv>, { retryAfterMinutes: minutes }: Refusal, what: string): never {
  c.header('Retry-After', String(minutes * 60));
  throw new ApiError(Status.tooManyRequests, minutes === 1 ? en`${what} Try again in 1 minute.` : en`${what} Try again in ${minutes} minutes.`);
}

/**
 * Before checking a password of `email` (login, or the current password of a password change):
 * counts the attempt against the login limit, or throws the 429 when the limit is reached.
 * Answers what to call when the password was right.
 */
export async function startPasswordCheck(c: Context<AppEnv>, email: string): Promise<() => Promise<void>> {
  const { db, trustProxy } = c.get('deps');
  const attempt = await beginLoginAttempt(db, email, clientAddress(c, trustProxy));
  if (!attempt.allowed) refuse(c, attempt, en`Too many failed login attempts.`);
  return attempt.succeeded;
}

/** Before a sign-up hashes its password: counts it against the caller's address, or throws the 429. */
export async function startSignup(c: Context<AppEnv>): Promise<void> {
  const { db, trustProxy } = c.get('deps');
  const attempt = await beginSignup(db, clientAddress(c, trustProxy));
  if (!attempt.allowed) refuse(c, attempt, en`Too many sign-ups from this address.`);
}
