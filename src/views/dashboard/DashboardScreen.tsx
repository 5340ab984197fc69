import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DashboardActorContext } from './dashboard-actor';
import { useAppActors } from '../app-actors';
import { screen, screenTitle } from '../common/screen.css';
import { button } from '../../styles/controls.css';
import { PeriodFilter } from '../reports/PeriodFilter';
import { useShopToday } from '../reports/use-shop-today';
import { errorText, muted } from '../reports/reports.css';
import { MetricCards } from './MetricCards';
import { PeriodFigures } from './PeriodFigures';
import { DashboardCharts } from './DashboardCharts';
import { RecentTransactions } from './RecentTransactions';
import { BestSellers } from './BestSellers';
import { shownText } from '../i18n/shown-text';

export function DashboardScreen() {
  const today = useShopToday();
  return (
    <DashboardActorContext.Provider input={{ today }}>
      <DashboardView />
    </DashboardActorContext.Provider>
  );
}

/** docs/screens.md#dashboard, from real figures (docs/decisions/002-static-screens-become-real.md). */
export function DashboardView() {
  const { session } = useAppActors();
  const name = useSelector(session, (snapshot) => snapshot.context.name);
  const actor = DashboardActorContext.useActorRef();
  const loading = DashboardActorContext.useSelector((snapshot) => snapshot.hasTag('loading'));
  const error = DashboardActorContext.useSelector((snapshot) => snapshot.context.error);
  const dashboard = DashboardActorContext.useSelector((snapshot) => snapshot.context.dashboard);
  const { i18n } = useLingui();
  return (
    <section className={screen} aria-labelledby="screen-title" aria-busy={loading}>
      {/* docs/screens.md#dashboard: the greeting reads exactly so. */}
      <h1 id="screen-title" className={screenTitle}>
        <Trans>Welcome Mr : {name}</Trans>
      </h1>
      <PeriodFilter actor={actor} />
      {error && (
        <div className={errorText} role="alert">
          <span>{shownText(i18n, error)}</span>
          <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'dashboard.retry' })}>
            <Trans>Retry</Trans>
          </button>
        </div>
      )}
      {!dashboard && loading && (
        <p className={muted} role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {dashboard && (
        <>
          <MetricCards cards={dashboard.cards} />
          {dashboard.figures && <PeriodFigures figures={dashboard.figures} />}
          <DashboardCharts dashboard={dashboard} />
          <RecentTransactions recent={dashboard.recent} />
          <BestSellers bestSellers={dashboard.bestSellers} />
        </>
      )}
    </section>
  );
}
