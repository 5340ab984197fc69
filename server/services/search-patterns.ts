/** Search box text turned into LIKE patterns (docs/api.md#lists-paging-and-caps). */

/** `%`, `_` and `\` typed in a search box are text, not wildcards. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `%text%` for a case-insensitive contains search on lower(column). */
export function containsPattern(q: string): string {
  return `%${likeEscape(q.toLowerCase())}%`;
}
