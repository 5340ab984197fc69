import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useAppActors } from '../app-actors';
import { button } from '../../styles/controls.css';
import { TextField } from '../common/TextField';
import { PASSWORD_MIN_LENGTH } from '../../domain/auth.schemas';
import { AuthPage } from './AuthPage';
import { footer, form } from './auth.css';
import { publicScreens } from '../../domain/screens';

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
        <TextField id="signup-name" label="Name" name="name" autoComplete="name" autoFocus />
        <TextField id="signup-email" label="Email" name="email" type="email" autoComplete="email" />
        <TextField id="signup-password" label="Password" name="password" type="password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} />
        <button className={button.primary} type="submit" disabled={busy}>
          {busy ? 'Creating account…' : 'Signup'}
        </button>
      </form>
      <p className={footer}>
        Already have an account? <Link href={publicScreens.login}>Login</Link>
      </p>
    </AuthPage>
  );
}
