import { Trans, useLingui } from '@lingui/react/macro';
import type { Dashboard } from '../../domain/reports.schemas';
import { formatShortMonth } from '../../domain/format';
import { useLanguageShown } from '../i18n/use-language-shown';
import { useMoneyFormat } from '../common/use-shop-settings';
import { CHART_COLOURS } from '../reports/chart-colours';
import { Bar, Line } from '../reports/charts';
import { ChartFigure } from '../reports/ChartFigure';
import { chartRow, panelCard, panelTitle } from '../reports/reports.css';
import { usePeriodLabel } from './use-period-label';

const common = { responsive: true, maintainAspectRatio: false, animation: false } as const;

/** 'Yearly Report', 'Cash Flow' and the period's Purchase, Revenue and Expense (docs/screens.md#dashboard). */
export function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const money = useMoneyFormat();
  const periodLabel = usePeriodLabel(dashboard.from, dashboard.to);
  const language = useLanguageShown();
  const shortMonth = (month: string) => formatShortMonth(month, language);
  const months = dashboard.yearly.map((point) => shortMonth(point.month));
  const year = dashboard.to.slice(0, 4);
  const { purchase, revenue, expense } = dashboard.periodTotals;
  const { t } = useLingui();
  const received = t`Payment Received`;
  const sent = t`Payment Sent`;
  const purchaseName = t`Purchase`;
  const revenueName = t`Revenue`;
  const expenseName = t`Expense`;
  const purchased = t`Purchased Amount`;
  const sold = t`Sold Amount`;
  const month = t`Month`;
  return (
    <>
      <div className={chartRow}>
        <section className={panelCard} aria-labelledby="cash-flow-title">
          <h2 id="cash-flow-title" className={panelTitle}>
            <Trans>Cash Flow</Trans>
          </h2>
          <ChartFigure
            chart={
              <Line
                data={{
                  labels: dashboard.cashFlow.map((point) => shortMonth(point.month)),
                  datasets: [
                    { label: received, data: dashboard.cashFlow.map((point) => point.received), borderColor: CHART_COLOURS.purple, backgroundColor: CHART_COLOURS.purple, tension: 0.3 },
                    { label: sent, data: dashboard.cashFlow.map((point) => point.sent), borderColor: CHART_COLOURS.orange, backgroundColor: CHART_COLOURS.orange, tension: 0.3 },
                  ],
                }}
                options={{ ...common, scales: { y: { beginAtZero: true } } }}
              />
            }
            table={{
              caption: t`Cash Flow ${year}`,
              columns: [month, received, sent],
              rows: dashboard.cashFlow.map((point) => [shortMonth(point.month), money(point.received), money(point.sent)]),
            }}
          />
        </section>
        <section className={panelCard} aria-labelledby="period-panel-title">
          <h2 id="period-panel-title" className={panelTitle}>
            {periodLabel}
          </h2>
          <ChartFigure
            chart={
              <Bar
                data={{
                  labels: [periodLabel],
                  datasets: [
                    { label: purchaseName, data: [purchase], backgroundColor: CHART_COLOURS.purple },
                    { label: revenueName, data: [revenue], backgroundColor: CHART_COLOURS.orange },
                    { label: expenseName, data: [expense], backgroundColor: CHART_COLOURS.gray },
                  ],
                }}
                options={{ ...common, scales: { y: { beginAtZero: true } } }}
              />
            }
            table={{ caption: t`Purchase, Revenue and Expense, ${periodLabel}`, columns: [t`Figure`, t`Amount`], rows: [[purchaseName, money(purchase)], [revenueName, money(revenue)], [expenseName, money(expense)]] }}
          />
        </section>
      </div>
      <section className={panelCard} aria-labelledby="yearly-title">
        <h2 id="yearly-title" className={panelTitle}>
          <Trans>Yearly Report</Trans>
        </h2>
        <ChartFigure
          chart={
            <Bar
              data={{
                labels: months,
                datasets: [
                  { label: purchased, data: dashboard.yearly.map((point) => point.purchased), backgroundColor: CHART_COLOURS.purple },
                  { label: sold, data: dashboard.yearly.map((point) => point.sold), backgroundColor: CHART_COLOURS.orange },
                ],
              }}
              // The axis follows the data (the 160000 in docs/screens.md#dashboard was the sample's maximum).
              options={{ ...common, scales: { y: { beginAtZero: true } } }}
            />
          }
          table={{
            caption: t`Yearly Report ${year}`,
            columns: [month, purchased, sold],
            rows: dashboard.yearly.map((point) => [shortMonth(point.month), money(point.purchased), money(point.sold)]),
          }}
        />
      </section>
    </>
  );
}
