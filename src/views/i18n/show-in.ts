import { i18n } from '@lingui/core';
import { loadCatalog, partsAskedFor, type CatalogPart } from './catalogs';
import { intlLocaleOf, type DisplayChoice } from './display-locale';

let latest = 0;

/**
 * Shows the app in a locale: fetches the catalogs the screens on show need (and every part a screen has asked
 * for, so the screen on show does not wait again), then switches every text,
 * Intl format, `<html lang>` and `<html dir>` at once (docs/i18n.md#how-a-language-is-applied). Until they
 * arrive the previous language stays; when two choices race, the later one wins.
 */
export async function showIn(choice: DisplayChoice, parts: readonly CatalogPart[]): Promise<void> {
  const ticket = ++latest;
  const wanted = new Set([...parts, ...partsAskedFor()]);
  await Promise.all([...[...wanted].map((part) => loadCatalog(choice.locale, part)), choice.locale === 'ur' ? import('./urdu-type') : null]);
  if (ticket !== latest) return;
  i18n.activate(choice.locale, [intlLocaleOf(choice.locale)]);
  const html = document.documentElement;
  // en-XA is the tag commonly given to pseudo-localized English.
  html.lang = choice.locale === 'pseudo' ? 'en-XA' : choice.locale;
  html.dir = choice.direction;
}
