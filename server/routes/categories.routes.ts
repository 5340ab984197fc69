import { categoryInputSchema, categorySchema } from '../../src/domain/catalog.schemas';
import { categoryService } from '../services/categories';
import { crudRoutes } from './crud-routes';

/** /api/categories: list (q searches name or parent category name), get, create, update (PUT), delete and delete selected (admins). */
export const categoryRoutes = crudRoutes({
  base: '/api/categories',
  tag: 'Categories',
  service: categoryService,
  inputSchema: categoryInputSchema,
  answerSchema: categorySchema,
  write: 'catalogEdit',
});
