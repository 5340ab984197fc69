/**
 * Every route behind a bearer token, with who may call it. The guard suite checks each one against
 * every kind of bad token, and fails when the app has a route this table does not list.
 */
export interface GuardedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** any: every signed-in user; admin: admins only (staff get 403). */
  access: 'any' | 'admin';
}

export const guardedRoutes: GuardedRoute[] = [
  { method: 'GET', path: '/api/me', access: 'any' },
  { method: 'GET', path: '/api/settings', access: 'any' },
  { method: 'PUT', path: '/api/settings', access: 'admin' },
  { method: 'GET', path: '/api/profile', access: 'any' },
  { method: 'PUT', path: '/api/profile', access: 'any' },
  { method: 'PUT', path: '/api/profile/password', access: 'any' },
  { method: 'GET', path: '/api/users', access: 'admin' },
  { method: 'PUT', path: '/api/users/:id/role', access: 'admin' },
  { method: 'POST', path: '/auth/logout', access: 'any' },
  // Catalog (issue 3): deleting is admin-only (DESIGN.md decision 9).
  { method: 'GET', path: '/api/categories', access: 'any' },
  { method: 'POST', path: '/api/categories', access: 'any' },
  { method: 'DELETE', path: '/api/categories', access: 'admin' },
  { method: 'GET', path: '/api/categories/:id', access: 'any' },
  { method: 'PUT', path: '/api/categories/:id', access: 'any' },
  { method: 'DELETE', path: '/api/categories/:id', access: 'admin' },
  { method: 'GET', path: '/api/brands', access: 'any' },
  { method: 'POST', path: '/api/brands', access: 'admin' },
  { method: 'DELETE', path: '/api/brands', access: 'admin' },
  { method: 'GET', path: '/api/brands/:id', access: 'any' },
  { method: 'PUT', path: '/api/brands/:id', access: 'admin' },
  { method: 'DELETE', path: '/api/brands/:id', access: 'admin' },
  { method: 'GET', path: '/api/units', access: 'any' },
  { method: 'POST', path: '/api/units', access: 'admin' },
  { method: 'DELETE', path: '/api/units', access: 'admin' },
  { method: 'GET', path: '/api/units/:id', access: 'any' },
  { method: 'PUT', path: '/api/units/:id', access: 'admin' },
  { method: 'DELETE', path: '/api/units/:id', access: 'admin' },
  { method: 'GET', path: '/api/taxes', access: 'any' },
  { method: 'POST', path: '/api/taxes', access: 'admin' },
  { method: 'DELETE', path: '/api/taxes', access: 'admin' },
  { method: 'GET', path: '/api/taxes/:id', access: 'any' },
  { method: 'PUT', path: '/api/taxes/:id', access: 'admin' },
  { method: 'DELETE', path: '/api/taxes/:id', access: 'admin' },
  { method: 'GET', path: '/api/warehouses', access: 'any' },
  { method: 'POST', path: '/api/warehouses', access: 'admin' },
  { method: 'DELETE', path: '/api/warehouses', access: 'admin' },
  { method: 'GET', path: '/api/warehouses/:id', access: 'any' },
  { method: 'PUT', path: '/api/warehouses/:id', access: 'admin' },
  { method: 'DELETE', path: '/api/warehouses/:id', access: 'admin' },
  { method: 'GET', path: '/api/billers', access: 'any' },
  { method: 'POST', path: '/api/billers', access: 'admin' },
  { method: 'DELETE', path: '/api/billers', access: 'admin' },
  { method: 'GET', path: '/api/billers/:id', access: 'any' },
  { method: 'PUT', path: '/api/billers/:id', access: 'admin' },
  { method: 'DELETE', path: '/api/billers/:id', access: 'admin' },
  { method: 'GET', path: '/api/products/code-suggestion', access: 'any' },
  { method: 'GET', path: '/api/products/by-code', access: 'any' },
  { method: 'GET', path: '/api/products', access: 'any' },
  { method: 'POST', path: '/api/products', access: 'any' },
  { method: 'DELETE', path: '/api/products', access: 'admin' },
  { method: 'GET', path: '/api/products/:id', access: 'any' },
  { method: 'PUT', path: '/api/products/:id', access: 'any' },
  { method: 'DELETE', path: '/api/products/:id', access: 'admin' },
  { method: 'POST', path: '/api/upload', access: 'any' },
  { method: 'POST', path: '/api/import/categories', access: 'any' },
];
