import { useLingui } from '@lingui/react';
import { Redirect, Route, Switch } from 'wouter';
import { AppLayout } from './layout/AppLayout';
import { ScreenTitle } from './common/ScreenTitle';
import { NotFoundScreen } from './common/NotFoundScreen';
import { NotAllowedScreen } from './common/NotAllowedScreen';
import { useOffered } from './common/use-offered';
import { useDocumentTitle } from './common/use-document-title';
import { publicScreens, screens, type ScreenId } from '../domain/screens';
import { screenComponents } from './routes';
import { catalogPartOf, useCatalog } from './i18n/use-follow-language';
import { screenTitles } from './i18n/screen-names';

/** What a signed-in person can open: every screen inside the layout (docs/screens.md#screens-and-routes). */
export function SignedInApp() {
  // The layout's texts (docs/i18n.md#catalogs); a sign-in fetches them while the welcome shows.
  useCatalog('frame');
  return (
    <Switch>
      <Route path="/">
        <Redirect to={screens.dashboard.path} replace />
      </Route>
      <Route path={publicScreens.login}>
        <Redirect to={screens.dashboard.path} replace />
      </Route>
      <Route path={publicScreens.register}>
        <Redirect to={screens.dashboard.path} replace />
      </Route>
      <Route>
        <AppLayout>
          <Switch>
            {(Object.keys(screens) as ScreenId[]).map((id) => (
              <Route key={id} path={screens[id].path}>
                <AllowedScreen id={id} />
              </Route>
            ))}
            <Route component={NotFoundScreen} />
          </Switch>
        </AppLayout>
      </Route>
    </Switch>
  );
}

/** A screen the user may use; one the server would refuse them says so instead (src/domain/access-rules.ts). */
function AllowedScreen({ id }: { id: ScreenId }) {
  // The screen's own texts, fetched with its code the first time one of its kind opens.
  useCatalog(catalogPartOf(id));
  const { i18n } = useLingui();
  const title = i18n._(screenTitles[id]);
  const { permission } = screens[id];
  const offered = useOffered(permission);
  useDocumentTitle(title);
  if (!offered) return <NotAllowedScreen title={title} permission={permission} />;
  const Screen = screenComponents[id];
  return Screen ? <Screen /> : <ScreenTitle title={title} />;
}
