/**
 * The fields the catalog's records are built from (docs/api.md#records-and-their-fields): required
 * fields with the one message docs/screens.md#products asks for, bounded one-line text, references to
 * another record by name or _id, money a required field holds, an uploaded image, and the timestamps
 * every answer carries.
 */
import * as v from 'valibot';
import { moneySchema } from './money.schemas';
import { singleLine } from './text.schemas';
import type { Minor } from './money';

/** docs/screens.md#products (Add Product): the one message for an empty, blank or zero required field. */
export const REQUIRED_MESSAGE = 'This field is required.';

export const NAME_MAX_LENGTH = 100;
export const PRODUCT_NAME_MAX_LENGTH = 200;
export const PRODUCT_CODE_MAX_LENGTH = 50;
export const DESCRIPTION_MAX_LENGTH = 5000;

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

/**
 * A field that must be present. A plain valibot entry reports a missing key with the object's message;
 * docs/screens.md#products wants 'This field is required.' under the field, so the key is always read (the default
 * function makes valibot run the entry even when the key is absent) and checked for presence first.
 */
export function required<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.pipe(v.optional(v.unknown(), () => undefined), v.check(isPresent, REQUIRED_MESSAGE), schema);
}

export const requiredText = (maxLength: number) =>
  v.pipe(
    v.string(REQUIRED_MESSAGE),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.maxLength(maxLength, `At most ${maxLength} characters.`),
    singleLine(),
  );

/** Optional one-line text ('' when absent). */
export const optionalText = (maxLength: number, message?: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.maxLength(maxLength, `At most ${maxLength} characters.`), singleLine()), '');

/**
 * The size or colour a document's line names, as every line answer carries it: its id, name and item code, all
 * null for the product itself (docs/decisions/021-warehouses-and-variants.md). Spread into a line's entries.
 */
export const lineSizeEntries = {
  variantId: v.nullable(v.string()),
  variant: v.nullable(v.string()),
  variantCode: v.nullable(v.string()),
};

/** A reference to another record: its name or its _id. */
export const referenceText = v.pipe(
  v.string('Choose one of the listed options.'),
  v.trim(),
  v.maxLength(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters.`),
  singleLine(),
);
export const requiredReference = required(v.pipe(referenceText, v.nonEmpty(REQUIRED_MESSAGE)));
/** Optional references: absent, null or '' all mean none. */
export const optionalReference = v.optional(
  v.pipe(
    v.nullable(referenceText),
    v.transform((value) => (value ? value : null)),
  ),
  null,
);

/** Money a required field holds: docs/screens.md#products counts zero as missing. */
export const requiredMoney = required(
  v.pipe(
    moneySchema,
    v.check((amount: Minor) => amount !== 0, REQUIRED_MESSAGE),
  ),
);

/** Where an image lives: a URL answered by POST /api/upload. */
export const UPLOAD_URL_PATTERN = /^\/uploads\/[0-9a-f]{64}\.(?:jpg|png|gif|webp)$/;
export const imageSchema = v.optional(
  v.pipe(
    v.nullable(v.string('Image must be an uploaded image URL.')),
    v.transform((value) => (value ? value : null)),
    v.check((value) => value === null || UPLOAD_URL_PATTERN.test(value), 'Image must be a URL answered by the image upload.'),
  ),
  null,
);

/** Every answer carries its ISO timestamps. */
export const timestamps = { createdAt: v.string(), updatedAt: v.string() };
export const nullableText = v.nullable(v.string());
