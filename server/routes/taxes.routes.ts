import { taxInputSchema, taxSchema } from '../../src/domain/catalog.schemas';
import { taxService } from '../services/taxes';
import { crudRoutes } from './crud-routes';

/** /api/taxes: list (q searches name), get, create, update (PUT), delete and delete selected (admins). */
export const taxRoutes = crudRoutes({
  base: '/api/taxes',
  tag: 'Taxes',
  service: taxService,
  inputSchema: taxInputSchema,
  answerSchema: taxSchema,
  write: 'shopSetup',
});
