/**
 * A tab that opens the till with no sale of its own takes the sale a gone tab kept
 * (docs/offline-till.md#the-till-in-the-browser): the newest by when it was kept, among the tabs
 * whose Web Lock no tab holds any more, and the one sale the version before kept for the whole
 * browser. It is moved to the tab's own keys with its checkout key, under the Web Lock
 * `shopdesk-pos-adopt`, so two tabs opening at once never take the same one. Loaded only when
 * another tab's entries are there (sale-in-progress.ts).
 */
import type { KeptKeys, KeptSales, TabLocks } from './sale-in-progress';

const ADOPT_LOCK = 'shopdesk-pos-adopt';

/** The tab whose entry this is ('' for the single one's), or undefined for another key. */
function tabOf(name: string, { single }: KeptSales): string | undefined {
  for (const prefix of [single.sale, single.key]) {
    if (name === prefix) return '';
    if (name.startsWith(`${prefix}:`)) return name.slice(prefix.length + 1);
  }
  return undefined;
}

/**
 * Moves the newest sale of a gone tab to `own` (which keeps none). The entries gone tabs left without
 * a sale (the checkout key of an empty cart, an unreadable sale) are removed on the way.
 */
export async function adoptOrphanSale(locks: TabLocks, own: KeptKeys, sales: KeptSales): Promise<void> {
  await locks.request(ADOPT_LOCK, {}, async () => {
    const held = new Set((await locks.query()).held?.map((lock) => lock.name));
    const gone = new Set<string>();
    for (const name of Object.keys(localStorage)) {
      const tab = tabOf(name, sales);
      if (tab !== undefined && name !== own.sale && name !== own.key && !held.has(sales.lockOf(tab))) gone.add(tab);
    }
    let newest: { keys: KeptKeys; at: number } | null = null;
    for (const tab of gone) {
      const keys = tab ? sales.ofTab(tab) : sales.single;
      const at = sales.keptAt(keys);
      if (at === null) {
        localStorage.removeItem(keys.sale);
        localStorage.removeItem(keys.key);
      } else if (!newest || at > newest.at) newest = { keys, at };
    }
    if (!newest) return;
    const { keys } = newest;
    localStorage.setItem(own.sale, localStorage.getItem(keys.sale)!);
    const checkoutKey = localStorage.getItem(keys.key);
    if (checkoutKey === null) localStorage.removeItem(own.key);
    else localStorage.setItem(own.key, checkoutKey);
    localStorage.removeItem(keys.sale);
    localStorage.removeItem(keys.key);
  });
}
