import { lowStockAnswerSchema } from '../../src/domain/notifications.schemas';
import { lowStock } from '../services/notifications';
import { defineRoute } from './route';

/** The top bar's bell (docs/decisions/010-notifications-and-role-label.md): products at or below their alert quantity. */
export const notificationRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/notifications',
    access: 'catalogRead',
    tag: 'Notifications',
    summary: 'Standard products at or below their alert quantity, per warehouse',
    answer: { status: 200, schema: lowStockAnswerSchema, description: 'How many entries there are, and the emptiest first' },
    handle: async ({ c, db }) => c.json(await lowStock(db)),
  }),
];
