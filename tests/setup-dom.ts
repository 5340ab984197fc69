import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { loadCatalog } from '../src/views/i18n/catalogs';

// Screens are lazy routes: a first import, or a render on a busy 2-core machine, can take seconds.
configure({ asyncUtilTimeout: 5000 });

// The app opens in English with its catalogs already there, as src/main.tsx has it before the first render
// (docs/i18n.md); a screen rendered on its own needs a locale too.
await Promise.all((['shell', 'frame', 'pos', 'back-office'] as const).map((part) => loadCatalog('en', part)));
i18n.activate('en');

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A test that switched to Urdu leaves the next one in English.
  i18n.activate('en');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});
