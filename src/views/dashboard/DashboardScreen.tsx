import { useSelector } from '@xstate/react';
import { useAppActors } from '../app-actors';
import { screen, screenTitle } from '../common/screen.css';

export function DashboardScreen() {
  const { session } = useAppActors();
  const name = useSelector(session, (snapshot) => snapshot.context.name);
  return (
    <section className={screen} aria-labelledby="screen-title">
      {/* SPEC.md section 2, Dashboard: the greeting reads exactly so. */}
      <h1 id="screen-title" className={screenTitle}>
        Welcome Mr : {name}
      </h1>
    </section>
  );
}
