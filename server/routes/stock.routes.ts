import { stockAdjustmentAnswerSchema, stockAdjustmentInputSchema, stockHistoryQuerySchema, stockHistorySchema } from '../../src/domain/stock.schemas';
import { Status } from '../http/status';
import { adjustStock, stockHistory } from '../services/stock-adjustments';
import { idParamsSchema } from './id-params';
import { defineRoute } from './route';
import { en } from '../i18n/english';

/**
 * Stock adjustments and counts: POST /api/stock/adjustments corrects one product in one
 * warehouse through the stock ledger; GET /api/products/{id}/stock-history reads its movements.
 */
export const stockRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/stock/adjustments',
    access: 'stock',
    idempotent: true,
    bodyNamesRecord: true,
    tag: 'Stock',
    summary: "Correct a product's stock in a warehouse",
    description:
      "mode count sets on-hand to quantity; add and remove move it by quantity. variant names the size (id, item code or name); left out, the product's own stock. Reason opening, count, damage, theft or correction. 409 when more would be removed than is in stock; 400 when nothing would change.",
    body: stockAdjustmentInputSchema,
    answer: {
      status: 201,
      schema: stockAdjustmentAnswerSchema,
      description: 'The movement written (ADJ-… reference) and the new on-hand',
      location: (movement) => `/api/products/${movement.productId}/stock-history`,
    },
    handle: async ({ c, db, body, user }) => c.json(await adjustStock(db, body, user), Status.created),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/products/:id/stock-history',
    access: 'stock',
    tag: 'Stock',
    summary: "A product's stock per warehouse and its movements",
    description:
      'On-hand in every warehouse and per warehouse and size (levels), and the newest movements of warehouseId (default: the first holding stock), of variantId when given, each with reason, reference, user, date and the balance after it.',
    params: idParamsSchema,
    notFound: en`Product not found.`,
    query: stockHistoryQuerySchema,
    answer: { status: 200, schema: stockHistorySchema, description: 'The stock history' },
    handle: async ({ c, db, params, query }) => c.json(await stockHistory(db, params.id, query.warehouseId, query.variantId)),
  }),
];
