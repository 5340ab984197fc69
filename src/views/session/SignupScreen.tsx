import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppActors } from '../app-actors';
import { button } from '../../styles/controls.css';
import { TextField } from '../common/TextField';
import { PASSWORD_MIN_LENGTH } from '../../domain/auth.schemas';
import { AuthPage } from './AuthPage';
import { footer, form } from './auth.css';
import { publicScreens } from '../../domain/screens';

export function SignupScreen() {
  const { session } = useAppActors();
  const { t } = useLingui();
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
    <AuthPage title={t`SignUp`}>
      <form className={form} onSubmit={submit} noValidate>
        <TextField id="signup-name" label={t`Name`} name="name" autoComplete="name" autoFocus />
        <TextField id="signup-email" label={t`Email`} name="email" type="email" autoComplete="email" />
        <TextField id="signup-password" label={t`Password`} name="password" type="password" autoComplete="new-password" hint={t`At least ${PASSWORD_MIN_LENGTH} characters.`} />
        <button className={button.primary} type="submit" disabled={busy}>
          {busy ? t`Creating account…` : t`Signup`}
        </button>
      </form>
      <p className={footer}>
        <Trans>
          Already have an account? <Link href={publicScreens.login}>Login</Link>
        </Trans>
      </p>
    </AuthPage>
  );
}
