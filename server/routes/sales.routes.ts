import * as v from 'valibot';
import { listQuerySchema, RECORD_ID_PATTERN } from '../../src/domain/list.schemas';
import { SALE_PAYMENT_STATUSES, SALE_SORT_COLUMNS, SALE_SOURCES, SALE_STATUSES, saleInputSchema, saleRowSchema, saleSchema } from '../../src/domain/sales.schemas';
import { calendarDateSchema } from '../../src/domain/calendar-date';
import { documentOwnerScope } from '../auth/policy';
import { Status } from '../http/status';
import { listSales, readSale } from '../services/sale-reads';
import { createSale, removeSales, updateSale } from '../services/sales';
import { sendPage } from './crud-routes';
import { deleteRoutes } from './delete-routes';
import { idParamsSchema } from './id-params';
import { defineRoute } from './route';
import { en } from '../i18n/english';

const idFilter = (name: string) => v.optional(v.pipe(v.string(), v.regex(RECORD_ID_PATTERN, en`${name} must be a record id.`), v.toLowerCase()));

const saleListQuerySchema = v.object({
  ...listQuerySchema.entries,
  status: v.optional(v.picklist(SALE_STATUSES, `status must be one of ${SALE_STATUSES.join(', ')}.`)),
  paymentStatus: v.optional(v.picklist(SALE_PAYMENT_STATUSES, `paymentStatus must be one of ${SALE_PAYMENT_STATUSES.join(', ')}.`)),
  warehouse: idFilter('warehouse'),
  customer: idFilter('customer'),
  biller: idFilter('biller'),
  from: v.optional(calendarDateSchema),
  to: v.optional(calendarDateSchema),
  source: v.optional(v.picklist(SALE_SOURCES, `source must be one of ${SALE_SOURCES.join(', ')}.`)),
  mine: v.optional(
    v.pipe(
      v.picklist(['0', '1'], 'mine must be 0 or 1.'),
      v.transform((value) => value === '1'),
    ),
  ),
  sort: v.optional(v.picklist(SALE_SORT_COLUMNS, `sort must be one of ${SALE_SORT_COLUMNS.join(', ')}.`)),
  dir: v.optional(v.picklist(['asc', 'desc'], 'dir must be asc or desc.')),
});

const NOT_FOUND = en`Sale not found.`;
/**
 * /api/sales (docs/api.md#the-calls): the list with its filters and sort, one sale, add (the
 * sale form, the import's rows, the POS checkout with its idempotency key), replace, and delete
 * (admins). Own Records staff read and edit only the sales they made.
 */
export const saleRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/sales',
    access: 'sales',
    tag: 'Sales',
    summary: 'List sales',
    description:
      'Searches reference or customer with q; filters status, paymentStatus, warehouse, customer, biller (ids), from and to (dates), source (sale or pos), mine=1 (the caller\u2019s own); sort by ' +
      `${SALE_SORT_COLUMNS.join(', ')} with dir. Newest first.`,
    query: saleListQuerySchema,
    answer: { status: 200, list: true, schema: saleRowSchema, description: 'A page of sales' },
    handle: async ({ c, db, query, user }) => sendPage(c, await listSales(db, query, documentOwnerScope(user), user.id)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/sales/:id',
    access: 'sales',
    tag: 'Sales',
    summary: 'Get a sale with its lines and payments',
    params: idParamsSchema,
    notFound: NOT_FOUND,
    answer: { status: 200, schema: saleSchema, description: 'The sale' },
    handle: async ({ c, db, params, user }) => c.json(await readSale(db, params.id, documentOwnerScope(user))),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/sales',
    access: 'sales',
    tag: 'Sales',
    summary: 'Add a sale (the sale form, or a POS checkout)',
    description:
      'A Completed sale takes its stock (409 naming the short lines). With an Idempotency-Key header (or idempotencyKey in the body), the same key again answers the first sale and makes no second one; the key with another body is a 422. ' +
      'Payments go through the payments ledger; Cash with received answers the change; a payment naming no account goes into the account General Setting names for its method, else the default account. ' +
      'paymentStatus is derived from the payments and never makes one (a body\u2019s is accepted and ignored).',
    body: saleInputSchema,
    idempotent: true,
    answer: { status: 201, schema: saleSchema, description: 'The sale as saved (or as first saved with this key)', location: (sale) => `/api/sales/${sale._id}` },
    handle: async ({ c, db, body, user }) => {
      return c.json(await createSale(db, body, user), Status.created);
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/sales/:id',
    idempotent: true,
    access: 'sales',
    tag: 'Sales',
    summary: 'Replace a sale',
    description:
      'Stock moves by the difference between the sale as it was and as it is now. A new total below what was paid, or canceling a sale with payments, is a 409: its goods are returned with a refund or credit instead. ' +
      'On a sale made at a till, a payment naming no account goes into the till\u2019s account for its method (Cash into its drawer\u2019s), within its open shift when one is open; completing a draft at its till needs its open shift. With an Idempotency-Key, the same edit sent again pays nothing twice.',
    params: idParamsSchema,
    notFound: NOT_FOUND,
    body: saleInputSchema,
    answer: { status: 200, schema: saleSchema, description: 'The sale as saved' },
    handle: async ({ c, db, params, body, user }) => c.json(await updateSale(db, params.id, body, user, documentOwnerScope(user))),
  }),
  ...deleteRoutes({
    base: '/api/sales',
    tag: 'Sales',
    noun: 'sale',
    effect: 'The stock a completed sale took comes back; its payments go with it.',
    remove: (db, ids, user) => removeSales(db, ids, user),
  }),
];
