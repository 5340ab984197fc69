import { screen, screenTitle } from './screen.css';

/** A screen that a later issue builds shows its title until then. */
export function ScreenTitle({ title }: { title: string }) {
  return (
    <section className={screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={screenTitle}>
        {title}
      </h1>
    </section>
  );
}
