import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mediumUp, phone, vars } from '../../styles/theme.css';
import { figuresLeftToRight } from '../../styles/right-to-left.css';

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });

export const filterField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.font.sizeSm, fontWeight: 600, minWidth: 0 });

export const filterControl = style({
  height: '38px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  font: 'inherit',
  fontWeight: 400,
  maxWidth: '100%',
});

export const cardGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  containerType: 'inline-size',
});

/*
 * An amount reads as one piece: where four cards share a row too narrow for the ring and
 * 'Rs 864,753.37' side by side (a 1280 px screen), every card puts its text under the ring, the same
 * way in all four, instead of breaking the number.
 */
export const metricCard = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  '@container': { '(min-width: 480px) and (max-width: 1099px)': { flexDirection: 'column', alignItems: 'flex-start' } },
});

export const metricText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, maxWidth: '100%' });
export const metricLabel = style({ color: vars.color.muted, fontSize: vars.font.sizeSm, fontWeight: 600 });
export const metricValue = style({ fontSize: vars.font.sizeLg, fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const ring = style({ width: '72px', height: '72px', flex: '0 0 72px', position: 'relative' });
/**
 * The ring itself (docs/screens.md#dashboard: the share of revenue, cutout 80 %): drawn by CSS, the
 * card's conic gradient (set inline: its share and colour) through a mask with a hole of 80 % of its
 * width, not a chart.js canvas (four canvases were most of the dashboard's longest task on a phone,
 * bench/RESULTS.md section 15). The figure sits over it, outside the mask.
 */
export const ringArc = style({
  position: 'absolute',
  inset: 0,
  borderRadius: '50%',
  mask: 'radial-gradient(circle closest-side, transparent 80%, #000 calc(80% + 0.5px))',
});
export const ringText = style({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', fontSize: '0.75rem', fontWeight: 700 });

export const panelCard = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const panelTitle = style({ fontSize: vars.font.sizeLg });

// The canvas draws its text left to right, so an axis's '-20,000' never turns into '20,000-' right to left;
// the legend and tooltips read right to left by chart.js's own rtl option (src/views/reports/charts.ts).
export const chartBox = style({ position: 'relative', height: '260px', minWidth: 0, direction: 'ltr' });

/** docs/screens.md#dashboard: cash flow about 55% wide and the bar panel about 40%, from medium width up. */
export const chartRow = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediumUp]: { gridTemplateColumns: 'minmax(0, 55fr) minmax(0, 40fr)' } },
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediumUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
export const tab = styleVariants({
  idle: { border: 'none', background: 'none', padding: `${vars.space.sm} ${vars.space.md}`, font: 'inherit', color: vars.color.muted, cursor: 'pointer', borderBottom: '2px solid transparent' },
  active: { border: 'none', background: 'none', padding: `${vars.space.sm} ${vars.space.md}`, font: 'inherit', color: vars.color.brand, fontWeight: 650, cursor: 'pointer', borderBottom: `2px solid ${vars.color.brand}` },
});

export const smallTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSm });
// overflowWrap: a product's code in brackets ('(2000000000343)') must not widen a 320 px phone;
// headers, dates, statuses and amounts never break inside (a `numeric` or `nowrap` cell).
globalStyle(`${smallTable} th, ${smallTable} td`, { textAlign: 'start', padding: `${vars.space.sm} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, overflowWrap: 'anywhere' });
globalStyle(`${smallTable} th`, { color: vars.color.muted, fontWeight: 650, whiteSpace: 'nowrap' });
export const numeric = style([figuresLeftToRight, { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }]);
export const nowrap = style({ whiteSpace: 'nowrap' });
globalStyle(`${smallTable} th${numeric}, ${smallTable} td${numeric}`, { textAlign: 'end' });
globalStyle(`[dir="rtl"] ${smallTable} th${numeric}, [dir="rtl"] ${smallTable} td${numeric}`, { textAlign: 'left' });

/*
 * On a phone a row of the dashboard's tables is a small card: one line per column with its header as
 * the label (each cell's data-label), as the lists do, instead of five columns squeezed into 256 px.
 */
export const stackedOnPhone = style({ '@media': { [phone]: { display: 'block' } } });
globalStyle(`${stackedOnPhone} thead`, { '@media': { [phone]: { display: 'none' } } });
globalStyle(`${stackedOnPhone} tbody, ${stackedOnPhone} tr`, { '@media': { [phone]: { display: 'block' } } });
globalStyle(`${stackedOnPhone} tr`, { '@media': { [phone]: { padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` } } });
globalStyle(`${stackedOnPhone} td`, {
  '@media': { [phone]: { display: 'flex', justifyContent: 'space-between', gap: vars.space.md, padding: `${vars.space.xs} 0`, border: 'none', textAlign: 'end' } },
});
globalStyle(`${stackedOnPhone} td[data-label]::before`, {
  '@media': { [phone]: { content: 'attr(data-label)', color: vars.color.muted, fontWeight: 600, textAlign: 'start', flexShrink: 0 } },
});

export const scrollX = style({ overflowX: 'auto' });
export const muted = style({ color: vars.color.muted });
export const errorText = style({ color: vars.color.danger, display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });

export const sortButton = style({
  border: 'none',
  background: 'none',
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  ':hover': { color: vars.color.brand },
});
