import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { permissions } from '../../src/domain/access-rules';
import { errorAnswerSchema } from '../../src/domain/api-answers.schemas';
import { errorCodes } from '../http/error-codes';
import type { AnyRoute } from './route';

type JsonObject = Record<string, unknown>;

/**
 * Request bodies as a client writes them (input), answers as the server sends them (output).
 * Transforms and checks JSON Schema cannot say (money's decimals, cross-field rules) are left out:
 * the server's 400 names them.
 */
function jsonSchema(schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonObject {
  const { $schema: _dialect, ...rest } = toJsonSchema(describable(schema) as v.GenericSchema, { target: 'draft-2020-12', typeMode, errorMode: 'ignore' }) as JsonObject;
  return rest;
}

interface SchemaParts {
  type: string;
  kind: string;
  pipe?: SchemaParts[];
  entries?: Record<string, SchemaParts>;
  item?: SchemaParts;
  wrapped?: SchemaParts;
}

/**
 * src/domain's `required(schema)` is a pipe that first reads any value (so a missing field gets its
 * own message) and then applies `schema`; a JSON Schema converter stops at that first `unknown`.
 * This copy puts the applied schema in its place, for the document only.
 */
function describable(schema: SchemaParts): SchemaParts {
  const pipe = schema.pipe;
  if (pipe && pipe[0].type === 'optional' && pipe[0].wrapped?.type === 'unknown') {
    const applied = pipe.slice(1).find((item) => item.kind === 'schema');
    return applied ? describable(applied) : schema;
  }
  const parts: SchemaParts = { ...schema };
  if (schema.entries) parts.entries = Object.fromEntries(Object.entries(schema.entries).map(([key, entry]) => [key, describable(entry)]));
  if (schema.item) parts.item = describable(schema.item);
  if (schema.wrapped) parts.wrapped = describable(schema.wrapped);
  if (pipe) parts.pipe = [describable(pipe[0]), ...pipe.slice(1)];
  return parts;
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

function parameters(route: AnyRoute): JsonObject[] {
  const list: JsonObject[] = [];
  for (const [location, schema] of [['path', route.params], ['query', route.query]] as const) {
    if (!schema) continue;
    const properties = (jsonSchema(schema, 'input').properties ?? {}) as Record<string, JsonObject>;
    const required = new Set((jsonSchema(schema, 'input').required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      list.push({ name, in: location, required: location === 'path' || required.has(name), schema: property });
    }
  }
  return list;
}

function requestBody(route: AnyRoute): JsonObject | undefined {
  if (route.body) return { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } };
  if (route.file) {
    const schema = { type: 'object', required: [route.file.field], properties: { [route.file.field]: { type: 'string', format: 'binary', description: route.file.description } } };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return undefined;
}

function whoMayCall(route: AnyRoute): string {
  if (route.access === 'public') return 'Public: no token needed.';
  const holders = permissions[route.access] as readonly string[];
  if (holders.length === 1) return 'Admins only.';
  if (holders.includes('limited')) return 'Any signed-in user.';
  return 'Admins and staff with All Records or Own Records access (not Limited Access).';
}

/** The refusal's shape, its `code` one of those the server decides (docs/api.md#errors). */
function errorSchema(): JsonObject {
  const schema = jsonSchema(errorAnswerSchema, 'output');
  const properties = schema.properties as Record<string, JsonObject>;
  properties.code = { type: 'string', enum: [...errorCodes], description: 'What kind of refusal this is, for a program to branch on; never changes meaning.' };
  return schema;
}

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

function operation(route: AnyRoute): JsonObject {
  const answer = route.answer;
  const answerSchema = answer.schema ? jsonSchema(answer.schema, 'output') : undefined;
  const success: JsonObject = { description: answer.description };
  if (answerSchema) success.content = { 'application/json': { schema: answer.list ? { type: 'array', items: answerSchema } : answerSchema } };
  if (answer.list) success.headers = { 'X-Total-Count': { description: 'How many rows match the search', schema: { type: 'integer' } } };
  const responses: JsonObject = { [answer.status]: success, 400: errorResponse('Bad input, named under its field') };
  if (route.access !== 'public') {
    responses[401] = errorResponse('No token, or a token that is malformed, expired or ended by logout');
    responses[403] = errorResponse('The caller’s role or Staff Access does not allow this');
  }
  if (route.params) responses[404] = errorResponse('No such record');
  if (route.method !== 'GET') responses[409] = errorResponse('A conflict: a duplicate, a record in use, or one that no longer exists');
  if (route.idempotent) responses[422] = errorResponse('The Idempotency-Key was already used with another body');
  const body = requestBody(route);
  return {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.path).replace(/[{}]/g, '').replace(/\/(\w)/g, (_match, letter: string) => letter.toUpperCase()).replace(/[^A-Za-z0-9]/g, '')}`,
    tags: [route.tag],
    summary: route.summary,
    description: [route.description, whoMayCall(route)].filter(Boolean).join('\n\n'),
    ...(route.access === 'public' ? { security: [] } : {}),
    ...(parameters(route).length > 0 ? { parameters: parameters(route) } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every route in the table. */
export function openApiDocument(table: readonly AnyRoute[]): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of table) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ShopDesk API',
      version: '1',
      description:
        'Point-of-sale and inventory back office. Log in with POST /auth/login and send its jwtToken as `Authorization: Bearer <token>`. Money is a JSON number in major units with at most 2 decimals. Every refusal answers `{ success: false, message, error: { details: [{ message, path }] } }`.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: errorSchema() },
    },
  };
}
