/**
 * The languages a person can choose from the top bar's Language menu, stored with their account
 * (docs/decisions/022-language-per-person.md, docs/i18n.md). Adding one is a catalog of translations
 * (src/locales/<code>/) and a line here.
 */
export const languages = ['en', 'ur'] as const;
export type Language = (typeof languages)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name, as the Language menu offers it: a reader finds their own script. */
export const languageNames: Readonly<Record<Language, string>> = { en: 'English', ur: 'اردو' };

const rightToLeft: ReadonlySet<string> = new Set(['ur']);

/** Urdu is written right to left; the page mirrors with it. */
export function textDirectionOf(language: string): 'ltr' | 'rtl' {
  return rightToLeft.has(language) ? 'rtl' : 'ltr';
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The first of the browser's preferred languages (navigator.languages, best first) that ShopDesk speaks,
 * by its primary subtag ("ur-PK" is Urdu); English when none is.
 */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]!.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
