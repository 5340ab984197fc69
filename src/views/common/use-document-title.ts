import { useEffect } from 'react';
import { useShopSettings } from './use-shop-settings';

/** The browser tab names the screen and the shop (General Setting's System Title), and follows a rename at once. */
export function useDocumentTitle(screenTitle: string) {
  const { systemTitle } = useShopSettings();
  useEffect(() => {
    document.title = `${screenTitle} · ${systemTitle}`;
  }, [screenTitle, systemTitle]);
}
