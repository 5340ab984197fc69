/**
 * chart.js with only the parts the dashboard and the reports draw (QUALITY.md: chart.js loads with
 * these screens alone; this module is reached only from their lazy routes).
 */
import { ArcElement, BarElement, CategoryScale, Chart, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';

Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, LineElement, PointElement, Tooltip, Legend);

/** SPEC.md section 9: line charts purple and orange; bar charts purple, orange and gray. */
export const CHART_COLOURS = { purple: '#5b3cc4', orange: '#f28c28', gray: '#9e9e9e', ringTrack: '#ece9f7' } as const;

export { Bar, Doughnut, Line } from 'react-chartjs-2';
