/**
 * chart.js with only the parts the dashboard and the reports draw (docs/quality.md#budgets: chart.js loads with
 * these screens alone; this module is reached only from their lazy routes).
 */
import { createElement, type ComponentProps } from 'react';
import { Bar as ChartBar, Line as ChartLine } from 'react-chartjs-2';
import { BarElement, CategoryScale, Chart, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';

Chart.register(BarElement, CategoryScale, LinearScale, LineElement, PointElement, Tooltip, Legend);

// react-chartjs-2 gives every canvas role="img" with no name, which axe counts as a serious
// violation (role-img-alt). Here a canvas is only the picture of figures a screen reader gets
// elsewhere (ChartFigure's table), so it is presentation.
const presentation = { role: 'presentation' } as const;

export function Bar(props: ComponentProps<typeof ChartBar>) {
  return createElement(ChartBar, { ...presentation, ...props });
}

export function Line(props: ComponentProps<typeof ChartLine>) {
  return createElement(ChartLine, { ...presentation, ...props });
}
