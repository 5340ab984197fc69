import { messageAnswerSchema } from '../../src/domain/api-answers.schemas';
import { generalSettingsInputSchema, generalSettingsSchema } from '../../src/domain/settings.schemas';
import { readSettings, saveSettings } from '../services/settings';
import { requireStoredUpload } from '../services/uploads';
import { defineRoute } from './route';
import { en } from '../i18n/english';
import { inCallersLanguage } from '../i18n/translate';

/** General Setting: read by every signed-in user (amounts and dates follow it everywhere); saved by admins. */
export const settingsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/settings',
    access: 'signedIn',
    tag: 'Settings',
    summary: "The shop's General Setting",
    answer: { status: 200, schema: generalSettingsSchema, description: 'General Setting, or the defaults until first saved' },
    handle: async ({ c, db }) => c.json(await readSettings(db)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/settings',
    access: 'shopSetup',
    tag: 'Settings',
    summary: 'Save General Setting',
    body: generalSettingsInputSchema,
    prepare: ({ c, body }) => requireStoredUpload(c.get('deps').uploadDir, body.systemLogo, 'systemLogo'),
    answer: { status: 200, schema: messageAnswerSchema({ settings: generalSettingsSchema }), description: 'Saved' },
    handle: async ({ c, db, body, user }) => c.json({ success: true, message: inCallersLanguage(c, en`Settings saved.`), settings: await saveSettings(db, body, user.id) }),
  }),
];
