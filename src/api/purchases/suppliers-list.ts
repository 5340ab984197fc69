import type { Supplier } from '../../domain/supplier.schemas';
import { resourceClient, type ResourceClient } from '../common/resource';

/** The supplier list's client (GET/DELETE /api/suppliers). */
export const suppliersList: ResourceClient<Supplier> = resourceClient('GET /api/suppliers');
