import { warehouseInputSchema, warehouseSchema } from '../../src/domain/catalog.schemas';
import { warehouseService } from '../services/warehouses';
import { crudRoutes } from './crud-routes';

/** /api/warehouses: list (q searches name), get, create, update (PUT), delete and delete selected (admins). */
export const warehouseRoutes = crudRoutes({
  base: '/api/warehouses',
  tag: 'Warehouses',
  service: warehouseService,
  inputSchema: warehouseInputSchema,
  answerSchema: warehouseSchema,
  write: 'shopSetup',
});
