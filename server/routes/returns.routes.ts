import * as v from 'valibot';
import {
  purchaseReturnInputSchema,
  returnableSchema,
  returnCandidateQuerySchema,
  returnCandidateSchema,
  returnListQuerySchema,
  returnSchema,
  saleReturnInputSchema,
  type ReturnKind,
} from '../../src/domain/returns.schemas';
import { Status } from '../http/status';
import { createReturn, deleteReturns, listReturns, readReturn, returnableDocuments, returnableOf } from '../services/returns';
import { deleteRoutes } from './delete-routes';
import { idParamsSchema } from './id-params';
import { defineRoute } from './route';
import { en } from '../i18n/english';

/** The routes of one kind of return: list, returnable lines of a document, get, create, delete, delete selected. */
function returnRoutes<const K extends ReturnKind>(kind: K) {
  const base = `/api/returns/${kind}` as const;
  const tag = kind === 'sale' ? 'Sale returns' : 'Purchase returns';
  const document = kind === 'sale' ? 'sale' : 'purchase';
  return [
    defineRoute({
      method: 'GET',
      path: base,
      access: 'returns',
      tag,
      summary: `List ${kind} returns`,
      description: 'Newest first; q searches the return, the document reference and the customer or supplier; from, to and warehouse filter. The total of the matching returns is in X-Total-Amount.',
      query: returnListQuerySchema,
      answer: { status: 200, list: true, schema: returnSchema, description: 'A page of returns', headers: { 'X-Total-Amount': 'The total of every matching return, a decimal such as 1250.50' } },
      handle: async ({ c, db, query, user }) => {
        const page = await listReturns(db, kind, query, user);
        c.header('X-Total-Count', String(page.total));
        c.header('X-Total-Amount', page.totalAmount.toFixed(2));
        return c.json(page.rows);
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${base}/documents` as const,
      access: 'returns',
      tag,
      summary: `Find a ${document} to return goods of`,
      description: `${document === 'sale' ? 'Completed sales' : 'Received purchases'} whose reference or ${document === 'sale' ? 'customer' : 'supplier'} matches q, newest 20, with the units still returnable.`,
      query: returnCandidateQuerySchema,
      answer: { status: 200, schema: v.array(returnCandidateSchema), description: 'Matching documents' },
      handle: async ({ c, db, query, user }) => c.json(await returnableDocuments(db, kind, query.q, user)),
    }),
    defineRoute({
      method: 'GET',
      path: `${base}/returnable/:id` as const,
      access: 'returns',
      tag,
      summary: `What may still be returned of a ${document}`,
      params: idParamsSchema,
      notFound: en`${document[0]!.toUpperCase()}${document.slice(1)} not found.`,
      answer: { status: 200, schema: returnableSchema, description: `The ${document} and its lines` },
      handle: async ({ c, db, params, user }) => c.json(await returnableOf(db, kind, params.id, user)),
    }),
    defineRoute({
      method: 'GET',
      path: `${base}/:id` as const,
      access: 'returns',
      tag,
      summary: `Get a ${kind} return`,
      params: idParamsSchema,
      notFound: en`Return not found.`,
      answer: { status: 200, schema: returnSchema, description: 'The return with its lines' },
      handle: async ({ c, db, params, user }) => c.json(await readReturn(db, kind, params.id, user)),
    }),
    kind === 'sale'
      ? defineRoute({
          method: 'POST',
          path: base,
          access: 'returns',
          idempotent: true,
          bodyNamesRecord: true,
          tag,
          summary: 'Return goods of a sale',
          description: 'Lines up to what was sold and not yet returned; restock false for damaged goods; refundAmount paid out of accountId (method) to the customer.',
          body: saleReturnInputSchema,
          answer: { status: 201, schema: returnSchema, description: 'The return (RS-…)', location: (made) => `${base}/${made._id}` },
          handle: async ({ c, db, body, user }) => c.json(await createReturn(db, { ...body, kind: 'sale' }, user), Status.created),
        })
      : defineRoute({
          method: 'POST',
          path: base,
          access: 'returns',
          idempotent: true,
          bodyNamesRecord: true,
          tag,
          summary: 'Return goods of a purchase to the supplier',
          description: 'Lines up to what was received and not yet returned; the stock leaves the warehouse (409 when it is no longer there); refundAmount comes into accountId.',
          body: purchaseReturnInputSchema,
          answer: { status: 201, schema: returnSchema, description: 'The return (RP-…)', location: (made) => `${base}/${made._id}` },
          handle: async ({ c, db, body, user }) => c.json(await createReturn(db, { ...body, kind: 'purchase' }, user), Status.created),
        }),
    ...deleteRoutes({
      base,
      tag,
      noun: 'return',
      label: `${kind} return`,
      effect: 'Its stock moves back and its refund is deleted.',
      remove: (db, ids, user) => deleteReturns(db, kind, ids, user),
    }),
  ];
}

/** /api/returns/sale and /api/returns/purchase, as docs/api.md#the-calls names them. */
export const returnsRoutes = [...returnRoutes('sale'), ...returnRoutes('purchase')];
