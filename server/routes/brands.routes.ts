import { brandInputSchema, brandSchema } from '../../src/domain/catalog.schemas';
import { brandService } from '../services/brands';
import { crudRoutes } from './crud-routes';

/** /api/brands: list (q searches name), get, create, update (PUT), delete and delete selected (admins). */
export const brandRoutes = crudRoutes({
  base: '/api/brands',
  tag: 'Brands',
  service: brandService,
  inputSchema: brandInputSchema,
  answerSchema: brandSchema,
  write: 'shopSetup',
});
