import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Permission } from '../../domain/access-rules';
import { refusalReasonOf } from '../i18n/refusal-reasons';
import { screens } from '../../domain/screens';
import { screen, screenTitle } from './screen.css';

/** A screen the signed-in user may not use, opened by its address: the server's reason instead of a form it would refuse. */
export function NotAllowedScreen({ title, permission }: { title: string; permission: Permission }) {
  const { i18n } = useLingui();
  return (
    <section className={screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={screenTitle}>
        {title}
      </h1>
      <p role="status">
        {i18n._(refusalReasonOf(permission))}{' '}
        <Link href={screens.dashboard.path}>
          <Trans>Go to the dashboard</Trans>
        </Link>
      </p>
    </section>
  );
}
