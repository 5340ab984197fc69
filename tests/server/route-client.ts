/**
 * The one way a server test calls the app: a route named as the route table declares it
 * ('GET /api/sales/:id'), typed by that route's schemas as src/api's client is
 * (docs/decisions/048-a-typed-client-from-the-route-table.md): the path's parameters are required, the query
 * names the route's query fields, and the answer's body has the route's answer type. It calls the app
 * in the test's process (`app.request`), through the hook that records every answer for the contract check
 * (answer-recorder.ts, docs/decisions/049-the-document-checked-by-every-server-test.md).
 *
 * A body is any JSON object: the tests send refused bodies on purpose, and the server's schema is what they
 * test. A request the route table cannot name (a malformed body, a path or method it does not have, a
 * header the client would set otherwise) goes through `rawRequest`, and only such a request.
 */
import type { App } from '../../server/app';
import type { CallInput, RouteAnswer, RouteName } from '../../src/api/common/api-client';
import type { TestServer } from './harness';

/**
 * The fields of every refusal (docs/api.md#errors), typed on every answer: a test reads them after it has
 * checked the status was a refusal, and `toMatchObject` on a success answer shows what is there instead.
 */
interface RefusalFields {
  success: boolean;
  code: string;
  message: string;
  error: { details: { message: string; path: (string | number)[] }[] };
}

export interface Answer<Body> {
  status: number;
  /** The JSON answer: the route's answer type, or a refusal's fields. */
  body: Body & RefusalFields;
  /** X-Total-Count of a list, else null. */
  total: number | null;
  headers: Headers;
}

/** What a test sends: the route's path parameters, query and JSON body, a file upload's form, and extra headers. */
type TestInput<Name extends RouteName> = Omit<CallInput<Name>, 'signal' | 'timeout' | 'headers' | 'body'> & {
  headers?: Record<string, string>;
  /** A multipart form (an upload or an import), in place of a JSON body. */
  body?: FormData;
};

/** A route's query, as a test sends it. */
export type QueryOf<Name extends RouteName> = CallInput<Name> extends { query?: infer Query } ? NonNullable<Query> : never;

/** Input that needs nothing (no parameters, no body) may be left out. */
type OptionalInput<Name extends RouteName> = object extends TestInput<Name> ? [input?: TestInput<Name>] : [input: TestInput<Name>];

type QueryValue = string | number | boolean;

/** The URL of a route: its parameters put in its path (encoded), its query after it. */
function urlOf(name: string, params: Record<string, string> = {}, query: Record<string, QueryValue | undefined> = {}): string {
  const path = name.slice(name.indexOf(' ') + 1).replace(/:([A-Za-z]+)/g, (_, param: string) => {
    if (params[param] === undefined) throw new Error(`${name}: no value for :${param}`);
    return encodeURIComponent(params[param]);
  });
  const search = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))).toString();
  return search === '' ? path : `${path}?${search}`;
}

const appOf = (target: TestServer | App): App => ('app' in target ? target.app : target);

/**
 * Calls a route of the table as `token`'s holder (null: no token) and reads its JSON answer and
 * X-Total-Count. An answer that is not JSON fails the test: every route of the table answers JSON.
 */
export async function call<Name extends RouteName>(target: TestServer | App, name: Name, token: string | null, ...[input]: OptionalInput<Name>): Promise<Answer<RouteAnswer<Name>>> {
  const { params, query, json, headers = {}, body } = (input ?? {}) as { params?: Record<string, string>; query?: Record<string, QueryValue | undefined>; json?: unknown; headers?: Record<string, string>; body?: FormData };
  const sent: Record<string, string> = {};
  if (json !== undefined) sent['content-type'] = 'application/json';
  if (token) sent.authorization = `Bearer ${token}`;
  const response = await appOf(target).request(urlOf(name, params, query), {
    method: name.slice(0, name.indexOf(' ')),
    headers: { ...sent, ...headers },
    body: json === undefined ? body : JSON.stringify(json),
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json')) throw new Error(`${name} answered ${response.status} with ${type || 'no content type'}, not JSON`);
  const total = response.headers.get('x-total-count');
  return { status: response.status, body: (await response.json()) as Body<Name>, total: total === null ? null : Number(total), headers: response.headers };
}

type Body<Name extends RouteName> = RouteAnswer<Name> & RefusalFields;

/**
 * A request the typed client cannot express, on purpose: a malformed or non-JSON body, a path or a
 * method the route table does not have, headers it would set otherwise. The answer as it came.
 */
export function rawRequest(target: TestServer | App, method: string, path: string, options: { token?: string; headers?: Record<string, string>; body?: BodyInit } = {}): Promise<Response> {
  const headers: Record<string, string> = { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers };
  return Promise.resolve(appOf(target).request(path, { method, headers, body: options.body }));
}
