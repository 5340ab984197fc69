import * as v from 'valibot';
import { ACCOUNT_TOTALS_HEADER, accountDefaultSchema, accountInputSchema, accountPickerEntrySchema, accountSchema } from '../../src/domain/accounts.schemas';
import { accountPicker, accountService, accountTotals, setDefaultAccount } from '../services/accounts';
import { crudRoutes, sendPage } from './crud-routes';
import { idParamsSchema } from './id-params';
import { defineRoute, type AnyRoute } from './route';
import { en } from '../i18n/english';

const crud = crudRoutes({
  base: '/api/accounts',
  tag: 'Accounts',
  service: accountService,
  inputSchema: accountInputSchema,
  answerSchema: accountSchema,
  write: 'accounts',
});

/**
 * Cash accounts are admin-only (docs/decisions/009-roles-and-staff-access.md), reads included; deleting stays
 * deleteRecords. The list also answers its footer totals (docs/screens.md#accounting) in X-Account-Totals.
 * Each route keeps its own type (its literal path and schemas), so the typed clients can name it
 * (docs/decisions/048-a-typed-client-from-the-route-table.md); only access, idempotency and the list's handler change.
 */
function asAccountRoute<Route extends AnyRoute>(route: Route): Route {
  const access = route.access === 'deleteRecords' ? route.access : 'accounts';
  // A new account's opening balance is money: its POST takes an Idempotency-Key (docs/api.md#idempotency).
  if (route.method === 'POST') return { ...route, access, idempotent: true };
  if (route.method !== 'GET' || route.path !== '/api/accounts') return { ...route, access };
  return {
    ...route,
    access,
    description: 'Searches account number, name and note with q; pages with page and pageSize. X-Account-Totals holds the footer: {"initialBalance","balance"} over every match.',
    answer: { ...route.answer, headers: { [ACCOUNT_TOTALS_HEADER]: 'The footer over every match, JSON: {"initialBalance","balance"}' } },
    handle: async ({ c, db, query, user }) => {
      const [page, totals] = await Promise.all([accountService.list(db, query, user), accountTotals(db, query.q)]);
      c.header(ACCOUNT_TOTALS_HEADER, JSON.stringify(totals));
      return sendPage(c, page);
    },
  };
}

/**
 * /api/accounts (docs/api.md#the-calls): list with balances, get, create, update (PUT), delete and
 * delete selected; PUT /api/accounts/{id}/default (the Default toggle); GET /api/accounts/picker,
 * the short list the payment forms of every member choose an account from.
 */
export const accountRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/accounts/picker',
    access: 'signedIn',
    tag: 'Accounts',
    summary: 'Every account, to choose one for a payment',
    description: 'The default account first. Staff may read it; the account list itself is admin-only.',
    answer: { status: 200, schema: v.array(accountPickerEntrySchema), description: 'The accounts' },
    handle: async ({ c, db }) => c.json(await accountPicker(db)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/accounts/:id/default',
    access: 'accounts',
    tag: 'Accounts',
    summary: 'Make an account the default, or stop it being the default',
    description: 'isDefault true turns every other account off in the same transaction; false leaves the shop with no default account.',
    params: idParamsSchema,
    notFound: en`Account not found.`,
    body: accountDefaultSchema,
    answer: { status: 200, schema: accountSchema, description: 'The account as saved' },
    handle: async ({ c, db, params, body, user }) => c.json(await setDefaultAccount(db, params.id, body.isDefault, user)),
  }),
  ...crud.map(asAccountRoute),
];
