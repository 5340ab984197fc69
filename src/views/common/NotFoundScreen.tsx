import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { screen, screenTitle } from './screen.css';
import { screens } from '../../domain/screens';

export function NotFoundScreen() {
  return (
    <section className={screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={screenTitle}>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>
          There is no screen at this address. <Link href={screens.dashboard.path}>Go to the dashboard</Link>
        </Trans>
      </p>
    </section>
  );
}
