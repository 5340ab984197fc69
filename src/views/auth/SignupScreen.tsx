import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useAppActors } from '../app-actors';
import { button, field, input, label } from '../../styles/controls.css';
import { PASSWORD_MIN_LENGTH } from '../../domain/auth.schemas';
import { AuthPage } from './AuthPage';
import { footer, form } from './auth.css';

export function SignupScreen() {
  const { session } = useAppActors();
  const busy = useSelector(session, (snapshot) => !snapshot.can({ type: 'signup.submit', name: 'x', email: 'x', password: 'x' }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    session.send({
      type: 'signup.submit',
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    });
  }

  return (
    <AuthPage title="SignUp">
      <form className={form} onSubmit={submit} noValidate>
        <div className={field}>
          <label className={label} htmlFor="signup-name">
            Name
          </label>
          <input id="signup-name" className={input} name="name" autoComplete="name" autoFocus />
        </div>
        <div className={field}>
          <label className={label} htmlFor="signup-email">
            Email
          </label>
          <input id="signup-email" className={input} name="email" type="email" autoComplete="email" />
        </div>
        <div className={field}>
          <label className={label} htmlFor="signup-password">
            Password
          </label>
          <input id="signup-password" className={input} name="password" type="password" autoComplete="new-password" aria-describedby="signup-password-hint" />
          <small id="signup-password-hint">At least {PASSWORD_MIN_LENGTH} characters.</small>
        </div>
        <button className={button.primary} type="submit" disabled={busy}>
          {busy ? 'Creating account…' : 'Signup'}
        </button>
      </form>
      <p className={footer}>
        Already have an account? <Link href="/login">Login</Link>
      </p>
    </AuthPage>
  );
}
