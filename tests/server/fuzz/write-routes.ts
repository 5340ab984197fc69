/**
 * The routes that take a JSON body, read from the route table (server/routes/route-table.ts): a new
 * write route is fuzzed the moment it is declared.
 */
import type * as v from 'valibot';
import { routeTable } from '../../../server/routes/route-table';
import type { HttpMethod } from '../../../server/routes/route';

export interface WriteRoute {
  method: HttpMethod;
  path: string;
  body: v.GenericSchema;
}

export const writeRoutes: WriteRoute[] = routeTable
  .filter((route) => route.method !== 'GET' && route.body)
  .map((route) => ({ method: route.method, path: route.path, body: route.body as v.GenericSchema }));
