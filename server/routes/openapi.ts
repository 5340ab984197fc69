import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { permissions } from '../../src/domain/access-rules';
import { errorAnswerSchema } from '../../src/domain/api-answers.schemas';
import { MAX_LIST_PAGE_SIZE } from '../../src/domain/shop-constants';
import * as accounts from '../../src/domain/accounts.schemas';
import * as auth from '../../src/domain/auth.schemas';
import { calendarDateSchema } from '../../src/domain/calendar-date';
import { MAX_AMOUNT_MINOR, MINOR_UNITS_PER_MAJOR } from '../../src/domain/money';
import { moneySchema, percentSchema, quantitySchema } from '../../src/domain/money.schemas';
import { MAX_LINE_QUANTITY } from '../../src/domain/pricing';
import * as catalog from '../../src/domain/catalog.schemas';
import * as customers from '../../src/domain/customers.schemas';
import * as notifications from '../../src/domain/notifications.schemas';
import * as pos from '../../src/domain/pos.schemas';
import * as product from '../../src/domain/product.schemas';
import * as purchase from '../../src/domain/purchase.schemas';
import * as reports from '../../src/domain/reports.schemas';
import * as returns from '../../src/domain/returns.schemas';
import * as sales from '../../src/domain/sales.schemas';
import * as settings from '../../src/domain/settings.schemas';
import * as stock from '../../src/domain/stock.schemas';
import * as supplier from '../../src/domain/supplier.schemas';
import * as tills from '../../src/domain/tills.schemas';
import * as upload from '../../src/domain/upload.schemas';
import { errorCodes } from '../http/error-codes';
import { IDEMPOTENCY_HEADER } from '../http/idempotency';
import type { AnyRoute } from './route';

type JsonObject = Record<string, unknown>;

/**
 * The entities' schemas, each a named component of the document (`brandSchema` is `Brand`,
 * `saleInputSchema` `SaleInput`): every object schema src/domain exports.
 */
function namedSchemas(): Record<string, v.GenericSchema> {
  const named: Record<string, v.GenericSchema> = {};
  for (const module of [accounts, auth, catalog, customers, notifications, pos, product, purchase, reports, returns, sales, settings, stock, supplier, tills, upload]) {
    for (const [name, value] of Object.entries(module)) {
      const schema = value as { kind?: string; type?: string };
      if (!name.endsWith('Schema') || schema?.kind !== 'schema' || !['object', 'strict_object'].includes(schema.type ?? '')) continue;
      const component = name.slice(0, -'Schema'.length).replace(/^./, (first) => first.toUpperCase());
      named[component] ??= value as v.GenericSchema;
    }
  }
  return named;
}

const DEFINITIONS = namedSchemas();
/** Answers are read as the server sends them, bodies as a client writes them: each has its own names. */
const isInput = (name: string) => /Input$/.test(name);
const definitionsFor = (typeMode: 'input' | 'output') =>
  Object.entries(DEFINITIONS).filter(([name]) => isInput(name) === (typeMode === 'input') && !/(Query|Params)$/.test(name));

/** Each named entity by the schema the converter meets it as (its copy for the document, a pipe's first). */
const referenceNamesOf = new Map<'input' | 'output', Map<unknown, string>>();
function referenceNames(typeMode: 'input' | 'output'): Map<unknown, string> {
  let names = referenceNamesOf.get(typeMode);
  if (!names) {
    names = new Map();
    for (const [name, definition] of definitionsFor(typeMode)) {
      const copy = describable(definition as unknown as SchemaParts);
      names.set(copy.pipe?.[0] ?? copy, name);
    }
    referenceNamesOf.set(typeMode, names);
  }
  return names;
}

const MAX_AMOUNT = MAX_AMOUNT_MINOR / MINOR_UNITS_PER_MAJOR;

/**
 * What src/domain's money, percent and quantity schemas take, said in JSON Schema
 * (docs/api.md#money-on-the-wire): their checks are domain functions the converter cannot read, so
 * each is known by the number schema its pipe starts from. Money has at most 2 decimals
 * (`multipleOf: 0.01`), a percent at most 3; a validator that divides floats needs a tolerance for
 * them (Ajv's `multipleOfPrecision`, tests/server/contract-ajv.ts).
 */
const WIRE_NUMBERS = new Map<unknown, JsonObject>([
  [moneySchema.pipe[0], { type: 'number', minimum: 0, maximum: MAX_AMOUNT, multipleOf: 0.01 }],
  [percentSchema.pipe[0], { type: 'number', minimum: 0, maximum: 100, multipleOf: 0.001 }],
  [quantitySchema.pipe[0], { type: 'integer', minimum: 1, maximum: MAX_LINE_QUANTITY }],
]);

/**
 * Request bodies as a client writes them (input), answers as the server sends them (output).
 * Checks JSON Schema cannot say (cross-field rules) are left out: the server's 400 names them.
 * Money, percents and quantities say their range and decimals (WIRE_NUMBERS); a date is
 * `format: date`; a named entity is a `$ref` to its component.
 */
function jsonSchema(schema: v.GenericSchema, typeMode: 'input' | 'output', asComponent?: string): JsonObject {
  const names = referenceNames(typeMode);
  const { $schema: _dialect, ...rest } = toJsonSchema(describable(schema as unknown as SchemaParts) as unknown as v.GenericSchema, {
    target: 'draft-2020-12',
    typeMode,
    errorMode: 'ignore',
    // The converter hands over a pipe's first schema: the string every calendar date starts from,
    // the object a named entity's checks start from.
    overrideSchema: ({ valibotSchema }) => {
      if (valibotSchema === (DATE_DESCRIBED.pipe![0] as unknown)) return { type: 'string', format: 'date' };
      const wireNumber = typeMode === 'input' ? WIRE_NUMBERS.get(valibotSchema) : undefined;
      if (wireNumber) return { ...wireNumber };
      const name = names.get(valibotSchema);
      return name && name !== asComponent ? { $ref: `#/components/schemas/${name}` } : undefined;
    },
  }) as JsonObject;
  if (typeMode === 'output') withFormats(rest);
  return rest;
}

/** An answer's calendar days (`date`, `from`, `to`, a promotion's start and end) and instants (`…At`). */
const FORMAT_OF_FIELD: [RegExp, string][] = [
  [/^(date|from|to|promotionStart|promotionEnd)$/, 'date'],
  [/^[a-z]+At$/, 'date-time'],
];

/** Answers are plain strings in src/domain; the document says which are dates (checked by the contract test). */
function withFormats(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(withFormats);
  if (typeof node !== 'object' || node === null) return;
  const schema = node as JsonObject;
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonObject>)) {
    const format = FORMAT_OF_FIELD.find(([pattern]) => pattern.test(name))?.[1];
    if (!format) continue;
    const strings = [property, ...((property.anyOf ?? []) as JsonObject[])].filter((branch) => branch.type === 'string' || (Array.isArray(branch.type) && branch.type.includes('string')));
    for (const branch of strings) branch.format ??= format;
  }
  for (const value of Object.values(schema)) withFormats(value);
}

interface SchemaParts {
  type: string;
  kind: string;
  pipe?: SchemaParts[];
  entries?: Record<string, SchemaParts>;
  item?: SchemaParts;
  wrapped?: SchemaParts;
  options?: SchemaParts[];
}

const described = new WeakMap<SchemaParts, SchemaParts>();
const DATE_DESCRIBED = calendarDateSchema as unknown as SchemaParts;

/**
 * src/domain's `required(schema)` is a pipe that first reads any value (so a missing field gets its
 * own message) and then applies `schema`; a JSON Schema converter stops at that first `unknown`.
 * This copy puts the applied schema in its place, for the document only. A schema with nothing to
 * change is itself, so a named entity keeps its name.
 */
function describable(schema: SchemaParts): SchemaParts {
  if (schema === DATE_DESCRIBED || typeof schema !== 'object' || schema === null) return schema;
  const known = described.get(schema);
  if (known) return known;
  const pipe = schema.pipe;
  if (pipe?.[0].pipe && pipe[0] !== DATE_DESCRIBED) {
    // A pipe that starts from another pipe (`v.pipe(required(money), check)`) is one pipe to the converter.
    const first = describable(pipe[0]);
    const result = { ...first, pipe: [...(first.pipe ?? [first]), ...pipe.slice(1)] };
    described.set(schema, result);
    return result;
  }
  if (pipe && pipe[0].type === 'optional' && pipe[0].wrapped?.type === 'unknown') {
    const applied = pipe.slice(1).find((item) => item.kind === 'schema');
    return applied ? describable(applied) : schema;
  }
  const parts: SchemaParts = { ...schema };
  let changed = false;
  const keep = (before: SchemaParts, after: SchemaParts) => ((changed ||= before !== after), after);
  if (schema.entries) parts.entries = Object.fromEntries(Object.entries(schema.entries).map(([key, entry]) => [key, keep(entry, describable(entry))]));
  if (schema.item) parts.item = keep(schema.item, describable(schema.item));
  if (schema.wrapped) parts.wrapped = keep(schema.wrapped, describable(schema.wrapped));
  if (schema.options && schema.type !== 'picklist') parts.options = schema.options.map((option) => keep(option, describable(option)));
  if (pipe) parts.pipe = [keep(pipe[0], describable(pipe[0])), ...pipe.slice(1)];
  const result = changed ? parts : schema;
  described.set(schema, result);
  return result;
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

function parameters(route: AnyRoute): JsonObject[] {
  const list: JsonObject[] = [];
  for (const [location, schema] of [['path', route.params], ['query', route.query]] as const) {
    if (!schema) continue;
    const described = jsonSchema(schema, 'input');
    const properties = (described.properties ?? {}) as Record<string, JsonObject>;
    const required = new Set((described.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      // '' by default and at least one character: the parameter must be sent (the by-code lookups).
      const mustSend = property.default === '' && Number(property.minLength ?? 0) >= 1;
      if (mustSend) delete property.default;
      list.push({ name, in: location, required: location === 'path' || required.has(name) || mustSend, schema: asWholeNumber(property) });
    }
  }
  if (route.idempotent) {
    list.push({
      name: IDEMPOTENCY_HEADER,
      in: 'header',
      required: false,
      description: 'Sent again with the same body, answers the first result and writes nothing more; with another body, a 422 (docs/api.md#idempotency).',
      schema: { type: 'string', minLength: 1, maxLength: 200 },
    });
  }
  return list;
}

/** page and pageSize arrive as text and are read as whole numbers (src/domain/list.schemas.ts): say so. */
function asWholeNumber(property: JsonObject): JsonObject {
  const bounds: Record<string, JsonObject> = { '^[1-9]\\d{0,8}$': { minimum: 1 }, '^[1-9]\\d{0,3}$': { minimum: 1, maximum: MAX_LIST_PAGE_SIZE } };
  const bound = typeof property.pattern === 'string' ? bounds[property.pattern] : undefined;
  if (!bound) return property;
  return { type: 'integer', ...bound, ...(property.default === undefined ? {} : { default: Number(property.default) }) };
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

const header = (description: string, schema: JsonObject = { type: 'string' }) => ({ description, schema });
const errorResponse = (description: string, headers?: JsonObject) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Every status the route can answer, each refusal in the error shape (docs/api.md#errors). */
function refusals(route: AnyRoute): JsonObject {
  const responses: JsonObject = {};
  // Any request whose path or Host the server cannot read is a 400 too (server/http/listen.ts).
  responses[400] = errorResponse(route.body || route.file || route.query || route.params ? 'Bad input, named under its field' : 'A request the server could not read');
  if (route.access !== 'public' || route.path === '/auth/login') {
    responses[401] = errorResponse(route.path === '/auth/login' ? 'The email and password do not match an account' : 'No token, or a token that is malformed, expired or ended by logout');
  }
  if (route.access !== 'public') responses[403] = errorResponse('The caller’s role or Staff Access does not allow this');
  else if (route.path === '/auth/login') responses[403] = errorResponse('The account waits for an admin’s approval, or is deactivated');
  if (route.params || route.notFound || route.bodyNamesRecord || route.method === 'DELETE' || route.path.includes('by-code')) responses[404] = errorResponse('No such record');
  if (route.method !== 'GET') responses[409] = errorResponse('A conflict: a duplicate, a record in use, short stock, or one that no longer exists');
  if (route.body || route.file) {
    responses[413] = errorResponse('The body is larger than this route takes');
    responses[415] = errorResponse('The body is not of the type this route takes');
  }
  if (route.idempotent) responses[422] = errorResponse('The Idempotency-Key was already used with another body');
  if (route.rateLimited) responses[429] = errorResponse('Too many attempts', { 'Retry-After': header('Seconds to wait before trying again', { type: 'integer' }) });
  responses[500] = errorResponse('A defect on the server; nothing about it is told');
  return responses;
}

function successHeaders(route: AnyRoute): JsonObject | undefined {
  const answer = route.answer;
  const headers: JsonObject = {};
  if (answer.list) {
    headers['X-Total-Count'] = header('How many rows match the search (a lower bound when X-Total-Count-Capped)', { type: 'integer' });
    headers['X-Total-Count-Capped'] = header('"true" when counting stopped at its bound (docs/api.md#lists-paging-and-caps)', { type: 'string', enum: ['true'] });
  }
  for (const [name, description] of Object.entries(answer.headers ?? {})) headers[name] = header(description);
  if (answer.location) headers.Location = header('Where the new record is read', { type: 'string' });
  return Object.keys(headers).length > 0 ? headers : undefined;
}

/** listBrands from 'List brands': the summary's words, camel-cased; the route's own when it names one. */
function operationId(route: AnyRoute): string {
  if (route.operationId) return route.operationId;
  const words = route.summary
    .replace(/\(.*?\)/g, '')
    .replace(/[’']s\b/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word && !['a', 'an', 'the', 'of', 'to', 'or', 'and', 'its', 'with', 'for', 'by', 'in', 'as', 'at', 'on'].includes(word.toLowerCase()));
  return words.map((word, index) => (index === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1).toLowerCase())).join('');
}

function operation(route: AnyRoute, id: string): JsonObject {
  const answer = route.answer;
  const answerSchema = answer.schema ? jsonSchema(answer.schema, 'output') : undefined;
  const success: JsonObject = { description: answer.description };
  const headers = successHeaders(route);
  if (headers) success.headers = headers;
  if (answerSchema) success.content = { 'application/json': { schema: answer.list ? { type: 'array', items: answerSchema } : answerSchema } };
  const body = requestBody(route);
  const list = parameters(route);
  return {
    operationId: id,
    tags: [route.tag],
    summary: route.summary,
    description: [route.description, whoMayCall(route)].filter(Boolean).join('\n\n'),
    ...(route.access === 'public' ? { security: [] } : {}),
    ...(list.length > 0 ? { parameters: list } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { [answer.status]: success, ...refusals(route) },
  };
}

/** The refusal's shape, its `code` one of those the server decides (docs/api.md#errors). */
function errorSchema(): JsonObject {
  const schema = jsonSchema(errorAnswerSchema, 'output');
  const properties = schema.properties as Record<string, JsonObject>;
  properties.code = { type: 'string', enum: [...errorCodes], description: 'What kind of refusal this is, for a program to branch on; never changes meaning.' };
  return schema;
}

/** The paths outside the route table: uploaded files and the health check. */
const OTHER_PATHS: Record<string, JsonObject> = {
  '/uploads/{file}': {
    get: {
      operationId: 'getUpload',
      tags: ['Uploads'],
      summary: 'An uploaded file',
      description: 'Stored by the SHA-256 of its content (docs/api.md#uploads). Public: its name cannot be guessed.',
      security: [],
      parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{64}\\.(jpg|png|gif|webp)$' } }],
      responses: {
        200: { description: 'The file, with its type', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } },
        404: errorResponse('No such file'),
      },
    },
  },
  '/healthz': {
    get: {
      operationId: 'checkHealth',
      tags: ['Health'],
      summary: 'Whether the server answers',
      description: 'For a monitor: answers without a token and without waking the database, and does not count as the shop being busy.',
      security: [],
      responses: {
        400: errorResponse('A request the server could not read'),
        200: { description: 'Up', content: { 'application/json': { schema: { type: 'object', required: ['status'], properties: { status: { const: 'ok' } }, additionalProperties: false } } } },
      },
    },
  },
};

/** A tag's routes in a line: its operations' summaries. */
function tagDescription(tag: string, table: readonly AnyRoute[]): string {
  const own: Record<string, string> = { Uploads: 'The files uploaded, served by their content hash.', Health: 'Whether the server answers.' };
  return own[tag] ?? `${table.filter((route) => route.tag === tag).map((route) => route.summary).join('; ')}.`;
}

/** The OpenAPI 3.1 document of every route in the table. */
export function openApiDocument(table: readonly AnyRoute[]): JsonObject {
  const paths: Record<string, JsonObject> = {};
  const taken = new Set<string>();
  for (const route of table) {
    const path = openApiPath(route.path);
    let id = operationId(route);
    for (let suffix = 2; taken.has(id); suffix += 1) id = `${operationId(route)}${suffix}`;
    taken.add(id);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, id) };
  }
  const components: Record<string, JsonObject> = { Error: errorSchema() };
  const all: Record<string, JsonObject> = {};
  for (const mode of ['output', 'input'] as const) {
    for (const [name, schema] of definitionsFor(mode)) all[name] = jsonSchema(schema, mode, name);
  }
  // Choices the converter cannot see (checks across fields): one of the two names is required.
  all.ProductInput.anyOf = [{ required: ['barcode'] }, { required: ['barcodeSymbology'] }];
  all.PurchaseLineInput.anyOf = [{ required: ['productId'] }, { required: ['productCode'] }];
  // Only the entities an operation names, directly or through another.
  const named = (node: unknown) => [...JSON.stringify(node).matchAll(/"#\/components\/schemas\/([A-Za-z]+)"/g)].map((match) => match[1]);
  for (let next = named(paths); next.length > 0; ) {
    const fresh = [...new Set(next)].filter((name) => !(name in components) && name in all);
    for (const name of fresh) components[name] = all[name];
    next = fresh.flatMap((name) => named(all[name]));
  }
  const tags = [...new Set([...table.map((route) => route.tag), 'Uploads', 'Health'])].map((name) => ({ name, description: tagDescription(name, table) }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'ShopDesk API',
      version: '1',
      description:
        'Point-of-sale and inventory back office. Log in with POST /auth/login and send its jwtToken as `Authorization: Bearer <token>`. Money is a JSON number in major units with at most 2 decimals. Every refusal answers `{ success: false, code, message, error: { details: [{ message, path }] } }`; a program branches on `code`.',
      contact: { name: 'ShopDesk' },
      license: { name: 'Proprietary', identifier: 'LicenseRef-ShopDesk-Proprietary' },
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags,
    paths: { ...paths, ...OTHER_PATHS },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: components,
    },
  };
}
