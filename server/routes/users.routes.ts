import { Hono } from 'hono';
import { roleChangeSchema } from '../../src/domain/settings.schemas';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { readJson } from '../http/validate';
import { readListQuery, sendPage } from './crud-routes';
import { changeRole, listStaff } from '../services/staff';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The shop's accounts and their roles; admin only (policy). */
export const userRoutes = new Hono<AppEnv>()
  .get('/', async (c) => sendPage(c, await listStaff(c.get('deps').db, readListQuery(c))))
  .put('/:id/role', async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) throw new ApiError(Status.notFound, 'User not found.');
    const { role } = await readJson(c, roleChangeSchema);
    const member = await changeRole(c.get('deps').db, id.toLowerCase(), role);
    return c.json({ success: true, message: `${member.name} is now ${role === 'admin' ? 'an admin' : 'staff'}.`, user: member });
  });
