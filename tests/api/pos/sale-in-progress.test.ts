import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaleInProgress } from '../../../src/api/pos/sale-in-progress';
import { fakeBrowserLocks } from './till-fakes';

/**
 * The sale in progress kept per tab (docs/offline-till.md#the-till-in-the-browser): tabs of one browser
 * share its localStorage and Web Locks; each has its own sessionStorage and its own copy of the app's
 * modules, as a page has.
 */

type Browser = ReturnType<typeof fakeBrowserLocks>;
type Kept = SaleInProgress<string, Record<string, number>> | null;

afterEach(() => {
  vi.unstubAllGlobals();
});

function storageOf(items: Map<string, string>): Storage {
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/**
 * A tab of `browser`, its page loaded: `session` is its sessionStorage (a reload keeps it, a duplicated
 * tab starts with a copy). Each step runs with the tab's globals, as the page's code would.
 */
async function openTab(browser: Browser, session = new Map<string, string>()) {
  const { locks, close } = browser.tab();
  const sessionStorage = storageOf(session);
  const inTab = () => {
    vi.stubGlobal('navigator', { locks });
    vi.stubGlobal('sessionStorage', sessionStorage);
  };
  inTab();
  vi.resetModules();
  const keeper = await import('../../../src/api/pos/sale-in-progress');
  return {
    session,
    close,
    /** The till opens in this tab: the sale it starts with. */
    open: () => {
      inTab();
      return keeper.readSaleInProgress() as Promise<Kept>;
    },
    keep: (...lines: string[]) => {
      inTab();
      keeper.keepSaleInProgress({ lines, charges: { discount: 0 } });
    },
    keepKey: (key: string) => {
      inTab();
      keeper.keepCheckoutKey({ key, unansweredBody: null });
    },
    forget: () => {
      inTab();
      return keeper.forgetSaleInProgress();
    },
  };
}

type Tab = Awaited<ReturnType<typeof openTab>>;

/** The tab with the till open on a sale of these lines under this checkout key. */
async function selling(browser: Browser, lines: string[], key: string, session?: Map<string, string>): Promise<Tab> {
  const tab = await openTab(browser, session);
  await tab.open();
  tab.keepKey(key);
  tab.keep(...lines);
  return tab;
}

/** The tab reloaded: the page goes, its sessionStorage stays. */
async function reload(browser: Browser, tab: Tab): Promise<Tab> {
  tab.close();
  return openTab(browser, tab.session);
}

const saleKeys = () => Object.keys(localStorage).filter((name) => name.startsWith('shopdesk.pos.sale')).sort();

describe('the sale in progress of each tab (docs/offline-till.md#the-till-in-the-browser)', () => {
  it('two tabs keep their own sale, and a reloaded tab opens on its own', async () => {
    const browser = fakeBrowserLocks();
    const a = await selling(browser, ['kettle'], 'key-a');
    const b = await selling(browser, ['toaster', 'toaster'], 'key-b');
    // B's keeping did not touch A's.
    a.keep('kettle', 'lamp');

    const aAgain = await reload(browser, a);
    expect(await aAgain.open()).toEqual({ lines: ['kettle', 'lamp'], charges: { discount: 0 }, key: 'key-a', unansweredBody: null });
    const bAgain = await reload(browser, b);
    expect(await bAgain.open()).toEqual({ lines: ['toaster', 'toaster'], charges: { discount: 0 }, key: 'key-b', unansweredBody: null });
    expect(saleKeys()).toHaveLength(4);
  });

  it("gives a closed tab's sale, with its checkout key, to the next tab that opens with none, once", async () => {
    const browser = fakeBrowserLocks();
    const a = await selling(browser, ['kettle'], 'key-a');
    const b = await selling(browser, ['toaster'], 'key-b');
    b.close();

    // Two tabs open at once: one takes B's sale, the other starts on an empty cart; A keeps its own.
    const [c, d] = [await openTab(browser), await openTab(browser)];
    const opened = await Promise.all([c.open(), d.open()]);
    expect(opened.filter(Boolean)).toEqual([{ lines: ['toaster'], charges: { discount: 0 }, key: 'key-b', unansweredBody: null }]);
    const taker = opened[0] ? c : d;
    expect(await (await reload(browser, a)).open()).toMatchObject({ lines: ['kettle'], key: 'key-a' });
    // B's entries are gone: the sale is the taker's now, and a reload of it keeps it.
    expect(Object.keys(localStorage).filter((name) => name.includes(b.session.get('shopdesk.pos.tab')!))).toEqual([]);
    expect(await (await reload(browser, taker)).open()).toMatchObject({ lines: ['toaster'], key: 'key-b' });
  });

  it('gives the newest sale of the closed tabs first, and the next to the next tab', async () => {
    const browser = fakeBrowserLocks();
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000);
    const older = await selling(browser, ['kettle'], 'key-older');
    now.mockReturnValue(2_000);
    const newer = await selling(browser, ['toaster'], 'key-newer');
    now.mockRestore();
    older.close();
    newer.close();
    expect(await (await openTab(browser)).open()).toMatchObject({ lines: ['toaster'], key: 'key-newer' });
    expect(await (await openTab(browser)).open()).toMatchObject({ lines: ['kettle'], key: 'key-older' });
    expect(await (await openTab(browser)).open()).toBeNull();
  });

  it("takes nothing into a tab that has a sale of its own: a closed tab's waits for the next", async () => {
    const browser = fakeBrowserLocks();
    const a = await selling(browser, ['kettle'], 'key-a');
    const b = await selling(browser, ['toaster'], 'key-b');
    b.close();
    expect(await (await reload(browser, a)).open()).toMatchObject({ lines: ['kettle'], key: 'key-a' });
    expect(await (await openTab(browser)).open()).toMatchObject({ lines: ['toaster'], key: 'key-b' });
  });

  it('takes the one sale the version before kept for the browser, with its checkout key', async () => {
    const browser = fakeBrowserLocks();
    localStorage.setItem('shopdesk.pos.sale', JSON.stringify({ lines: ['kettle'], charges: { discount: 500 } }));
    localStorage.setItem('shopdesk.pos.sale.key', JSON.stringify({ key: 'key-before', unansweredBody: '{"sent":1}' }));
    const tab = await openTab(browser);
    expect(await tab.open()).toEqual({ lines: ['kettle'], charges: { discount: 500 }, key: 'key-before', unansweredBody: '{"sent":1}' });
    expect(localStorage.getItem('shopdesk.pos.sale')).toBeNull();
    expect(localStorage.getItem('shopdesk.pos.sale.key')).toBeNull();
    expect(await (await openTab(browser)).open()).toBeNull();
  });

  it('gives a duplicated tab an id of its own: it neither opens on nor overwrites the sale of the tab it was copied from', async () => {
    const browser = fakeBrowserLocks();
    const a = await selling(browser, ['kettle'], 'key-a');
    const copy = await openTab(browser, new Map(a.session));
    expect(await copy.open()).toBeNull();
    expect(copy.session.get('shopdesk.pos.tab')).not.toBe(a.session.get('shopdesk.pos.tab'));
    copy.keep('toaster');
    expect(await (await reload(browser, a)).open()).toMatchObject({ lines: ['kettle'], key: 'key-a' });
    expect(await (await reload(browser, copy)).open()).toMatchObject({ lines: ['toaster'] });
  });

  it("keeps a change made while the tab's id is being settled, once it is", async () => {
    const browser = fakeBrowserLocks();
    const tab = await openTab(browser);
    const opening = tab.open();
    tab.keep('kettle');
    expect(await opening).toBeNull();
    expect(await (await reload(browser, tab)).open()).toMatchObject({ lines: ['kettle'] });
  });

  it('forgets the sale that went to the outbox, and keeps it again when the server refused it', async () => {
    const browser = fakeBrowserLocks();
    const tab = await selling(browser, ['kettle'], 'key-a');
    const keepAgain = tab.forget();
    expect(saleKeys().filter((name) => !name.startsWith('shopdesk.pos.sale.key'))).toEqual([]);
    keepAgain();
    expect(await (await reload(browser, tab)).open()).toMatchObject({ lines: ['kettle'], key: 'key-a' });
  });

  it('keeps one sale for the browser where there are no Web Locks, as before tabs kept their own', async () => {
    vi.stubGlobal('navigator', {});
    vi.resetModules();
    const keeper = await import('../../../src/api/pos/sale-in-progress');
    keeper.keepSaleInProgress({ lines: ['kettle'], charges: {} });
    keeper.keepCheckoutKey({ key: 'key-a', unansweredBody: null });
    expect(saleKeys()).toEqual(['shopdesk.pos.sale', 'shopdesk.pos.sale.key']);
    expect(await keeper.readSaleInProgress()).toMatchObject({ lines: ['kettle'], key: 'key-a' });
  });
});
