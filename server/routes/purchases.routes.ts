import * as v from 'valibot';
import {
  purchaseInputSchema,
  purchaseListQuerySchema,
  purchasePageSchema,
  purchasePaymentAnswerSchema,
  purchasePaymentInputSchema,
  purchasePaymentSchema,
  purchaseSchema,
} from '../../src/domain/purchase.schemas';
import { Status } from '../http/status';
import { payPurchase, purchasePayments } from '../services/purchase-payments';
import { createPurchase, deletePurchases, getPurchase, listPurchases, purchaseInputFromBody, updatePurchase } from '../services/purchases';
import { deleteRoutes } from './delete-routes';
import { idParamsSchema } from './id-params';
import { defineRoute } from './route';
import { en } from '../i18n/english';
import { inCallersLanguage } from '../i18n/translate';

const tag = 'Purchases';
const notFound = en`Purchase not found.`;

/**
 * /api/purchase (docs/api.md#the-calls): the list answers showAllPurchases (the page) with total; get,
 * create, update (PUT) and delete post stock and payments through the services. Beyond docs/screens.md#purchases:
 * DELETE /api/purchase with { ids } (the list's selected rows), and a purchase's payments (GET and
 * POST /api/purchase/{id}/payments; the accounts to pay from are GET /api/accounts/picker).
 * Own Records staff see and change only the purchases they created.
 */
export const purchaseRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/purchase',
    access: 'purchases',
    tag,
    summary: 'List purchases',
    description: 'q searches supplier or warehouse; status, warehouse, supplier (name or id), from and to (YYYY-MM-DD) filter; sort=date|total with dir=asc|desc.',
    query: purchaseListQuerySchema,
    answer: { status: 200, schema: purchasePageSchema, description: 'showAllPurchases: the page; total: how many match' },
    handle: async ({ c, db, query, user }) => {
      const page = await listPurchases(db, query, user);
      return c.json({ showAllPurchases: page.rows, total: page.total });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/purchase/:id',
    access: 'purchases',
    tag,
    summary: 'Get a purchase with its lines',
    params: idParamsSchema,
    notFound,
    answer: { status: 200, schema: purchaseSchema, description: 'The purchase' },
    handle: async ({ c, db, params, user }) => c.json(await getPurchase(db, params.id, user)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/purchase',
    access: 'purchases',
    idempotent: true,
    tag,
    summary: 'Add a purchase',
    description: 'A Received purchase puts its lines into the warehouse. Totals sent are checked against the server\'s. paidInFull (admins only) pays the grand total from the default account, never more than it holds.',
    body: purchaseInputSchema,
    answer: { status: 201, schema: purchaseSchema, description: 'The new purchase', location: (purchase) => `/api/purchase/${purchase._id}` },
    handle: async ({ c, db, body, user }) => {
      const input = await purchaseInputFromBody(db, body);
      return c.json(await createPurchase(db, input, user, { paidInFull: body.paidInFull }), Status.created);
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/purchase/:id',
    idempotent: true,
    access: 'purchases',
    tag,
    summary: 'Replace a purchase',
    description: 'Stock moves by the difference from what the purchase put in before (409 when that stock is gone).',
    params: idParamsSchema,
    notFound,
    body: purchaseInputSchema,
    answer: { status: 200, schema: purchaseSchema, description: 'The purchase as saved' },
    handle: async ({ c, db, params, body, user }) => {
      const input = await purchaseInputFromBody(db, body);
      return c.json(await updatePurchase(db, params.id, input, user, { paidInFull: body.paidInFull }));
    },
  }),
  ...deleteRoutes({
    base: '/api/purchase',
    tag,
    noun: 'purchase',
    effect: 'Takes back the stock it put in (409 when it is gone) and removes its payments.',
    remove: (db, ids, user) => deletePurchases(db, ids, user),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/purchase/:id/payments',
    access: 'purchases',
    tag,
    summary: "A purchase's payments to its supplier",
    params: idParamsSchema,
    notFound,
    answer: { status: 200, schema: v.array(purchasePaymentSchema), description: 'The payments, oldest first' },
    handle: async ({ c, db, params, user }) => c.json(await purchasePayments(db, params.id, user)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/purchase/:id/payments',
    access: 'moneyOut',
    idempotent: true,
    tag,
    summary: 'Pay the supplier for a purchase',
    description: 'From an account (id, number or name); more than the due is refused, and so is more than the account holds (409).',
    params: idParamsSchema,
    notFound,
    body: purchasePaymentInputSchema,
    answer: { status: 201, schema: purchasePaymentAnswerSchema, description: 'The payment and the purchase after it', location: (_answer, params) => `/api/purchase/${params.id}/payments` },
    handle: async ({ c, db, params, body, user }) => {
      const payment = await payPurchase(db, params.id, body, user);
      const { products: _lines, ...purchase } = await getPurchase(db, params.id, user);
      return c.json({ success: true as const, message: inCallersLanguage(c, en`Payment added.`), payment, purchase }, Status.created);
    },
  }),
];
