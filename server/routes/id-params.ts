import * as v from 'valibot';

/** `:id` of a record: anything but a uuid names no record (a 404, kept away from the database). */
export const idParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid(), v.toLowerCase()) });
