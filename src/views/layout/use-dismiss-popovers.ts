import { useCallback } from 'react';
import type { NavigationActor } from '../../machines/common/navigation.machine';
import { useDismiss } from '../common/use-dismiss';

/** A click outside any open menu, or Escape, closes menus (and the drawer, on Escape). */
export function useDismissPopovers(navigation: NavigationActor) {
  const closeMenus = useCallback(() => navigation.send({ type: 'popover.close' }), [navigation]);
  const closeAll = useCallback(() => {
    navigation.send({ type: 'popover.close' });
    navigation.send({ type: 'drawer.close' });
  }, [navigation]);
  useDismiss('[data-popover-root]', closeMenus, closeAll);
}
