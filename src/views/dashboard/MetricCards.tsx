import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Dashboard } from '../../domain/reports.schemas';
import { shareOfRevenue } from '../../domain/report-period';
import { useMoneyFormat } from '../common/use-shop-settings';
import { CHART_COLOURS } from '../reports/chart-colours';
import { cardGrid, metricCard, metricLabel, metricText, metricValue, ring, ringArc, ringText } from '../reports/reports.css';

const CARDS = [
  { key: 'revenue', label: msg`Revenue`, colour: CHART_COLOURS.purple },
  { key: 'saleReturn', label: msg`Sale Return`, colour: CHART_COLOURS.orange },
  { key: 'purchaseReturn', label: msg`Purchase Return`, colour: CHART_COLOURS.gray },
  { key: 'profit', label: msg`Profit`, colour: '#1b7f3b' },
] as const;

/** Metric card (docs/screens.md#dashboard): the amount, and a ring of its share of revenue (cutout 80%, 2 decimals). */
export function MetricCards({ cards }: { cards: Dashboard['cards'] }) {
  const money = useMoneyFormat();
  const { i18n, t } = useLingui();
  return (
    <div className={cardGrid}>
      {CARDS.map(({ key, label, colour }) => {
        const share = shareOfRevenue(cards[key], cards.revenue);
        const name = i18n._(label);
        const percent = share.toFixed(2);
        return (
          <article key={key} className={metricCard} aria-label={name}>
            <div className={ring} role="img" aria-label={t`${percent}% of revenue`}>
              <span className={ringArc} style={{ background: `conic-gradient(${colour} 0 ${share}%, ${CHART_COLOURS.ringTrack} ${share}% 100%)` }} />
              <span className={ringText} aria-hidden="true">
                {share.toFixed(2)}
              </span>
            </div>
            <div className={metricText}>
              <span className={metricLabel}>{name}</span>
              <span className={metricValue}>{money(cards[key])}</span>
            </div>
          </article>
        );
      })}
    </div>
  );
}
