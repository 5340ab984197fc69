/**
 * The colours of the dashboard's and reports' charts and rings (docs/screens.md#dashboard: line charts
 * purple and orange; bar charts purple, orange and gray), apart from chart.js so a screen can use them
 * without loading it.
 */
export const CHART_COLOURS = { purple: '#5b3cc4', orange: '#f28c28', gray: '#9e9e9e', ringTrack: '#ece9f7' } as const;
