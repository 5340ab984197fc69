/**
 * The one way src/api calls the server: a route named as the route table declares it
 * ('GET /api/sales/:id'), its path parameters, query and body checked against that route's schemas,
 * its answer typed by the route's answer schema (docs/architecture.md#the-route-table). ky
 * underneath (http.ts): the token, the 401 listener and the timeout are the same for every call.
 *
 * The types come from server/routes/route-table.ts as a type-only import: nothing of the server
 * reaches the browser bundle.
 */
import type { Options, ResponsePromise } from 'ky';
import type * as v from 'valibot';
import type { DeclaredRoute } from '../../../server/routes/route-table';
import { answerOf, http, type ApiResult } from './http';

type Routes = { [Route in DeclaredRoute as `${Route['method']} ${Route['path']}`]: Route };

/** 'GET /api/sales/:id': a route of the table, by its method and path. */
export type RouteName = keyof Routes;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : Path extends `${string}:${infer Name}` ? Name : never;

/** A query value as the URL carries it: the server's schema reads text. */
type QueryValue = string | number | boolean;

type ParamsInput<Route extends DeclaredRoute> = [ParamNames<Route['path']>] extends [never] ? { params?: never } : { params: Record<ParamNames<Route['path']>, string> };
/** The schema a route declares for a part (its body, query, answer), or undefined when it declares none. */
type SchemaOf<Part> = [Exclude<Part, undefined>] extends [never] ? undefined : Exclude<Part, undefined> extends v.GenericSchema ? Exclude<Part, undefined> : undefined;
type QueryInput<Route extends DeclaredRoute> =
  SchemaOf<Route['query']> extends v.GenericSchema ? { query?: { [Name in keyof v.InferInput<SchemaOf<Route['query']>>]?: QueryValue } } : { query?: never };
/**
 * A form's values as the record and document forms build them, field by field: the server's schema
 * checks them and names each refused field (docs/api.md#errors).
 */
type FormValues = Record<string, unknown>;
type BodyInput<Route extends DeclaredRoute> = SchemaOf<Route['body']> extends v.GenericSchema ? { json: v.InferInput<SchemaOf<Route['body']>> | FormValues } : { json?: never };

/** What a call sends: the route's path parameters, query and JSON body, and ky's own options (signal, headers, body of a file upload, timeout). */
export type CallInput<Name extends RouteName> = ParamsInput<Routes[Name]> &
  QueryInput<Routes[Name]> &
  BodyInput<Routes[Name]> &
  Pick<Options, 'signal' | 'headers' | 'timeout' | 'body'>;

type AnswerOf<Route extends DeclaredRoute> =
  SchemaOf<Route['answer']['schema']> extends v.GenericSchema
    ? [Exclude<Route['answer']['list'], undefined>] extends [true]
      ? v.InferOutput<SchemaOf<Route['answer']['schema']>>[]
      : v.InferOutput<SchemaOf<Route['answer']['schema']>>
    : unknown;

/** What the route answers, as its answer schema says. */
export type RouteAnswer<Name extends RouteName> = AnswerOf<Routes[Name]>;

/** Input that needs nothing (no parameters, no body) may be left out. */
type OptionalInput<Name extends RouteName> = object extends CallInput<Name> ? [input?: CallInput<Name>] : [input: CallInput<Name>];

function urlOf(name: string, params: Record<string, string> | undefined): string {
  const path = name.slice(name.indexOf(' ') + 1);
  // ky's prefixUrl wants the path without its leading slash.
  return path.slice(1).replace(/:([A-Za-z]+)/g, (_, param: string) => encodeURIComponent(params?.[param] ?? ''));
}

function searchParamsOf(query: Record<string, QueryValue | undefined> | undefined): Record<string, QueryValue> | undefined {
  if (!query) return undefined;
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, QueryValue] => entry[1] !== undefined));
}

/** The request itself, for a caller that reads the response's headers (a list's X-Total-Count). */
export function requestRoute<Name extends RouteName>(name: Name, ...[input]: OptionalInput<Name>): ResponsePromise {
  const { params, query, json, ...options } = (input ?? {}) as { params?: Record<string, string>; query?: Record<string, QueryValue | undefined>; json?: unknown } & Options;
  const method = name.slice(0, name.indexOf(' ')).toLowerCase();
  return http(urlOf(name, params), { ...options, method, searchParams: searchParamsOf(query), ...(json === undefined ? {} : { json }) });
}

/** The route's answer, or an HTTPError thrown: for several calls read together inside one answerOf. */
export function readRoute<Name extends RouteName>(name: Name, ...input: OptionalInput<Name>): Promise<RouteAnswer<Name>> {
  return requestRoute(name, ...input).json<RouteAnswer<Name>>();
}

/** Calls a route and reads its answer as an ApiResult: the data, or the server's refusal. */
export function callRoute<Name extends RouteName>(name: Name, ...input: OptionalInput<Name>): Promise<ApiResult<RouteAnswer<Name>>> {
  return answerOf(() => readRoute(name, ...input));
}

/** The part of an answer a caller keeps (`{ settings }` → the settings); a refusal as it came. */
export function mapData<Data, Kept>(result: ApiResult<Data>, keep: (data: Data) => Kept): ApiResult<Kept> {
  return result.ok ? { ok: true, data: keep(result.data) } : result;
}
