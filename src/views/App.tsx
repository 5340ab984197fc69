import { useSelector } from '@xstate/react';
import { Redirect, Route, Switch } from 'wouter';
import { isSignedIn } from '../machines/session/session.machine';
import { useAppActors } from './app-actors';
import { LoginScreen } from './session/LoginScreen';
import { SignupScreen } from './session/SignupScreen';
import { AppLayout } from './layout/AppLayout';
import { ScreenTitle } from './common/ScreenTitle';
import { NotFoundScreen } from './common/NotFoundScreen';
import { NotAllowedScreen } from './common/NotAllowedScreen';
import { useOffered } from './common/use-offered';
import { useDocumentTitle } from './common/use-document-title';
import { Toaster } from './common/Toaster';
import { publicScreens, screens, type ScreenId } from '../domain/screens';
import { screenComponents } from './routes';

/** Access rule (docs/screens.md#screens-and-routes): public routes only signed out, protected ones only signed in. */
export function App() {
  const { session } = useAppActors();
  const signedIn = useSelector(session, isSignedIn);
  return (
    <>
      <Toaster />
      {signedIn ? <SignedInRoutes /> : <SignedOutRoutes />}
    </>
  );
}

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/" component={LoginScreen} />
      <Route path={publicScreens.login} component={LoginScreen} />
      <Route path={publicScreens.register} component={SignupScreen} />
      <Route>
        <Redirect to={publicScreens.login} replace />
      </Route>
    </Switch>
  );
}

function SignedInRoutes() {
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
  const { title, permission } = screens[id];
  const offered = useOffered(permission);
  useDocumentTitle(title);
  if (!offered) return <NotAllowedScreen title={title} permission={permission} />;
  const Screen = screenComponents[id];
  return Screen ? <Screen /> : <ScreenTitle title={title} />;
}
