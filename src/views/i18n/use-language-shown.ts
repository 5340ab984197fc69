import { useContext } from 'react';
import { i18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import type { Language } from '../../domain/languages';
import { intlLocaleOf } from './display-locale';

/**
 * The language numbers, amounts and month names are written in (src/domain/format.ts): the one shown, read
 * from Lingui's context so a change of language draws them again. A part drawn outside <App> (a test of one
 * screen) reads the active locale instead.
 */
export function useLanguageShown(): Language {
  const context = useContext(LinguiContext);
  return intlLocaleOf((context?.i18n ?? i18n).locale ?? 'en');
}
