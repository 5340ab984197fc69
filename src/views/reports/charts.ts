/**
 * chart.js with only the parts the dashboard and the reports draw (docs/quality.md#budgets: chart.js loads with
 * these screens alone; this module is reached only from their lazy routes).
 */
import { createElement, type ComponentProps } from 'react';
import { Bar as ChartBar, Doughnut as ChartDoughnut, Line as ChartLine } from 'react-chartjs-2';
import { ArcElement, BarElement, CategoryScale, Chart, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';

Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, LineElement, PointElement, Tooltip, Legend);

/** docs/screens.md#dashboard: line charts purple and orange; bar charts purple, orange and gray. */
export const CHART_COLOURS = { purple: '#5b3cc4', orange: '#f28c28', gray: '#9e9e9e', ringTrack: '#ece9f7' } as const;

// react-chartjs-2 gives every canvas role="img" with no name, which axe counts as a serious
// violation (role-img-alt). Here a canvas is only the picture of figures a screen reader gets
// elsewhere (ChartFigure's table, a metric card's labelled ring), so it is presentation.
const presentation = { role: 'presentation' } as const;

export function Bar(props: ComponentProps<typeof ChartBar>) {
  return createElement(ChartBar, { ...presentation, ...props });
}

export function Doughnut(props: ComponentProps<typeof ChartDoughnut>) {
  return createElement(ChartDoughnut, { ...presentation, ...props });
}

export function Line(props: ComponentProps<typeof ChartLine>) {
  return createElement(ChartLine, { ...presentation, ...props });
}
