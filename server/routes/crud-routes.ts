import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { issuesToDetails, readJson } from '../http/validate';
import { requireRole } from '../auth/require-auth';
import type { SessionUser } from '../auth/sessions';
import { idListSchema, listQuerySchema, type DeleteAnswer, type ListQuery } from '../../src/domain/catalog.schemas';
import { countOf, isUuid, type Page } from '../services/catalog-common';

/** The five operations every catalog resource offers (DESIGN.md section 2). */
export interface CrudService<Input, Answer> {
  /** 'brand': used in messages. */
  noun: string;
  /** 'categories'. */
  plural: string;
  list(db: Database, query: ListQuery): Promise<Page<Answer>>;
  /** Throws a 404 ApiError when there is no such record. */
  get(db: Database, id: string): Promise<Answer>;
  create(db: Database, input: Input, user: SessionUser): Promise<Answer>;
  update(db: Database, id: string, input: Input, user: SessionUser): Promise<Answer>;
  /** Deletes all of `ids` in one transaction, or none (404 when one is missing, 409 when one is in use). */
  remove(db: Database, ids: string[]): Promise<number>;
}

export function readListQuery(c: Context): ListQuery {
  const result = v.safeParse(listQuerySchema, c.req.query());
  if (!result.success) {
    const details = issuesToDetails(result.issues);
    throw new ApiError(Status.badRequest, details[0].message, details);
  }
  return result.output;
}

/**
 * Answers a page as a bare array with the total in X-Total-Count (DESIGN.md section 2), and
 * X-Total-Count-Capped: true when the total is only a lower bound (a broad product search).
 */
export function sendPage<Row>(c: Context, page: Page<Row>) {
  c.header('X-Total-Count', String(page.total));
  if (page.capped) c.header('X-Total-Count-Capped', 'true');
  return c.json(page.rows);
}

function readId(c: Context, noun: string): string {
  const id = c.req.param('id') ?? '';
  // Anything but a uuid names no record; checking here keeps malformed ids away from the database.
  if (!isUuid(id)) throw new ApiError(Status.notFound, `${capitalize(noun)} not found.`);
  return id.toLowerCase();
}

function readIds(c: Context): string[] {
  const result = v.safeParse(idListSchema, c.req.query('ids'));
  if (!result.success) {
    const message = result.issues[0].message;
    throw new ApiError(Status.badRequest, message, [{ message, path: ['ids'] }]);
  }
  const malformed = result.output.findIndex((id) => !isUuid(id));
  if (malformed >= 0) {
    const message = `'${result.output[malformed]}' is not a record id.`;
    throw new ApiError(Status.badRequest, message, [{ message, path: ['ids', malformed] }]);
  }
  return result.output.map((id) => id.toLowerCase());
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * GET / (list), GET /:id, POST /, PUT /:id (the full record), DELETE /:id, and DELETE /?ids=a,b,c
 * for the rows selected in a list. Deletes are admin-only (DESIGN.md decision 9). `extend` adds a
 * resource's own routes first, so a fixed path such as /code-suggestion is not taken for an id.
 */
export function crudRoutes<TSchema extends v.GenericSchema, Answer>(
  service: CrudService<v.InferOutput<TSchema>, Answer>,
  inputSchema: TSchema,
  extend?: (app: Hono<AppEnv>) => void,
) {
  const app = new Hono<AppEnv>();
  extend?.(app);
  const noun = service.noun;
  const deleted = (count: number) => `Deleted ${countOf(count, noun, service.plural)}.`;

  app.get('/', async (c) => sendPage(c, await service.list(c.get('deps').db, readListQuery(c))));

  app.delete('/', requireRole('admin'), async (c) => {
    const ids = readIds(c);
    const count = await service.remove(c.get('deps').db, ids);
    return c.json({ success: true, message: deleted(count), deleted: count } satisfies DeleteAnswer);
  });

  app.get('/:id', async (c) => c.json(await service.get(c.get('deps').db, readId(c, noun))));

  app.post('/', async (c) => {
    const input = await readJson(c, inputSchema);
    return c.json(await service.create(c.get('deps').db, input, c.get('user')), Status.created);
  });

  app.put('/:id', async (c) => {
    const id = readId(c, noun);
    const input = await readJson(c, inputSchema);
    return c.json(await service.update(c.get('deps').db, id, input, c.get('user')));
  });

  app.delete('/:id', requireRole('admin'), async (c) => {
    const count = await service.remove(c.get('deps').db, [readId(c, noun)]);
    return c.json({ success: true, message: deleted(count), deleted: count } satisfies DeleteAnswer);
  });

  return app;
}
