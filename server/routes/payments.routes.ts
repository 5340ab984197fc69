import * as v from 'valibot';
import { paymentFiltersSchema, paymentSchema } from '../../src/domain/accounts.schemas';
import { listQuerySchema } from '../../src/domain/list.schemas';
import { documentOwnerScope } from '../auth/policy';
import { listPayments } from '../services/payments';
import { sendPage } from './crud-routes';
import { defineRoute } from './route';

const paymentQuerySchema = v.object({ ...listQuerySchema.entries, ...paymentFiltersSchema.entries });

/** GET /api/payments: the payments ledger, for the payment report. */
export const paymentRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/payments',
    access: 'reports',
    tag: 'Payments',
    summary: 'List payments (the ledger of every movement of money)',
    description:
      'Newest first. Filters: from and to (YYYY-MM-DD, inclusive), account (id), method, direction (in, out), kind; q searches the payment, sale, purchase and transfer references. Own Records staff see only the payments they recorded.',
    query: paymentQuerySchema,
    answer: { status: 200, list: true, schema: paymentSchema, description: 'A page of payments' },
    handle: async ({ c, db, query, user }) => sendPage(c, await listPayments(db, query, documentOwnerScope(user))),
  }),
];
