import { unitInputSchema, unitSchema } from '../../src/domain/catalog.schemas';
import { unitService } from '../services/units';
import { crudRoutes } from './crud-routes';

/** /api/units: list (q searches name or code), get, create, update (PUT), delete and delete selected (admins). */
export const unitRoutes = crudRoutes({
  base: '/api/units',
  tag: 'Units',
  service: unitService,
  inputSchema: unitInputSchema,
  answerSchema: unitSchema,
  write: 'shopSetup',
});
