import type { MiddlewareHandler } from 'hono';
import { sendError } from '../http/errors';
import { Status } from '../http/status';
import type { AppEnv } from '../http/app-env';
import { resolveSession } from './sessions';

export const SIGNED_OUT_MESSAGE = 'Your session has ended. Please log in again.';

/** DESIGN.md section 2: every route but the public ones needs a live bearer token; 401 with a JSON body otherwise. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return sendError(c, Status.unauthorized, 'Please log in to continue.');
  const { db, jwtSecret, sessionCache } = c.get('deps');
  const user = await resolveSession(db, jwtSecret, match[1], sessionCache);
  if (!user) return sendError(c, Status.unauthorized, SIGNED_OUT_MESSAGE);
  c.set('user', user);
  await next();
};
