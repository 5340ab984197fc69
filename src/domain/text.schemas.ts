/**
 * What text any field accepts. PostgreSQL cannot store U+0000 (a query holding one fails), and other
 * control characters and UTF-16 halves without their pair are never typed on purpose: they come from a
 * broken client, a mis-encoded file or an attack, so they are refused with a 400 under the field
 * instead of being stored or failing deep in the database (docs/decisions/013-one-transaction-per-write.md).
 */
import * as v from 'valibot';

// \p{Cc} is C0, DEL and C1; in a `u` regex \p{Cs} matches only a surrogate that is not half of a pair.
const SINGLE_LINE_REFUSED = /\p{Cc}|\p{Cs}/u;
const MULTI_LINE_REFUSED = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

function problemIn(text: string, refused: RegExp): string | null {
  const match = refused.exec(text);
  if (!match) return null;
  const code = `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  return /\p{Cs}/u.test(match[0])
    ? `The text has an unpaired UTF-16 surrogate (${code}); please type it again.`
    : `The text has a control character (${code}) that cannot be saved.`;
}

function refuse(refused: RegExp) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = problemIn(dataset.value, refused);
    if (message) addIssue({ message });
  });
}

/** For one-line text (names, codes, references, search): no control character at all, no lone surrogate. */
export const singleLine = () => refuse(SINGLE_LINE_REFUSED);

export const SEARCH_TEXT_MAX_LENGTH = 200;

/**
 * The `q` of every list and search (docs/concurrency-and-limits.md, "Bounds and ranges"): trimmed,
 * at most SEARCH_TEXT_MAX_LENGTH characters, one line (a NUL would fail in the database as a 500).
 */
export const searchTextSchema = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(SEARCH_TEXT_MAX_LENGTH, 'Search text is too long.'), singleLine()),
  '',
);

/** For text that may span lines (a description): tab, line feed and carriage return are allowed. */
export const multiLine = () => refuse(MULTI_LINE_REFUSED);
