/** Which columns each list hides, kept in this browser only (remembered per list). */
const keyOf = (listId: string) => `shopdesk.list.${listId}.hiddenColumns`;

export function readHiddenColumns(listId: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(listId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((column): column is string => typeof column === 'string') : [];
  } catch {
    // A hand-edited or corrupt entry: show every column.
    return [];
  }
}

export function storeHiddenColumns(listId: string, hidden: readonly string[]): void {
  if (hidden.length === 0) localStorage.removeItem(keyOf(listId));
  else localStorage.setItem(keyOf(listId), JSON.stringify(hidden));
}
