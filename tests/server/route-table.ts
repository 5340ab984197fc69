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
  { method: 'POST', path: '/auth/logout', access: 'any' },
];
