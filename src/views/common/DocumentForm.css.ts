import { style, styleVariants } from '@vanilla-extract/css';
import { mediumUp, vars } from '../../styles/theme.css';

/** The parts a purchase and a sale form share (the product search also the stock transfer's): product search, Order Table boxes, the bottom row and the summary. */
export const searchBox = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

const matchList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
} as const;

/** docs/screens.md#toasts-and-timings: the purchase form's suggestion list is at most 15rem high, the sale form's 12rem, the stock transfer's 15rem. */
export const matches = styleVariants({
  purchase: { ...matchList, maxHeight: '15rem' },
  sale: { ...matchList, maxHeight: '12rem' },
  transfer: { ...matchList, maxHeight: '15rem' },
});

export const searchMessage = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.sizeSm });

// 5.5rem holds 1,000,000.00; with three of them the purchase Order Table fits the 896 px of a 1280 px screen.
export const lineInput = style({
  width: '5.5rem',
  height: '34px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  textAlign: 'end',
});

export const problem = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSm });

/** A line's value the server refused that is not typed in the table (a returned line's cost, its subtotal): red like a refused box. */
export const refusedValue = style({ color: vars.color.danger, fontWeight: 600 });

export const bottom = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xl,
  '@media': { [mediumUp]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)' } },
});

export const summary = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignSelf: 'start',
});

export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, margin: 0 });
export const summaryTotal = style([summaryRow, { fontWeight: 700, fontSize: vars.font.sizeLg, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm }]);

/** The import form's parts one under another, apart. */
export const formStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
