import { Hono } from 'hono';
import { generalSettingsInputSchema } from '../../src/domain/settings.schemas';
import type { AppEnv } from '../http/app-env';
import { readJson } from '../http/validate';
import { readSettings, saveSettings } from '../services/settings';

/** GET for every signed-in user (amounts and dates follow it everywhere); PUT is admin only (policy). */
export const settingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await readSettings(c.get('deps').db)))
  .put('/', async (c) => {
    const input = await readJson(c, generalSettingsInputSchema);
    const settings = await saveSettings(c.get('deps').db, input, c.get('user').id);
    return c.json({ success: true, message: 'Settings saved.', settings });
  });
