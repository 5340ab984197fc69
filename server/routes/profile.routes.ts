import { messageAnswerSchema } from '../../src/domain/api-answers.schemas';
import { passwordChangeSchema, profileSchema, profileUpdateInputSchema } from '../../src/domain/settings.schemas';
import { startPasswordCheck } from '../auth/password-attempts';
import { changePassword, checkPasswordChange, readProfile, updateProfile } from '../services/profile';
import { defineRoute } from './route';
import { en } from '../i18n/english';
import { inCallersLanguage } from '../i18n/translate';

/** The signed-in user's own account. */
export const profileRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/profile',
    access: 'signedIn',
    tag: 'Account',
    summary: 'Your profile',
    answer: { status: 200, schema: profileSchema, description: 'Your profile' },
    handle: async ({ c, db, user }) => c.json(await readProfile(db, user.id)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/profile',
    access: 'signedIn',
    tag: 'Account',
    summary: 'Save your profile',
    body: profileUpdateInputSchema,
    answer: { status: 200, schema: messageAnswerSchema({ profile: profileSchema }), description: 'Saved' },
    handle: async ({ c, db, body, user }) => c.json({ success: true, message: inCallersLanguage(c, en`Profile updated.`), profile: await updateProfile(db, user.id, body) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/profile/password',
    rateLimited: true,
    access: 'signedIn',
    tag: 'Account',
    summary: 'Change your password',
    description: 'Ends your other sessions.',
    body: passwordChangeSchema,
    answer: { status: 200, schema: messageAnswerSchema({}), description: 'Changed' },
    // A wrong current password is a failed login of this account: the same limit guards both.
    prepare: async ({ c, db, body, user }) => checkPasswordChange(db, user.id, body, await startPasswordCheck(c, user.email)),
    handle: async ({ c, db, user }, { passwordHash }) => {
      await changePassword(db, user.id, user.sessionId, passwordHash);
      return c.json({ success: true, message: inCallersLanguage(c, en`Password changed. Your other sessions have been signed out.`) });
    },
  }),
];
