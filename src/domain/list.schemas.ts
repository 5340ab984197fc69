/** What every list shares (docs/api.md#lists-paging-and-caps, docs/api.md#deleting): its query, a record's id, and the delete of selected rows. */
import * as v from 'valibot';
import { searchTextSchema } from './text.schemas';
import { MAX_LIST_PAGE_SIZE } from './shop-constants';

/** `page=` of a list: 1 and up, 1 when absent. Query values are text. */
export const pageSchema = v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'page must be a whole number from 1.'), v.transform(Number)), '1');

/** `pageSize=` of a list: 1 to MAX_LIST_PAGE_SIZE, `size` when absent. */
export const pageSizeSchema = (size: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,3}$/, `pageSize must be a whole number from 1 to ${MAX_LIST_PAGE_SIZE}.`),
      v.transform(Number),
      v.maxValue(MAX_LIST_PAGE_SIZE, `pageSize must be a whole number from 1 to ${MAX_LIST_PAGE_SIZE}.`),
    ),
    size,
  );

/** `?q=&page=&pageSize=` of every list (docs/api.md#lists-paging-and-caps). Query values are text. */
export const listQuerySchema = v.object({
  q: searchTextSchema,
  page: pageSchema,
  pageSize: pageSizeSchema('10'),
});
export type ListQuery = v.InferOutput<typeof listQuerySchema>;

/** A record's id: a uuid (any other text names no record). */
export const RECORD_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `DELETE /api/<resource>` with `{ "ids": [...] }`: the selected rows of a list, deleted in one
 * transaction (docs/api.md#deleting). A body, not the query string: 1,000 ids would pass the 16 KB
 * header limit. Ids are answered lower-case and once each.
 */
export const MAX_DELETE_IDS = 1000;
const DELETE_IDS_MESSAGE = 'Send the ids to delete: { "ids": ["…"] }.';
export const deleteSelectionSchema = v.strictObject(
  {
    ids: v.pipe(
      // Read even when absent, so a missing list gets this message under ids (see `required`).
      v.optional(v.unknown(), () => undefined),
      v.array(v.pipe(v.string('An id is text.'), v.regex(RECORD_ID_PATTERN, 'This is not a record id.')), DELETE_IDS_MESSAGE),
      v.minLength(1, DELETE_IDS_MESSAGE),
      v.maxLength(MAX_DELETE_IDS, `At most ${MAX_DELETE_IDS} rows can be deleted at once.`),
      v.transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
    ),
  },
  'A delete takes only ids.',
);

/** What a delete answers. */
export const deleteAnswerSchema = v.object({ success: v.literal(true), message: v.string(), deleted: v.number() });
export type DeleteAnswer = v.InferOutput<typeof deleteAnswerSchema>;
