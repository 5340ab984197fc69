import { accessOf } from '../../src/domain/access-rules';
import { meSchema } from '../../src/domain/auth.schemas';
import { toMe } from '../services/users';
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
];
