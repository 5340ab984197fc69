import type { Context } from 'hono';
import { ErrorCode } from '../http/error-codes';
import { sendError } from '../http/errors';
import { Status } from '../http/status';
import type { AppEnv } from '../http/app-env';
import { resolveSession, type SessionUser } from './sessions';
import { en } from '../i18n/english';

export const SIGNED_OUT_MESSAGE = en`Your session has ended. Please log in again.`;

const BEARER = /^Bearer\s+(\S+)$/i;

/** docs/api.md#authentication: every route but the public ones needs a live bearer token; a 401 with a JSON body otherwise. */
export async function authenticate(c: Context<AppEnv>): Promise<SessionUser | Response> {
  const match = BEARER.exec(c.req.header('authorization') ?? '');
  if (!match) return sendError(c, Status.unauthorized, en`Please log in to continue.`);
  const { db, jwtSecret, sessionCache } = c.get('deps');
  const user = await resolveSession(db, jwtSecret, match[1], sessionCache);
  if (!user) return sendError(c, Status.unauthorized, SIGNED_OUT_MESSAGE, undefined, ErrorCode.sessionEnded);
  c.set('user', user);
  return user;
}
