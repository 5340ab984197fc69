import { formatter } from '@lingui/format-po';
import { catalogParts } from './scripts/catalog-parts';

/**
 * The message catalogs (docs/i18n.md): English is the source, Urdu the translation, and "pseudo" an
 * accented, lengthened English for development that shows any text left outside the catalogs.
 *
 * Four catalogs per language, each fetched when a screen first needs it (docs/i18n.md#catalogs,
 * docs/decisions/056-lingui-for-the-message-catalogs.md): the shell (the signed-out screens and the toaster:
 * what the login screen needs), the frame (the signed-in layout), the POS's own texts, and the back office's.
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

// The frame's and the POS's files follow the imports (scripts/catalog-parts.ts); the commands run from the project's root.
const { frame, pos } = catalogParts(process.cwd(), shell);

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
    { path: '<rootDir>/src/locales/{locale}/frame', include: frame },
    { path: '<rootDir>/src/locales/{locale}/pos', include: pos },
    { path: '<rootDir>/src/locales/{locale}/back-office', include: ['<rootDir>/src/views/', '<rootDir>/src/machines/'], exclude: [...shell, ...frame] },
  ],
};
