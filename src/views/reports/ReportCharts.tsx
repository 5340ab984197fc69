import { Trans, useLingui } from '@lingui/react/macro';
import type { ReportSummary } from '../../domain/reports.schemas';
import { useDateFormat, useMoneyFormat } from '../common/use-shop-settings';
import { CHART_COLOURS } from './chart-colours';
import { Bar } from './charts';
import { ChartFigure } from './ChartFigure';
import { muted, panelTitle } from './reports.css';

const options = { responsive: true, maintainAspectRatio: false, animation: false, scales: { y: { beginAtZero: true } } } as const;

/** The period's amounts by day (sales, purchases, net payments). */
export function ByDayChart({ summary, title, series }: { summary: ReportSummary; title: string; series: string }) {
  const money = useMoneyFormat();
  const date = useDateFormat();
  const { t } = useLingui();
  return (
    <>
      <h2 className={panelTitle}>{title}</h2>
      {summary.byDay.length === 0 ? (
        <p className={muted}>
          <Trans>Nothing in this period.</Trans>
        </p>
      ) : (
        <ChartFigure
          chart={<Bar data={{ labels: summary.byDay.map((day) => date(day.date)), datasets: [{ label: series, data: summary.byDay.map((day) => day.amount), backgroundColor: CHART_COLOURS.purple }] }} options={options} />}
          table={{ caption: title, columns: [t`Date`, series, t`Documents`], rows: summary.byDay.map((day) => [date(day.date), money(day.amount), day.count]) }}
        />
      )}
    </>
  );
}

/** The period's ten best-selling products by amount. */
export function TopProductsChart({ summary }: { summary: ReportSummary }) {
  const money = useMoneyFormat();
  const { t } = useLingui();
  const title = t`Top products by sold amount`;
  const soldAmount = t`Sold Amount`;
  return (
    <>
      <h2 className={panelTitle}>{title}</h2>
      {summary.topProducts.length === 0 ? (
        <p className={muted}>
          <Trans>No sales in this period.</Trans>
        </p>
      ) : (
        <ChartFigure
          chart={
            <Bar
              data={{ labels: summary.topProducts.map((product) => product.name), datasets: [{ label: soldAmount, data: summary.topProducts.map((product) => product.amount), backgroundColor: CHART_COLOURS.orange }] }}
              options={{ ...options, indexAxis: 'y', scales: { x: { beginAtZero: true } } }}
            />
          }
          table={{ caption: title, columns: [t`Product`, t`Sold Qty`, soldAmount], rows: summary.topProducts.map((product) => [product.name, product.quantity, money(product.amount)]) }}
        />
      )}
    </>
  );
}
