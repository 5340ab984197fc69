import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Redirect, Route, Switch } from 'wouter';
import { isSignedIn } from '../machines/session/session.machine';
import { useAppActors } from './app-actors';
import { LoginScreen } from './session/LoginScreen';
import { SignupScreen } from './session/SignupScreen';
import { Toaster } from './common/Toaster';
import { publicScreens } from '../domain/screens';
import { useFollowLanguage } from './i18n/use-follow-language';

// The layout, its menus and the screens' table load only once someone is signed in: the login screen's
// JavaScript stays within its budget (docs/quality.md#budgets, docs/decisions/045-heavy-libraries-load-on-demand.md).
const SignedInApp = lazy(() => import('./SignedInApp').then((module) => ({ default: module.SignedInApp })));

/** Access rule (docs/screens.md#screens-and-routes): public routes only signed out, protected ones only signed in. */
export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <Routes />
    </I18nProvider>
  );
}

function Routes() {
  const { session } = useAppActors();
  const signedIn = useSelector(session, isSignedIn);
  useFollowLanguage();
  return (
    <>
      <Toaster />
      {signedIn ? (
        <Suspense fallback={null}>
          <SignedInApp />
        </Suspense>
      ) : (
        <SignedOutRoutes />
      )}
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
