import { useSyncExternalStore } from 'react';

export type TextDirection = 'ltr' | 'rtl';

/** The direction the page is laid out in: `<html dir>`, which follows the language (docs/decisions/022-language-per-person.md). */
export function documentDirection(): TextDirection {
  return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

function watchDirection(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

/**
 * The page's direction, read again whenever `<html dir>` changes. CSS mirrors itself through logical
 * properties; this is for what CSS cannot reach, such as a chart drawn on a canvas.
 */
export function useDocumentDirection(): TextDirection {
  return useSyncExternalStore(watchDirection, documentDirection, () => 'ltr');
}
