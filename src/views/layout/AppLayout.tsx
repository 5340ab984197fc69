import { Suspense, useEffect, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { useAppActors } from '../app-actors';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useDismissPopovers } from './use-dismiss-popovers';
import { loading, main, overlay, shell } from './layout.css';

/** docs/screens.md#layout-top-bar-and-sidebar: every protected screen sits in the top bar, sidebar and main area. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { navigation } = useAppActors();
  const { t } = useLingui();
  const [location] = useLocation();
  const drawerIsOpen = useSelector(navigation, (snapshot) => snapshot.hasTag('drawerOpen'));
  useDismissPopovers(navigation);

  useEffect(() => {
    navigation.send({ type: 'route.changed', path: location });
  }, [navigation, location]);

  return (
    <div className={shell}>
      <Sidebar />
      {drawerIsOpen && <button type="button" className={overlay} aria-label={t`Close menu`} tabIndex={-1} onClick={() => navigation.send({ type: 'drawer.close' })} />}
      <TopBar />
      <main className={main} id="main">
        <Suspense
          fallback={
            <p className={loading}>
              <Trans>Loading…</Trans>
            </p>
          }
        >{children}</Suspense>
      </main>
    </div>
  );
}
