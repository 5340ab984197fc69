import { useEffect } from 'react';
import type { NavigationActor } from '../../machines/common/navigation.machine';

/** A click outside any open menu, or Escape, closes menus (and the drawer, on Escape). */
export function useDismissPopovers(navigation: NavigationActor) {
  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Element | null;
      if (!target?.closest('[data-popover-root]')) navigation.send({ type: 'popover.close' });
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      navigation.send({ type: 'popover.close' });
      navigation.send({ type: 'drawer.close' });
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [navigation]);
}
