/**
 * Every /api and /auth route, declared once (docs/architecture.md#the-route-table). The app mounts these and no
 * others (mount.ts); the access decision, the OpenAPI document and the authorization matrix test
 * all read this list. A new route is one more entry, in its resource's *.routes.ts.
 */
import { accountRoutes } from './accounts.routes';
import { apiReferenceRoutes } from './api-reference.routes';
import { authRoutes } from './auth.routes';
import { billerRoutes } from './billers.routes';
import { brandRoutes } from './brands.routes';
import { categoryRoutes } from './categories.routes';
import { customerRoutes } from './customers.routes';
import { importRoutes } from './import.routes';
import { meRoutes } from './me.routes';
import { paymentRoutes } from './payments.routes';
import { posRoutes } from './pos.routes';
import { notificationRoutes } from './notifications.routes';
import { offlineRoutes } from './offline.routes';
import { productRoutes } from './products.routes';
import { purchaseImportRoutes } from './purchase-import.routes';
import { saleRoutes } from './sales.routes';
import { profileRoutes } from './profile.routes';
import { purchaseRoutes } from './purchases.routes';
import { reportRoutesTable } from './reports.routes';
import type { AnyRoute } from './route';
import { returnsRoutes } from './returns.routes';
import { settingsRoutes } from './settings.routes';
import { stockRoutes } from './stock.routes';
import { stockTransferRoutes } from './stock-transfers.routes';
import { supplierRoutes } from './suppliers.routes';
import { taxRoutes } from './taxes.routes';
import { shiftRoutes } from './shifts.routes';
import { tillRoutes } from './tills.routes';
import { transferRoutes } from './transfers.routes';
import { unitRoutes } from './units.routes';
import { uploadRoutes } from './upload.routes';
import { userRoutes } from './users.routes';
import { warehouseRoutes } from './warehouses.routes';

const declaredRoutes = [
  ...authRoutes,
  ...meRoutes,
  ...profileRoutes,
  ...settingsRoutes,
  ...userRoutes,
  ...categoryRoutes,
  ...productRoutes,
  ...stockRoutes,
  ...stockTransferRoutes,
  ...returnsRoutes,
  ...posRoutes,
  ...brandRoutes,
  ...unitRoutes,
  ...taxRoutes,
  ...warehouseRoutes,
  ...billerRoutes,
  ...supplierRoutes,
  ...purchaseRoutes,
  ...uploadRoutes,
  ...importRoutes,
  ...purchaseImportRoutes,
  ...reportRoutesTable,
  ...customerRoutes,
  ...saleRoutes,
  ...accountRoutes,
  ...transferRoutes,
  ...tillRoutes,
  ...shiftRoutes,
  ...offlineRoutes,
  ...paymentRoutes,
  ...notificationRoutes,
  ...apiReferenceRoutes(() => routeTable),
];

export const routeTable: readonly AnyRoute[] = declaredRoutes;

/**
 * The routes whose method and path are known to the type system (built by defineRoute from literal
 * paths), with their schemas: what the typed client calls (src/api/common/api-client.ts). A route
 * whose path is only `string` (one that forgets its types) is left out, so no call can name it.
 */
export type DeclaredRoute = KnownPath<(typeof declaredRoutes)[number]>;
type KnownPath<Route> = Route extends { path: infer Path } ? (string extends Path ? never : Route) : never;
