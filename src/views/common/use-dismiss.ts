import { useEffect } from 'react';

/**
 * A pointer down outside every element matching `rootSelector` calls `onOutside`; Escape calls
 * `onEscape`. One listener pair for the top bar's menus and the lists' menus.
 */
export function useDismiss(rootSelector: string, onOutside: () => void, onEscape: () => void) {
  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Element | null;
      if (!target?.closest(rootSelector)) onOutside();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onEscape();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [rootSelector, onOutside, onEscape]);
}
