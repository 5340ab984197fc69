import type { Context } from 'hono';
import { deleteAnswerSchema, deleteSelectionSchema, type DeleteAnswer } from '../../src/domain/list.schemas';
import type { SessionUser } from '../auth/sessions';
import type { Executor } from '../db/executor';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { idParamsSchema } from './id-params';
import { defineRoute } from './route';
import { en } from '../i18n/english';
import { inCallersLanguage } from '../i18n/translate';
import { capitalize, countOf, pluralOf, type Noun } from '../i18n/words';

export interface DeleteRoutesOptions<TBase extends string> {
  /** '/api/sales'. */
  base: TBase;
  /** The API reference's section. */
  tag: string;
  /** 'sale': "Deleted 2 sales.", "Sale not found.". */
  noun: Noun;
  /** What the summaries call one record when it is not the noun ('money transfer'), and several. */
  label?: string;
  labels?: string;
  /** What deleting undoes, for the reference ('The stock a completed sale took comes back.'). */
  effect?: string;
  /** Deletes the records in the request's transaction; answers how many were deleted. */
  remove(db: Executor, ids: string[], user: SessionUser): Promise<number>;
}

/**
 * DELETE {base}/:id and DELETE {base} with { "ids": [...] }, the one way a resource is deleted
 * (docs/api.md#deleting): admins only, all or none, answered with the rows actually deleted. An id
 * that names no record is a 404.
 */
export function deleteRoutes<const TBase extends string>({ base, tag, noun, label = noun, labels = label === noun ? pluralOf(noun) : `${label}s`, effect, remove }: DeleteRoutesOptions<TBase>) {
  const notFound = en`${capitalize(noun)} not found.`;
  const deleted = (c: Context, count: number): DeleteAnswer => ({ success: true, message: inCallersLanguage(c, count === 1 ? en`Deleted 1 ${noun}.` : en`Deleted ${countOf(count, noun)}.`), deleted: count });
  const selectionDescription = 'All or none: { "ids": [...] } (at most 1,000); answers the rows actually deleted.';
  return [
    defineRoute({
      method: 'DELETE',
      path: `${base}/:id` as const,
      access: 'deleteRecords',
      tag,
      summary: `Delete a ${label}`,
      ...(effect ? { description: effect } : {}),
      params: idParamsSchema,
      notFound,
      answer: { status: 200, schema: deleteAnswerSchema, description: 'How many were deleted' },
      handle: async ({ c, db, params, user }) => {
        const count = await remove(db, [params.id], user);
        if (count === 0) throw new ApiError(Status.notFound, notFound);
        return c.json(deleted(c, count));
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: base,
      access: 'deleteRecords',
      tag,
      summary: `Delete the selected ${labels}`,
      description: effect ? `${selectionDescription} ${effect}` : selectionDescription,
      body: deleteSelectionSchema,
      answer: { status: 200, schema: deleteAnswerSchema, description: 'How many were deleted' },
      handle: async ({ c, db, body, user }) => c.json(deleted(c, await remove(db, body.ids, user))),
    }),
  ];
}
