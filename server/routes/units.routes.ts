import { unitInputSchema } from '../../src/domain/catalog.schemas';
import { unitService } from '../services/units';
import { crudRoutes } from './crud-routes';

/** /api/units: list (q searches name or code), get, create, update (PUT), delete and delete selected (admins). */
export const unitRoutes = crudRoutes(unitService, unitInputSchema);
