import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { toMe } from '../services/users';

export const meRoutes = new Hono<AppEnv>().get('/', (c) => c.json(toMe(c.get('user'))));
