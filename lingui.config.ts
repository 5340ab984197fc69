import { formatter } from '@lingui/format-po';

/**
 * The message catalogs (docs/i18n.md): English is the source, Urdu the translation, and "pseudo" an
 * accented, lengthened English for development that shows any text left outside the catalogs.
 *
 * Two catalogs per language: the shell (the signed-out screens and the toaster: what the login screen
 * needs) and app (the layout and every signed-in screen), fetched when someone signs in, so the login screen
 * carries only the shell's texts (docs/decisions/056-lingui-for-the-message-catalogs.md).
 */
const shell = [
  '<rootDir>/src/views/App.tsx',
  '<rootDir>/src/views/session/AuthPage.tsx',
  '<rootDir>/src/views/session/LoginScreen.tsx',
  '<rootDir>/src/views/session/SignupScreen.tsx',
  '<rootDir>/src/views/common/Toaster.tsx',
  '<rootDir>/src/views/i18n/use-follow-language.ts',
  '<rootDir>/src/machines/session/',
];

export default {
  sourceLocale: 'en',
  locales: ['en', 'ur', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { pseudo: 'en', default: 'en' },
  // Sorted by the English text and without line numbers, so an edit elsewhere in a file leaves the catalogs as they were.
  orderBy: 'message',
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/shell', include: shell },
    { path: '<rootDir>/src/locales/{locale}/app', include: ['<rootDir>/src/views/', '<rootDir>/src/machines/'], exclude: shell },
  ],
};
