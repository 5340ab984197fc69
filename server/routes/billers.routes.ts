import { billerInputSchema, billerSchema } from '../../src/domain/catalog.schemas';
import { billerService } from '../services/billers';
import { crudRoutes } from './crud-routes';

/** /api/billers: list (q searches name), get, create, update (PUT), delete and delete selected (admins). */
export const billerRoutes = crudRoutes({
  base: '/api/billers',
  tag: 'Billers',
  service: billerService,
  inputSchema: billerInputSchema,
  answerSchema: billerSchema,
  write: 'shopSetup',
});
