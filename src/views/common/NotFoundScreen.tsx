import { Link } from 'wouter';
import { screen, screenTitle } from './screen.css';
import { screens } from '../../domain/screens';

export function NotFoundScreen() {
  return (
    <section className={screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={screenTitle}>
        Page not found
      </h1>
      <p>
        There is no screen at this address. <Link href={screens.dashboard.path}>Go to the dashboard</Link>
      </p>
    </section>
  );
}
