import { createContext, useContext, type ReactNode } from 'react';
import type { SessionActor } from '../machines/session/session.machine';
import type { ToasterActor } from '../machines/common/toaster.machine';
import type { NavigationActor } from '../machines/common/navigation.machine';
import type { ShopSettingsActor } from '../machines/settings/shop-settings.machine';

/** The app-wide actors, created once at start (src/main.tsx) and read by any view. */
export interface AppActors {
  session: SessionActor;
  toaster: ToasterActor;
  navigation: NavigationActor;
  shopSettings: ShopSettingsActor;
}

const AppActorsContext = createContext<AppActors | null>(null);

export function AppActorsProvider({ actors, children }: { actors: AppActors; children: ReactNode }) {
  return <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>;
}

export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors must be used inside AppActorsProvider');
  return actors;
}
