import type { MiddlewareHandler } from 'hono';
import { sendError } from '../http/errors';
import { Status } from '../http/status';
import type { AppEnv } from '../http/app-env';
import { resolveSession } from './sessions';
import { ADMIN_ONLY_MESSAGE, decide } from './policy';

export const SIGNED_OUT_MESSAGE = 'Your session has ended. Please log in again.';

/** DESIGN.md section 2: every /api route needs a live bearer token; 401 with a JSON body otherwise. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return sendError(c, Status.unauthorized, 'Please log in to continue.');
  const { db, jwtSecret } = c.get('deps');
  const user = await resolveSession(db, jwtSecret, match[1]);
  if (!user) return sendError(c, Status.unauthorized, SIGNED_OUT_MESSAGE);
  c.set('user', user);
  await next();
};

/** After requireAuth: the policy module decides whether this user may make this request. */
export const enforcePolicy: MiddlewareHandler<AppEnv> = async (c, next) => {
  const decision = decide(c.get('user'), c.req.method, c.req.path);
  if (!decision.allowed) return sendError(c, Status.forbidden, decision.message);
  await next();
};

/** A route that only admins may use, whatever the policy says of its path. */
export function requireRole(role: 'admin'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('user').role !== role) return sendError(c, Status.forbidden, ADMIN_ONLY_MESSAGE);
    await next();
  };
}
