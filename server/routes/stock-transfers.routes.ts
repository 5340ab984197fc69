import { listQuerySchema } from '../../src/domain/list.schemas';
import { stockTransferInputSchema, stockTransferSchema } from '../../src/domain/stock-transfer.schemas';
import { Status } from '../http/status';
import { createStockTransfer, getStockTransfer, listStockTransfers } from '../services/stock-transfers';
import { sendPage } from './crud-routes';
import { idParamsSchema } from './id-params';
import { defineRoute } from './route';
import { en } from '../i18n/english';

/**
 * /api/stock-transfers (docs/screens.md#stock-transfers): list, get and add. Whoever may correct
 * stock may move it (docs/roles-and-access.md); Own Records staff list and read their own. A
 * transfer is kept as written: stock moved back is a transfer the other way.
 */
export const stockTransferRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/stock-transfers',
    access: 'stock',
    tag: 'Stock',
    summary: 'List stock transfers',
    description: 'Newest first, with their lines. q searches the reference, either warehouse and the note.',
    query: listQuerySchema,
    answer: { status: 200, list: true, schema: stockTransferSchema, description: 'A page of stock transfers' },
    handle: async ({ c, db, query, user }) => sendPage(c, await listStockTransfers(db, query, user)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/stock-transfers/:id',
    access: 'stock',
    tag: 'Stock',
    summary: 'Get a stock transfer',
    params: idParamsSchema,
    notFound: en`Stock transfer not found.`,
    answer: { status: 200, schema: stockTransferSchema, description: 'The stock transfer and its lines' },
    handle: async ({ c, db, params, user }) => c.json(await getStockTransfer(db, params.id, user)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/stock-transfers',
    access: 'stock',
    idempotent: true,
    tag: 'Stock',
    summary: 'Move stock from one warehouse to another',
    description:
      'fromWarehouse and toWarehouse are ids of active warehouses and differ; each line names a Standard product once, with a quantity from 1. Sent and received at once: writes WT-… and, per line, a movement out and one in. 409 naming every short line (lines.<index>.quantity); nothing is written then.',
    body: stockTransferInputSchema,
    answer: { status: 201, schema: stockTransferSchema, description: 'The new stock transfer', location: (transfer) => `/api/stock-transfers/${transfer._id}` },
    handle: async ({ c, db, body, user }) => c.json(await createStockTransfer(db, body, user), Status.created),
  }),
];
