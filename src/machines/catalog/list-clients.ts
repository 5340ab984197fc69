/** The list machines' server clients for the catalog screens, typed by the wire shapes of src/domain/catalog.schemas.ts. */
import type { Brand, Category, Tax, Unit } from '../../domain/catalog.schemas';
import type { Product } from '../../domain/product.schemas';
import type { StockTransfer } from '../../domain/stock-transfer.schemas';
import { resourceClient, type ResourceClient } from '../../api/common/resource';

export const categoriesList: ResourceClient<Category> = resourceClient('GET /api/categories');
export const productsList: ResourceClient<Product> = resourceClient('GET /api/products');
export const brandsList: ResourceClient<Brand> = resourceClient('GET /api/brands');
export const unitsList: ResourceClient<Unit> = resourceClient('GET /api/units');
export const taxesList: ResourceClient<Tax> = resourceClient('GET /api/taxes');
export const stockTransfersList: ResourceClient<StockTransfer> = resourceClient('GET /api/stock-transfers');
