import { brandInputSchema } from '../../src/domain/catalog.schemas';
import { brandService } from '../services/brands';
import { crudRoutes } from './crud-routes';

/** /api/brands: list (q searches name), get, create, update (PUT), delete and delete selected (admins). */
export const brandRoutes = crudRoutes(brandService, brandInputSchema);
