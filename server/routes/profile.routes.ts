import { Hono } from 'hono';
import { passwordChangeSchema, profileInputSchema } from '../../src/domain/settings.schemas';
import type { AppEnv } from '../http/app-env';
import { readJson } from '../http/validate';
import { startPasswordCheck } from '../auth/password-attempts';
import { changePassword, readProfile, updateProfile } from '../services/profile';

export const profileRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await readProfile(c.get('deps').db, c.get('user').id)))
  .put('/', async (c) => {
    const input = await readJson(c, profileInputSchema);
    const profile = await updateProfile(c.get('deps').db, c.get('user').id, input);
    return c.json({ success: true, message: 'Profile updated.', profile });
  })
  .put('/password', async (c) => {
    const input = await readJson(c, passwordChangeSchema);
    const { id, email, sessionId } = c.get('user');
    // A wrong current password is a failed login of this account: the same limit guards both.
    const passwordWasRight = await startPasswordCheck(c, email);
    await changePassword(c.get('deps').db, id, sessionId, input, passwordWasRight);
    return c.json({ success: true, message: 'Password changed. Your other sessions have been signed out.' });
  });
