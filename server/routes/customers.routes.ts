import * as v from 'valibot';
import { customerChoiceSchema, customerGroupSchema, customerInputSchema, customerSchema, customerUpdateInputSchema, depositInputSchema } from '../../src/domain/customers.schemas';
import { listQuerySchema } from '../../src/domain/list.schemas';
import { Status } from '../http/status';
import { addDeposit, customerChoices, customerGroupList, customerService } from '../services/customers';
import { crudRoutes } from './crud-routes';
import { idParamsSchema } from './id-params';
import { defineRoute } from './route';
import { en } from '../i18n/english';

/**
 * /api/customers: list (q searches name, phone, email, company; rows carry balance and
 * depositBalance), get, add (anyone who sells: the POS's plus button), edit, delete (admins; 409
 * when the customer has sales, never the walk-in customer); the select's choices, the groups, and
 * 'Add deposit'.
 */
export const customerRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/customers/choices',
    access: 'catalogRead',
    tag: 'Customers',
    summary: 'Customers to pick from (walk-in first)',
    query: v.object({ q: listQuerySchema.entries.q }),
    answer: { status: 200, schema: v.array(customerChoiceSchema), description: 'At most 50 customers' },
    handle: async ({ c, db, query }) => c.json(await customerChoices(db, query.q)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/customers/groups',
    access: 'catalogRead',
    tag: 'Customers',
    summary: 'Customer groups (Regular, Premium)',
    answer: { status: 200, schema: v.array(customerGroupSchema), description: 'The groups' },
    handle: async ({ c, db }) => c.json(await customerGroupList(db)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/customers/:id/deposits',
    access: 'customers',
    idempotent: true,
    tag: 'Customers',
    summary: 'Add a deposit to a customer',
    description: 'A payment in (kind deposit) into the account named, or the default account.',
    params: idParamsSchema,
    notFound: en`Customer not found.`,
    body: depositInputSchema,
    answer: { status: 201, schema: customerSchema, description: 'The customer with the new deposit balance', location: (customer) => `/api/customers/${customer._id}` },
    handle: async ({ c, db, params, body, user }) => c.json(await addDeposit(db, params.id, body, user), Status.created),
  }),
  ...crudRoutes({
    base: '/api/customers',
    tag: 'Customers',
    service: customerService,
    inputSchema: customerInputSchema,
    updateSchema: customerUpdateInputSchema,
    answerSchema: customerSchema,
    write: 'customers',
    create: 'customerAdd',
  }),
];
