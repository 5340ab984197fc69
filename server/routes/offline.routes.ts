import * as v from 'valibot';
import { catalogFeedQuerySchema, catalogFeedSchema, numberBlockInputSchema, numberBlockSchema, stockShortfallQuerySchema, stockShortfallSchema } from '../../src/domain/offline.schemas';
import { Status } from '../http/status';
import { catalogFeed } from '../services/catalog-feed';
import { heldNumberBlocks, releaseNumberBlock, reserveNumberBlock } from '../services/number-blocks';
import { listShortfalls, resolveShortfall } from '../services/stock-shortfalls';
import { sendPage } from './crud-routes';
import { idParamsSchema } from './id-params';
import { defineRoute } from './route';
import { en } from '../i18n/english';

/**
 * The server half of the offline till (docs/offline-till.md): a till's receipt number blocks, its
 * catalog feed, and the stock shortfalls of sales made offline, the owner's "needs attention" list.
 * A sale made offline itself arrives through the checkout (POST /api/sales with `offline`).
 */
export const offlineRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/tills/:id/number-blocks',
    idempotent: true,
    access: 'sales',
    tag: 'Offline till',
    summary: "Reserve a block of a till's receipt numbers",
    description: 'The next size numbers (1 to 1000) of the till\u2019s series, for the sales it makes offline; online checkouts number after them. A till holds at most 4 blocks (409).',
    params: idParamsSchema,
    notFound: en`Till not found.`,
    body: numberBlockInputSchema,
    answer: { status: 201, schema: numberBlockSchema, description: 'The block' },
    handle: async ({ c, db, params, body, user }) => c.json(await reserveNumberBlock(db, params.id, body.size, user), Status.created),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/tills/:id/number-blocks',
    access: 'sales',
    tag: 'Offline till',
    summary: 'The number blocks a till holds',
    params: idParamsSchema,
    notFound: en`Till not found.`,
    answer: { status: 200, schema: v.array(numberBlockSchema), description: 'Its held blocks, lowest numbers first' },
    handle: async ({ c, db, params }) => c.json(await heldNumberBlocks(db, params.id)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/number-blocks/:id/release',
    idempotent: true,
    access: 'sales',
    tag: 'Offline till',
    summary: 'Release a number block the till needs no more',
    description: 'Each number of the block no sale has taken is recorded as void; a sale made offline with one that arrives later takes it back. Released twice, it answers the block as released.',
    params: idParamsSchema,
    notFound: en`Number block not found.`,
    answer: { status: 200, schema: numberBlockSchema, description: 'The block, released' },
    handle: async ({ c, db, params, user }) => c.json(await releaseNumberBlock(db, params.id, user)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/tills/:id/catalog',
    access: 'catalogRead',
    tag: 'Offline till',
    summary: "The till's catalog changed since a cursor",
    description:
      'Products (sizes, price at the till\u2019s warehouse, barcodes, tax, promotion), taxes, customers, tills and General Setting written since `after` (absent: everything), oldest first, at most `limit` (500 by default, 1000 at most). Send the answer\u2019s cursor back as `after`; `more` says another page is ready. A deleted record comes as removed.',
    params: idParamsSchema,
    notFound: en`Till not found.`,
    query: catalogFeedQuerySchema,
    answer: { status: 200, schema: catalogFeedSchema, description: 'A page of changes and the cursor after it' },
    handle: async ({ c, db, params, query }) => c.json(await catalogFeed(db, params.id, query.after, query.limit)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/stock-shortfalls',
    access: 'stock',
    tag: 'Offline till',
    summary: 'Stock sold offline beyond what was on hand (needs attention)',
    description: 'state: open (the default), resolved or all; newest first.',
    query: stockShortfallQuerySchema,
    answer: { status: 200, list: true, schema: stockShortfallSchema, description: 'A page of shortfalls' },
    handle: async ({ c, db, query }) => sendPage(c, await listShortfalls(db, query)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/stock-shortfalls/:id/resolve',
    access: 'stock',
    tag: 'Offline till',
    summary: 'Mark a shortfall resolved',
    description: 'After the shelf was counted and the stock corrected (a stock count). Resolved again, it answers as first resolved.',
    params: idParamsSchema,
    notFound: en`Shortfall not found.`,
    answer: { status: 200, schema: stockShortfallSchema, description: 'The shortfall, resolved' },
    handle: async ({ c, db, params, user }) => c.json(await resolveShortfall(db, params.id, user)),
  }),
];
