import { useSelector } from '@xstate/react';
import { Redirect, Route, Switch } from 'wouter';
import { isSignedIn } from '../machines/session/session.machine';
import { useAppActors } from './app-actors';
import { LoginScreen } from './session/LoginScreen';
import { SignupScreen } from './session/SignupScreen';
import { AppLayout } from './layout/AppLayout';
import { ScreenTitle } from './common/ScreenTitle';
import { NotFoundScreen } from './common/NotFoundScreen';
import { Toaster } from './common/Toaster';
import { protectedRoutes } from './routes';

/** SPEC.md section 2, Access rule: public routes only signed out, protected ones only signed in. */
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
      <Route path="/login" component={LoginScreen} />
      <Route path="/register" component={SignupScreen} />
      <Route>
        <Redirect to="/login" replace />
      </Route>
    </Switch>
  );
}

function SignedInRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/dashboard" replace />
      </Route>
      <Route path="/login">
        <Redirect to="/dashboard" replace />
      </Route>
      <Route path="/register">
        <Redirect to="/dashboard" replace />
      </Route>
      <Route>
        <AppLayout>
          <Switch>
            {protectedRoutes.map(({ path, title, screen: Screen }) => (
              <Route key={path} path={path}>
                {Screen ? <Screen /> : <ScreenTitle title={title} />}
              </Route>
            ))}
            <Route component={NotFoundScreen} />
          </Switch>
        </AppLayout>
      </Route>
    </Switch>
  );
}
