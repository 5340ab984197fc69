import { transferInputSchema, transferSchema } from '../../src/domain/accounts.schemas';
import { listQuerySchema } from '../../src/domain/list.schemas';
import { Status } from '../http/status';
import { createTransfer, deleteTransfers, getTransfer, listTransfers } from '../services/transfers';
import { sendPage } from './crud-routes';
import { deleteRoutes } from './delete-routes';
import { idParamsSchema } from './id-params';
import { defineRoute } from './route';
import { en } from '../i18n/english';

/** /api/transfers (Money Transfer): list, get, add, delete (which reverses it) and delete selected; admins only. */
export const transferRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/transfers',
    access: 'accounts',
    tag: 'Money transfers',
    summary: 'List money transfers',
    description: 'Newest first. q searches the reference, either account (name or number) and the note.',
    query: listQuerySchema,
    answer: { status: 200, list: true, schema: transferSchema, description: 'A page of transfers' },
    handle: async ({ c, db, query }) => sendPage(c, await listTransfers(db, query)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/transfers/:id',
    access: 'accounts',
    tag: 'Money transfers',
    summary: 'Get a money transfer',
    params: idParamsSchema,
    notFound: en`Transfer not found.`,
    answer: { status: 200, schema: transferSchema, description: 'The transfer' },
    handle: async ({ c, db, params }) => c.json(await getTransfer(db, params.id)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/transfers',
    access: 'accounts',
    idempotent: true,
    tag: 'Money transfers',
    summary: 'Move money from one account to another',
    description: 'fromAccount and toAccount are account ids and differ; amount is above 0 and at most what fromAccount holds (409 naming its balance). Writes TR-… and two payments.',
    body: transferInputSchema,
    answer: { status: 201, schema: transferSchema, description: 'The new transfer', location: (transfer) => `/api/transfers/${transfer._id}` },
    handle: async ({ c, db, body, user }) => c.json(await createTransfer(db, body, user), Status.created),
  }),
  ...deleteRoutes({
    base: '/api/transfers',
    tag: 'Money transfers',
    noun: 'transfer',
    label: 'money transfer',
    effect: 'Reverses it: 409 when the receiving account no longer holds the amount.',
    remove: (db, ids) => deleteTransfers(db, ids),
  }),
];
