import { use, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { isSignedIn, languageOf } from '../../machines/session/session.machine';
import { useAppActors } from '../app-actors';
import { catalogIsLoaded, loadCatalog, type CatalogPart } from './catalogs';
import { choiceOf, pseudoChoiceOf, type DisplayChoice } from './display-locale';
import { showIn } from './show-in';
import type { ScreenId } from '../../domain/screens';

// Asked for once, in the address the app was opened with, and kept while the page lives.
const pseudoChoice = typeof location === 'undefined' ? null : pseudoChoiceOf(location.search);

/** The locale the app opens in: the pseudo-locale when asked for, else the session's language. */
export function displayChoiceFor(language: Parameters<typeof choiceOf>[0]): DisplayChoice {
  return pseudoChoice ?? choiceOf(language);
}

/**
 * What is on show before any screen: signed out, the shell alone (the login screen's budget); signed in, also
 * the frame (the layout). Each screen asks for its own part (catalogPartOf).
 */
export function partsFor(signedIn: boolean): CatalogPart[] {
  return signedIn ? ['shell', 'frame'] : ['shell'];
}

/** The POS fetches only its own texts (docs/quality.md#budgets); every other screen, the back office's. */
export function catalogPartOf(screen: ScreenId): CatalogPart {
  return screen === 'pos' ? 'pos' : 'back-office';
}

/**
 * Keeps the page in the session's language: the browser's before sign-in, the person's own after
 * (docs/i18n.md#how-a-language-is-applied).
 */
export function useFollowLanguage(): void {
  const { session, toaster } = useAppActors();
  const language = useSelector(session, languageOf);
  const signedIn = useSelector(session, isSignedIn);
  useEffect(() => {
    // Offline before a language's texts were ever fetched: the page stays in the one it has, and says so.
    showIn(displayChoiceFor(language), partsFor(signedIn)).catch(() =>
      toaster.send({ type: 'toast.show', kind: 'error', message: msg`The texts of this language could not be loaded. Check the connection and reload the page.`, place: 'layout' }),
    );
  }, [language, signedIn, toaster]);
}

/** Suspends (the nearest Suspense shows its fallback) until a catalog of the shown locale is there. */
export function useCatalog(part: CatalogPart): void {
  const { i18n } = useLingui();
  if (!catalogIsLoaded(i18n.locale, part)) use(loadCatalog(i18n.locale, part));
}
