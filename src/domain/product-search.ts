/**
 * What a product search matches (docs/screens.md#point-of-sale): the name or the code, any case;
 * from their start below CONTAINS_SEARCH_MIN_LENGTH characters, anywhere in them from there on.
 * The server says it in SQL (server/services/products.ts), the till without the server here
 * (docs/offline-till.md#the-till-in-the-browser): one rule, so a cashier finds the same products.
 */

/** Below this many characters a search matches from the start of a name or code (a trigram needs 3). */
export const CONTAINS_SEARCH_MIN_LENGTH = 3;

/** A matcher for the typed text, over names and codes already lowercased; null when the text is blank (everything matches). */
export function productSearchMatcher(typed: string): ((lowerName: string, lowerCode: string) => boolean) | null {
  const text = typed.trim().toLowerCase();
  if (!text) return null;
  if (text.length >= CONTAINS_SEARCH_MIN_LENGTH) return (name, code) => name.includes(text) || code.includes(text);
  return (name, code) => name.startsWith(text) || code.startsWith(text);
}
