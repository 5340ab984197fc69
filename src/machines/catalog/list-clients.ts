/** The list machines' server clients for the catalog screens, typed by the wire shapes of src/domain/catalog.schemas.ts. */
import type { Brand, Category, Tax, Unit } from '../../domain/catalog.schemas';
import type { Product } from '../../domain/product.schemas';
import type { StockTransfer } from '../../domain/stock-transfer.schemas';
import { resourceClient } from '../../api/common/resource';

export const categoriesList = resourceClient<Category>('api/categories');
export const productsList = resourceClient<Product>('api/products');
export const brandsList = resourceClient<Brand>('api/brands');
export const unitsList = resourceClient<Unit>('api/units');
export const taxesList = resourceClient<Tax>('api/taxes');
export const stockTransfersList = resourceClient<StockTransfer>('api/stock-transfers');
