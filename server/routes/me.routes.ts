import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { accessOf } from '../auth/policy';
import { toMe } from '../services/users';

/** The signed-in user, with what the policy lets them reach, so the menus hide the rest. */
export const meRoutes = new Hono<AppEnv>().get('/', (c) => {
  const user = c.get('user');
  return c.json({ ...toMe(user), access: accessOf(user) });
});
