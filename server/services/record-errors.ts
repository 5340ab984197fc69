/**
 * The refusals a record's write or delete meets (docs/api.md#errors): a record that is not there
 * (404), a name another record has, a record still in use, and the database's constraint errors
 * turned into those 409s instead of a 500.
 */
import { ApiError } from '../http/errors';
import { databaseErrorOf, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from '../http/failures';
import { Status } from '../http/status';
import { en } from '../i18n/english';
import { capitalize, pluralOf, type Noun } from '../i18n/words';

export function notFound(noun: Noun): ApiError {
  return new ApiError(Status.notFound, en`${capitalize(noun)} not found.`);
}

/** The 404 for a selection of `selected` records of which `missing` are not there. */
export function selectionNotFound(noun: Noun, selected: number, missing: number): ApiError {
  return selected === 1 ? notFound(noun) : new ApiError(Status.notFound, en`${missing} of the selected ${pluralOf(noun)} were not found.`);
}

/** A 409 for a name another record already has, shown under the field. */
export function duplicateName(noun: Noun, name: string, path: string = 'name'): ApiError {
  const message = en`A ${noun} named '${name}' already exists.`;
  return new ApiError(Status.conflict, message, [{ message, path: [path] }]);
}

/**
 * A 409 naming each selected record that is still in use, and what uses it (docs/api.md#deleting). With several, the
 * count comes first: a sentence that ends with another's words would be read as that one (server/i18n/translate.ts
 * takes the key that says more).
 */
export function inUse(problems: { index: number; message: string }[]): ApiError {
  const message = problems.length === 1 ? problems[0].message : en`${problems.length} of the selected records are still in use. ${problems[0].message}`;
  return new ApiError(
    Status.conflict,
    message,
    problems.map((problem) => ({ message: problem.message, path: ['ids', problem.index] })),
  );
}

/**
 * Runs a delete, turning a foreign key violation (a record this service does not know about, such as
 * a line of a document) into a 409 instead of a 500.
 */
export async function deleteOrConflict<T>(run: () => Promise<T>, message: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (databaseErrorOf(error)?.code === PG_FOREIGN_KEY_VIOLATION) throw new ApiError(Status.conflict, message);
    throw error;
  }
}

/** Runs a write, turning a unique violation into the 409 `onDuplicate` builds. */
export async function writeOrDuplicate<T>(run: () => Promise<T>, onDuplicate: () => ApiError): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (databaseErrorOf(error)?.code === PG_UNIQUE_VIOLATION) throw onDuplicate();
    throw error;
  }
}
