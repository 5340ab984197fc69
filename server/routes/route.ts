import type { Context, MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { Permission } from '../../src/domain/access-rules';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import type { AppEnv } from '../http/app-env';
import type { SessionUser } from '../auth/sessions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Schema = v.GenericSchema;
type Parsed<TSchema> = TSchema extends Schema ? v.InferOutput<TSchema> : undefined;

/** What a handler gets: its validated input, its caller, and where to read and write. */
export interface RouteContext<TBody, TQuery, TParams, TDatabase> {
  c: Context<AppEnv>;
  /** Write routes: the request's one transaction. Reads: the database. */
  db: TDatabase;
  /** The signed-in caller (every route but the public ones). */
  user: SessionUser;
  body: Parsed<TBody>;
  query: Parsed<TQuery>;
  params: Parsed<TParams>;
}

/** What a route answers: its status, and the schema of its JSON (a bare array of it when `list`). */
export interface RouteAnswer<TAnswer = unknown, TList extends boolean = boolean> {
  status: 200 | 201;
  description: string;
  schema?: TAnswer;
  /** A bare array of `schema`, the total in X-Total-Count (docs/api.md#lists-paging-and-caps). */
  list?: TList;
  /**
   * A 201's `Location`: where the new record is read, from the answer and the path's parameters
   * (docs/api.md#http). mount.ts sets the header; the document declares it.
   */
  location?: (answer: { _id?: string } & Record<string, unknown>, params: Record<string, string>) => string;
  /** Headers the answer carries beside the list's (name: what it holds), for the document. */
  headers?: Record<string, string>;
}

/**
 * One route of the table (route-table.ts): everything the server, the access decision, the OpenAPI
 * document, the generated tests and the typed client (src/api/common/api-client.ts) need to know
 * about it. The type keeps the method, the path and the schemas, so a caller's input and answer are
 * checked against them.
 */
export interface RouteSpec<
  TBody = unknown,
  TQuery = unknown,
  TParams = unknown,
  TPrepared = undefined,
  TMethod extends HttpMethod = HttpMethod,
  TPath extends string = string,
  TAnswer = unknown,
  TList extends boolean = boolean,
> {
  method: TMethod;
  /** Hono's form: '/api/brands/:id'. */
  path: TPath;
  /** 'public': no token needed. Otherwise the permission of src/domain/access-rules.ts a caller needs. */
  access: 'public' | Permission;
  /** One line for the API reference. */
  summary: string;
  /** The reference's section. */
  tag: string;
  description?: string;
  /** The JSON body. */
  body?: TBody;
  /** A multipart body with one file field (uploads, imports), read by the handler. */
  file?: { field: string; description: string };
  query?: TQuery;
  params?: TParams;
  /** Path parameters that fail `params` name no record: 404 with this message (e.g. 'Brand not found.'). */
  notFound?: string;
  /**
   * Takes an Idempotency-Key: the same key again answers the first result; the key with another
   * body is a 422 (docs/money-and-payments.md, "Idempotency").
   */
  idempotent?: boolean;
  /** A record the body names (a sale to return, a product to count) may not be there: 404, declared in the document. */
  bodyNamesRecord?: boolean;
  /** Counts attempts and may answer 429 with Retry-After (server/auth/password-attempts.ts). */
  rateLimited?: boolean;
  /** The document's operationId, when the one made from the summary is not the best name. */
  operationId?: string;
  /** Run after the caller is checked and before the body is read (a larger body limit for files). */
  before?: MiddlewareHandler<AppEnv>[];
  answer: RouteAnswer<TAnswer, TList>;
  /**
   * Whether the handler runs in one transaction: every method but GET unless said otherwise. A
   * write route never opens its own; work that must not hold the transaction (hashing a password)
   * goes in `prepare`.
   */
  transaction?: boolean;
  /** Runs before the transaction opens, on the database (reads and slow work only); its result goes to handle. */
  prepare?(context: RouteContext<TBody, TQuery, TParams, Database>): Promise<TPrepared>;
  handle(context: RouteContext<TBody, TQuery, TParams, Executor>, prepared: TPrepared): Promise<Response> | Response;
}

/** A route of the table, its types forgotten once the handler has been checked against them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteSpec<any, any, any, any, HttpMethod, string, Schema | undefined, boolean>;

/** Declares a route; the types of its schemas flow into its handler, and stay on the route for its callers. */
export function defineRoute<
  const TMethod extends HttpMethod,
  const TPath extends string,
  TBody extends Schema | undefined = undefined,
  TQuery extends Schema | undefined = undefined,
  TParams extends Schema | undefined = undefined,
  TAnswer extends Schema | undefined = undefined,
  const TList extends boolean = false,
  TPrepared = undefined,
>(spec: RouteSpec<TBody, TQuery, TParams, TPrepared, TMethod, TPath, TAnswer, TList>): RouteSpec<TBody, TQuery, TParams, TPrepared, TMethod, TPath, TAnswer, TList> {
  return spec;
}

export const usesTransaction = (route: AnyRoute) => route.transaction ?? route.method !== 'GET';
