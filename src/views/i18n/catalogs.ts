import { i18n, type Messages } from '@lingui/core';

/**
 * The compiled catalogs (src/locales/<locale>/<part>.po, compiled by @lingui/vite-plugin), each its own
 * chunk loaded on demand: the login screen fetches only its language's shell (docs/i18n.md#catalogs).
 */
const catalogFiles = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');

/**
 * shell: the signed-out screens and the toaster; frame: the signed-in layout; pos: what the POS screen adds;
 * back-office: every other screen (lingui.config.ts, scripts/catalog-parts.ts).
 */
export type CatalogPart = 'shell' | 'frame' | 'pos' | 'back-office';

const loading = new Map<string, Promise<Messages>>();
const loaded = new Set<string>();
/** The parts asked for so far, in whatever language: a change of language fetches them all before it shows. */
const asked = new Set<CatalogPart>();

/** The parts the screens shown so far have needed. */
export function partsAskedFor(): CatalogPart[] {
  return [...asked];
}

const keyOf = (locale: string, part: CatalogPart) => `../../locales/${locale}/${part}.po`;

/** Whether a catalog has arrived: a screen that finds it there renders at once, without suspending. */
export function catalogIsLoaded(locale: string, part: CatalogPart): boolean {
  return loaded.has(keyOf(locale, part));
}

/** One catalog, fetched once however often it is asked for, and handed to Lingui when it arrives. */
export function loadCatalog(locale: string, part: CatalogPart): Promise<Messages> {
  asked.add(part);
  const key = keyOf(locale, part);
  let messages = loading.get(key);
  if (!messages) {
    const load = catalogFiles[key];
    if (!load) return Promise.reject(new Error(`No catalog ${part} for ${locale}.`));
    messages = load().then((module) => {
      i18n.load(locale, locale === 'pseudo' ? lengthened(module.messages) : module.messages);
      loaded.add(key);
      return module.messages;
    });
    // A failed fetch (offline) may be tried again later.
    messages.catch(() => loading.delete(key));
    loading.set(key, messages);
  }
  return messages;
}

/**
 * The pseudo-locale's texts a third longer, between brackets (docs/i18n.md#the-pseudo-locale): Lingui only
 * accents them, and a label that fits in English may not fit in a language with longer words. A clipped
 * bracket shows where a text is cut off.
 */
function lengthened(messages: Messages): Messages {
  const longer: Messages = {};
  for (const [id, message] of Object.entries(messages)) {
    const parts: unknown[] = typeof message === 'string' ? [message] : Array.isArray(message) ? message : [];
    const letters = parts.reduce<number>((count, part) => count + (typeof part === 'string' ? part.length : 0), 0);
    longer[id] = (['[', ...parts, ` ${'~'.repeat(Math.ceil(letters / 3))}]`] as unknown) as Messages[string];
  }
  return longer;
}
