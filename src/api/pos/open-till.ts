/**
 * The till open in this tab: its catalog answers the product reads when the server does not
 * (till-catalog.ts, docs/offline-till.md#the-catalog-on-the-till), from the moment it opens, before its
 * copy of the catalog is read again.
 */
let openTill: string | null = null;

export const tillOpenHere = (): string | null => openTill;

/** The till opens in this tab; answers the way to close it. */
export function openTillHere(tillId: string): () => void {
  openTill = tillId;
  return () => {
    if (openTill === tillId) openTill = null;
  };
}
