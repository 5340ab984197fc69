import { DEFAULT_LANGUAGE, isLanguage, textDirectionOf, type Language } from '../../domain/languages';

/**
 * What the screens are shown in: a person's language, or "pseudo" (accented, lengthened English) for
 * development, asked for with `?lang=pseudo` (and `&dir=rtl` to lay it out right to left). Any English
 * left in pseudo text was written outside the catalogs (docs/i18n.md#the-pseudo-locale).
 */
export type DisplayLocale = Language | 'pseudo';

export interface DisplayChoice {
  locale: DisplayLocale;
  direction: 'ltr' | 'rtl';
}

/** The pseudo-locale when the address asks for it, else null. */
export function pseudoChoiceOf(search: string): DisplayChoice | null {
  const query = new URLSearchParams(search);
  if (query.get('lang') !== 'pseudo') return null;
  return { locale: 'pseudo', direction: query.get('dir') === 'rtl' ? 'rtl' : 'ltr' };
}

export function choiceOf(language: Language): DisplayChoice {
  return { locale: language, direction: textDirectionOf(language) };
}

/** The locale Intl formats numbers, dates and plurals in: the pseudo-locale's are English's. */
export function intlLocaleOf(locale: DisplayLocale | string): Language {
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}
