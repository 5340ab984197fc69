import { menuItem } from '../../styles/controls.css';
import { figuresLeftToRight } from '../../styles/right-to-left.css';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { belowMedium, mediumUp, vars } from '../../styles/theme.css';

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  '@media': { print: { boxShadow: 'none', borderRadius: 0 } },
});

/** A table wider than its card still scrolls inside it rather than pushing the page wider. */
export const scroller = style({ overflowX: 'auto', '@media': { print: { overflow: 'visible' } } });

/*
 * Below medium width each row is a stacked card: the checkbox, picture and Action on top,
 * then one line per column with its header as the label (each cell's data-label).
 */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeMd,
  '@media': { print: { fontSize: '10pt' }, [belowMedium]: { display: 'block' } },
});

globalStyle(`${table} thead`, { '@media': { [belowMedium]: { display: 'none' } } });
globalStyle(`${table} tbody`, { '@media': { [belowMedium]: { display: 'block' } } });
globalStyle(`${table} tfoot`, { '@media': { [belowMedium]: { display: 'block' } } });

// Ten columns and Rs 117,500.00 fit the 944 px a 1280 px screen leaves beside the sidebar.
export const headerCell = style({
  textAlign: 'start',
  padding: `${vars.space.md} ${vars.space.sm}`,
  fontSize: vars.font.sizeSm,
  fontWeight: 650,
  color: vars.color.muted,
  background: '#f8f8fc',
  borderBottom: `1px solid ${vars.color.border}`,
  // A two-word header ('Payment Status') breaks onto two lines only when the table is tight.
  whiteSpace: 'normal',
});

export const cell = style({
  padding: `${vars.space.md} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  // Codes, units and amounts read as one piece; only name columns wrap (see `wrapping`).
  whiteSpace: 'nowrap',
  '@media': {
    [belowMedium]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: vars.space.md,
      width: '100%',
      padding: `${vars.space.xs} 0`,
      border: 'none',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      textAlign: 'end',
    },
  },
  selectors: {
    '&[data-label]::before': {
      '@media': { [belowMedium]: { content: 'attr(data-label)', color: vars.color.muted, fontSize: vars.font.sizeSm, fontWeight: 600, textAlign: 'start', flexShrink: 0 } },
    },
  },
});

/**
 * A list of many columns (the purchase and sale lists) packs its cells closer, in the smaller type, from
 * medium width up, to fit 1280 px (the sale list's eleven columns were 952 px in a 944 px card).
 */
export const dense = style({});
globalStyle(`${dense} th, ${dense} td`, { '@media': { [mediumUp]: { paddingInlineStart: vars.space.xs, paddingInlineEnd: vars.space.xs, fontSize: vars.font.sizeSm } } });

export const wrapping = style({ whiteSpace: 'normal', minWidth: '8rem', '@media': { [belowMedium]: { minWidth: 0 } } });

/** Short text (a brand, a category) that may break between words on a laptop. */
export const breaking = style({ whiteSpace: 'normal' });

// A card leaves out what is empty (a product without a brand).
globalStyle(`${cell}:empty`, { '@media': { [belowMedium]: { display: 'none' } } });

/** The footer's totals row (the Account list's Total). */
export const footerCell = style({
  fontWeight: 700,
  background: '#f8f8fc',
  borderTop: `2px solid ${vars.color.border}`,
  textAlign: 'start',
  '@media': { [belowMedium]: { background: 'transparent', borderTop: 'none' } },
});


export const alignEnd = style([figuresLeftToRight, { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);

/** The checkbox, the picture and Action share the card's top line. */
const cardTop = { width: 'auto', alignItems: 'center', padding: `0 0 ${vars.space.xs}` } as const;

export const checkCell = style({ width: '44px', paddingInlineEnd: 0, '@media': { print: { display: 'none' }, [belowMedium]: { ...cardTop, order: -3, paddingInlineEnd: vars.space.sm } } });
export const mediaCell = style({ '@media': { [belowMedium]: { ...cardTop, order: -2 } } });
export const actionCell = style({ width: '1%', whiteSpace: 'nowrap', '@media': { print: { display: 'none' }, [belowMedium]: { ...cardTop, order: -1, marginInlineStart: 'auto' } } });

export const row = style({
  selectors: { '&:hover': { background: '#fafaff' }, '&[data-selected="true"]': { background: vars.color.brandSoft } },
  '@media': {
    [belowMedium]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      padding: `${vars.space.md} ${vars.space.lg}`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

export const busy = style({ opacity: 0.55, transition: 'opacity 120ms' });

export const stateCell = style({ padding: `${vars.space.xxl} ${vars.space.lg}`, textAlign: 'center', color: vars.color.muted, '@media': { [belowMedium]: { display: 'block' } } });

export const errorBox = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, color: vars.color.danger });

export const checkbox = style({ width: '18px', height: '18px', accentColor: vars.color.brand, cursor: 'pointer' });

export const thumbnail = style({
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.page,
  border: `1px solid ${vars.color.border}`,
  display: 'block',
});

export const noImage = style([thumbnail, { display: 'grid', placeItems: 'center', color: vars.color.muted, fontSize: '0.7rem' }]);

export const quantity = styleVariants({
  healthy: { color: vars.color.success, fontWeight: 600 },
  low: { color: vars.color.danger, fontWeight: 700 },
});

export const menuAnchor = style({ position: 'relative', display: 'inline-block' });

export const menu = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 4px)',
  minWidth: '180px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  padding: vars.space.xs,
  zIndex: 15,
  listStyle: 'none',
  margin: 0,
});

// One menu entry look for the top bar's menus and the rows' action menus.
export { menuItem };

export const dangerItem = style([menuItem, { color: vars.color.danger }]);

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '34px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled), &[aria-expanded="true"]': { borderColor: vars.color.brand, color: vars.color.brand },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.muted,
});

export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, '@media': { print: { display: 'none' } } });

globalStyle(`${menu} li`, { margin: 0 });
