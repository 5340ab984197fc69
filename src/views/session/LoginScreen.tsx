import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppActors } from '../app-actors';
import { button } from '../../styles/controls.css';
import { TextField } from '../common/TextField';
import { AuthPage } from './AuthPage';
import { footer, form } from './auth.css';
import { publicScreens } from '../../domain/screens';

export function LoginScreen() {
  const { session } = useAppActors();
  const { t } = useLingui();
  const busy = useSelector(session, (snapshot) => !snapshot.can({ type: 'login.submit', email: 'x', password: 'x' }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    session.send({ type: 'login.submit', email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
  }

  return (
    <AuthPage title={t`Login`}>
      {/* noValidate: docs/screens.md#sign-in-sign-up-and-sign-out answers empty fields with its own toast, not the browser's bubble. */}
      <form className={form} onSubmit={submit} noValidate>
        <TextField id="login-email" label={t`Email`} name="email" type="email" autoComplete="username" autoFocus />
        <TextField id="login-password" label={t`Password`} name="password" type="password" autoComplete="current-password" />
        <button className={button.primary} type="submit" disabled={busy}>
          {busy ? t`Signing in…` : t`Sign in`}
        </button>
      </form>
      <p className={footer}>
        <Trans>
          New to ShopDesk? <Link href={publicScreens.register}>Create Account</Link>
        </Trans>
      </p>
    </AuthPage>
  );
}
