import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useAppActors } from '../app-actors';
import { button } from '../../styles/controls.css';
import { TextField } from '../common/TextField';
import { AuthPage } from './AuthPage';
import { footer, form } from './auth.css';
import { publicScreens } from '../../domain/screens';

export function LoginScreen() {
  const { session } = useAppActors();
  const busy = useSelector(session, (snapshot) => !snapshot.can({ type: 'login.submit', email: 'x', password: 'x' }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    session.send({ type: 'login.submit', email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
  }

  return (
    <AuthPage title="Login">
      {/* noValidate: docs/screens.md#sign-in-sign-up-and-sign-out answers empty fields with its own toast, not the browser's bubble. */}
      <form className={form} onSubmit={submit} noValidate>
        <TextField id="login-email" label="Email" name="email" type="email" autoComplete="username" autoFocus />
        <TextField id="login-password" label="Password" name="password" type="password" autoComplete="current-password" />
        <button className={button.primary} type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p className={footer}>
        New to ShopDesk? <Link href={publicScreens.register}>Create Account</Link>
      </p>
    </AuthPage>
  );
}
