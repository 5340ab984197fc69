import { posCodeQuerySchema, posProductQuerySchema, posProductSchema } from '../../src/domain/pos.schemas';
import { findPosProductByCode, listPosProducts } from '../services/pos-products';
import { sendPage } from './crud-routes';
import { defineRoute } from './route';

/**
 * The POS's lean product reads: GET /api/pos/products (tiles by categoryId, brandId,
 * featured, or q; paged) and GET /api/pos/products/by-code?code=… (a scanned product or variant code).
 */
export const posRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/pos/products',
    access: 'catalogRead',
    tag: 'POS',
    summary: 'Product tiles for the POS',
    description: "Filters by categoryId, brandId, featured or q (name or code); pages with page and pageSize (12 by default). With warehouseId, each product's quantity is its stock in that warehouse (the till's); without, in all warehouses.",
    query: posProductQuerySchema,
    answer: { status: 200, schema: posProductSchema, list: true, description: 'A page of tiles, the total in X-Total-Count' },
    handle: async ({ c, db, query }) => sendPage(c, await listPosProducts(db, query)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/pos/products/by-code',
    access: 'catalogRead',
    tag: 'POS',
    summary: 'The product or variant a scanned code names',
    description: "A product's code, or `{productCode}-{itemCode}` for one of its variants; 404 when none has it. With warehouseId, its quantity is its stock in that warehouse.",
    query: posCodeQuerySchema,
    answer: { status: 200, schema: posProductSchema, description: 'The product' },
    handle: async ({ c, db, query }) => c.json(await findPosProductByCode(db, query.code, query.warehouseId)),
  }),
];
