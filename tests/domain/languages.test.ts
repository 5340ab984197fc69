import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguage, languageFromBrowser, languageNames, languages, textDirectionOf } from '../../src/domain/languages';

/**
 * The languages a person can choose (docs/i18n.md, "How a language is applied"): English and Urdu,
 * each offered by its own name; Urdu lays the page out right to left; before sign-in the browser's
 * first language ShopDesk speaks, by its primary subtag, else English.
 */
describe('languages (docs/i18n.md)', () => {
  it('offers English and Urdu, each by its own name, English by default', () => {
    expect(languages).toEqual(['en', 'ur']);
    expect(languageNames).toEqual({ en: 'English', ur: 'اردو' });
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('lays Urdu out right to left and every other language left to right', () => {
    expect(textDirectionOf('ur')).toBe('rtl');
    expect(textDirectionOf('en')).toBe('ltr');
    // The pseudo-locale is laid out right to left only when asked with &dir=rtl.
    expect(textDirectionOf('pseudo')).toBe('ltr');
  });

  it('knows only its own language codes, as stored with an account', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('ur')).toBe(true);
    for (const other of ['fr', 'EN', 'ur-PK', '', 'pseudo', null, undefined, 1, ['en']]) expect(isLanguage(other)).toBe(false);
  });

  it("opens in the browser's first language it speaks, by its primary subtag, else English", () => {
    expect(languageFromBrowser(['ur-PK', 'en-US'])).toBe('ur');
    expect(languageFromBrowser(['UR-pk'])).toBe('ur');
    expect(languageFromBrowser(['fr-FR', 'de', 'ur'])).toBe('ur');
    expect(languageFromBrowser(['en-GB', 'ur-PK'])).toBe('en');
    expect(languageFromBrowser(['fr-FR', 'de'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
  });
});
