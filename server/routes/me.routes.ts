import { accessOf } from '../../src/domain/access-rules';
import { languageChoiceSchema, meSchema } from '../../src/domain/auth.schemas';
import { saveLanguage, toMe } from '../services/users';
import { defineRoute } from './route';

/** The signed-in user, with the access the rules give them, so the menus hide the rest. */
export const meRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/me',
    access: 'signedIn',
    tag: 'Account',
    summary: 'The signed-in user and their access',
    answer: { status: 200, schema: meSchema, description: 'The signed-in user' },
    handle: ({ c, user }) => c.json({ ...toMe(user), access: accessOf(user) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/me/language',
    access: 'signedIn',
    tag: 'Account',
    summary: 'Choose your language',
    description: 'The Language menu: stored with your account and applied at each sign-in, on any till.',
    body: languageChoiceSchema,
    answer: { status: 200, schema: languageChoiceSchema, description: 'Saved' },
    handle: async ({ c, db, body, user }) => {
      await saveLanguage(db, user.id, body.language);
      return c.json({ language: body.language });
    },
  }),
];
