import { messageAnswerSchema } from '../../src/domain/api-answers.schemas';
import { listQuerySchema } from '../../src/domain/list.schemas';
import { roleChangeSchema, staffMemberSchema, statusChangeSchema } from '../../src/domain/settings.schemas';
import { memberChangeWords } from '../../src/domain/member-change';
import { changeRole, changeStatus, listStaff } from '../services/staff';
import { sendPage } from './crud-routes';
import { idParamsSchema } from './id-params';
import { defineRoute } from './route';
import { en } from '../i18n/english';

/** The shop's accounts, their roles and statuses (the Users screen); admin only. */
export const userRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/users',
    access: 'users',
    tag: 'Users',
    summary: "List the shop's accounts",
    query: listQuerySchema,
    answer: { status: 200, list: true, schema: staffMemberSchema, description: 'A page of accounts' },
    handle: async ({ c, db, query }) => sendPage(c, await listStaff(db, query)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/users/:id/role',
    access: 'users',
    tag: 'Users',
    summary: "Change a member's role",
    description: "Ends that member's sessions. The last admin cannot be made staff.",
    params: idParamsSchema,
    notFound: en`User not found.`,
    body: roleChangeSchema,
    answer: { status: 200, schema: messageAnswerSchema({ user: staffMemberSchema }), description: 'Changed' },
    handle: async ({ c, db, params, body: { role } }) => {
      const member = await changeRole(db, params.id, role);
      return c.json({ success: true, message: memberChangeWords({ kind: 'role', userId: params.id, name: member.name, role }).done, user: member });
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/users/:id/status',
    access: 'users',
    tag: 'Users',
    summary: 'Approve, deactivate or reactivate an account',
    description:
      "active approves a sign-up or reactivates a member; deactivated ends the member's sessions at once and refuses their login. The last active admin cannot be deactivated.",
    params: idParamsSchema,
    notFound: en`User not found.`,
    body: statusChangeSchema,
    answer: { status: 200, schema: messageAnswerSchema({ user: staffMemberSchema }), description: 'Changed' },
    handle: async ({ c, db, params, body: { status } }) => {
      const { member, from } = await changeStatus(db, params.id, status);
      return c.json({ success: true, message: memberChangeWords({ kind: 'status', userId: params.id, name: member.name, status, from }).done, user: member });
    },
  }),
];
