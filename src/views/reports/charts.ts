/**
 * chart.js with only the parts the dashboard and the reports draw (docs/quality.md#budgets: chart.js loads with
 * these screens alone; this module is reached only from their lazy routes).
 */
import { createElement, type ComponentProps } from 'react';
import { Bar as ChartBar, Line as ChartLine } from 'react-chartjs-2';
import { BarElement, CategoryScale, Chart, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { useDocumentDirection, type TextDirection } from '../common/use-document-direction';

Chart.register(BarElement, CategoryScale, LinearScale, LineElement, PointElement, Tooltip, Legend);

// react-chartjs-2 gives every canvas role="img" with no name, which axe counts as a serious
// violation (role-img-alt). Here a canvas is only the picture of figures a screen reader gets
// elsewhere (ChartFigure's table), so it is presentation.
const presentation = { role: 'presentation' } as const;

interface DirectedOptions {
  layout?: unknown;
  scales?: { x?: object; y?: object };
  plugins?: { legend?: object; tooltip?: object };
}

/**
 * A canvas does not follow CSS, so a chart mirrors itself when the page runs right to left
 * (docs/right-to-left.md): the horizontal axis runs from the right (months, days, or a bar's
 * length), the vertical axis stands on the right, and the legend and tooltips read right to left.
 */
export function chartOptionsFor<Options extends DirectedOptions>(options: Options, direction: TextDirection): Options {
  if (direction === 'ltr') return options;
  const { scales = {}, plugins = {} } = options;
  return {
    ...options,
    // chart.js leaves room for half of the first label only; reversed, the last one ('دسمبر') ends at the left edge.
    // A chart that sets its own layout keeps it.
    layout: options.layout ?? { padding: { left: 20 } },
    scales: { ...scales, x: { ...scales.x, reverse: true }, y: { ...scales.y, position: 'right' } },
    // No `textDirection`: chart.js 4 sets the canvas's CSS direction to it with !important and never puts it back
    // (restoreTextDirection is handed the option, not the saved value), so after the legend was drawn once every
    // axis's '-50,000' read '50,000-'. The canvas stays left to right (chartBox); Urdu words still read right to left.
    plugins: { ...plugins, legend: { ...plugins.legend, rtl: true }, tooltip: { ...plugins.tooltip, rtl: true } },
  };
}

/**
 * A canvas does not follow CSS either: its words are drawn in chart.js's own font family, which has no ہ or ے, so
 * an Urdu legend showed boxes. Each chart takes the page's font (the theme's, Noto Naskh Arabic first in Urdu:
 * src/views/i18n/urdu-type.css.ts) when it draws.
 */
function takePageFont(): void {
  if (typeof document !== 'undefined') Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
}

export function Bar(props: ComponentProps<typeof ChartBar>) {
  const direction = useDocumentDirection();
  takePageFont();
  return createElement(ChartBar, { ...presentation, ...props, options: chartOptionsFor(props.options ?? {}, direction) });
}

export function Line(props: ComponentProps<typeof ChartLine>) {
  const direction = useDocumentDirection();
  takePageFont();
  return createElement(ChartLine, { ...presentation, ...props, options: chartOptionsFor(props.options ?? {}, direction) });
}
