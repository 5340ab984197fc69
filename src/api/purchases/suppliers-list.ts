import type { Supplier } from '../../domain/supplier.schemas';
import { resourceClient } from '../common/resource';

/** The supplier list's client (GET/DELETE /api/suppliers). */
export const suppliersList = resourceClient<Supplier>('api/suppliers');
