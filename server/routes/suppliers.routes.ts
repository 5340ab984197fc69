import { supplierInputSchema, supplierSchema } from '../../src/domain/supplier.schemas';
import { supplierService } from '../services/suppliers';
import { crudRoutes } from './crud-routes';

/** /api/suppliers: list (q searches name, company, email, phone, city), get, create, update (PUT), delete and delete selected (admins). */
export const supplierRoutes = crudRoutes({
  base: '/api/suppliers',
  tag: 'Suppliers',
  service: supplierService,
  inputSchema: supplierInputSchema,
  answerSchema: supplierSchema,
  write: 'purchases',
});
