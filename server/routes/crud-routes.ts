import type { Context } from 'hono';
import * as v from 'valibot';
import type { Permission } from '../../src/domain/access-rules';
import { listQuerySchema } from '../../src/domain/list.schemas';
import type { AppEnv } from '../http/app-env';
import { Status } from '../http/status';
import type { Page } from '../services/paging';
import type { CrudService } from '../services/crud-service';
import { capitalize, pluralOf } from '../i18n/words';
import { requireStoredUpload } from '../services/uploads';
import { deleteRoutes } from './delete-routes';
import { idParamsSchema } from './id-params';
import { defineRoute } from './route';
import { en } from '../i18n/english';

/**
 * Answers a page as a bare array with the total in X-Total-Count (docs/api.md#lists-paging-and-caps), and
 * X-Total-Count-Capped: true when the total is only a lower bound (a broad product search).
 */
export function sendPage<Row>(c: Context, page: Page<Row>) {
  c.header('X-Total-Count', String(page.total));
  if (page.capped) c.header('X-Total-Count-Capped', 'true');
  return c.json(page.rows);
}

/** A record's `image` (products, categories, brands) must name an upload that exists. */
function requireStoredImage(c: Context<AppEnv>, body: unknown): Promise<void> {
  const image = (body as { image?: string | null }).image;
  return requireStoredUpload(c.get('deps').uploadDir, image, 'image');
}

export interface CrudRoutesOptions<TBase extends string, TSchema extends v.GenericSchema, TAnswer extends v.GenericSchema, Answer> {
  /** '/api/brands'. */
  base: TBase;
  /** The API reference's section: 'Brands'. */
  tag: string;
  service: CrudService<v.InferOutput<TSchema>, Answer>;
  inputSchema: TSchema;
  /** PUT's body when it takes more than POST's (the walk-in customer's empty contact fields); POST's otherwise. */
  updateSchema?: v.GenericSchema<unknown, v.InferOutput<TSchema>>;
  answerSchema: TAnswer;
  /** Who may add and edit: catalogEdit (products, categories) or shopSetup (units, brands, …). */
  write: Permission;
  /** Who may add, when more may add than edit (customers: the POS's plus button). */
  create?: Permission;
}

/**
 * GET / (list), GET /:id, POST /, PUT /:id (the full record), and the deletes of delete-routes.ts
 * (DELETE /:id, and DELETE / with { ids: [...] } for the rows selected in a list). Reading is catalogRead; deleting is admin-only (docs/decisions/009-roles-and-staff-access.md).
 */
export function crudRoutes<const TBase extends string, TSchema extends v.GenericSchema, TAnswer extends v.GenericSchema, Answer>(options: CrudRoutesOptions<TBase, TSchema, TAnswer, Answer>) {
  const { base, tag, service, inputSchema, answerSchema, write } = options;
  const updateSchema = options.updateSchema ?? inputSchema;
  const create = options.create ?? write;
  const { noun } = service;
  const plural = pluralOf(noun);
  const notFound = en`${capitalize(noun)} not found.`;

  return [
    defineRoute({
      method: 'GET',
      path: base,
      access: 'catalogRead',
      tag,
      summary: `List ${plural}`,
      description: 'Searches with q; pages with page and pageSize.',
      query: listQuerySchema,
      answer: { status: 200, list: true, schema: answerSchema, description: `A page of ${plural}` },
      handle: async ({ c, db, query, user }) => sendPage(c, await service.list(db, query, user)),
    }),
    defineRoute({
      method: 'GET',
      path: `${base}/:id` as const,
      access: 'catalogRead',
      tag,
      summary: `Get a ${noun}`,
      params: idParamsSchema,
      notFound,
      answer: { status: 200, schema: answerSchema, description: `The ${noun}` },
      handle: async ({ c, db, params, user }) => c.json(await service.get(db, params.id, user)),
    }),
    defineRoute({
      method: 'POST',
      path: base,
      access: create,
      tag,
      summary: `Add a ${noun}`,
      body: inputSchema,
      answer: { status: 201, schema: answerSchema, description: `The new ${noun}`, location: (record) => `${base}/${record._id}` },
      prepare: ({ c, body }) => requireStoredImage(c, body),
      handle: async ({ c, db, body, user }) => c.json(await service.create(db, body, user), Status.created),
    }),
    defineRoute({
      method: 'PUT',
      path: `${base}/:id` as const,
      access: write,
      tag,
      summary: `Replace a ${noun}`,
      params: idParamsSchema,
      notFound,
      body: updateSchema,
      answer: { status: 200, schema: answerSchema, description: `The ${noun} as saved` },
      prepare: ({ c, body }) => requireStoredImage(c, body),
      handle: async ({ c, db, params, body, user }) => c.json(await service.update(db, params.id, body, user)),
    }),
    ...deleteRoutes({ base, tag, noun, remove: (db, ids) => service.remove(db, ids) }),
  ];
}
