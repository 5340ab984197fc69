import { tillInputSchema, tillSchema } from '../../src/domain/tills.schemas';
import { tillService } from '../services/tills';
import { crudRoutes } from './crud-routes';

/**
 * /api/tills (docs/tills-and-shifts.md#tills): list (q searches name and code), get, create,
 * update (PUT), delete and delete selected; admins set them up, everyone reads them (the POS binds
 * to one).
 */
export const tillRoutes = crudRoutes({
  base: '/api/tills',
  tag: 'Tills',
  service: tillService,
  inputSchema: tillInputSchema,
  answerSchema: tillSchema,
  write: 'shopSetup',
});
