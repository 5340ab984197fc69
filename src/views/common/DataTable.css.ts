import { menuItem } from '../../styles/controls.css';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  '@media': { print: { boxShadow: 'none', borderRadius: 0 } },
});

/** Wide tables scroll sideways inside the card on a phone instead of pushing the page wider. */
export const scroller = style({ overflowX: 'auto', '@media': { print: { overflow: 'visible' } } });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeMd,
  '@media': { print: { fontSize: '10pt' } },
});

export const headerCell = style({
  textAlign: 'left',
  padding: `${vars.space.md} ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  fontWeight: 650,
  color: vars.color.muted,
  background: '#f8f8fc',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.md} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  // Codes, units and amounts read as one piece; only name columns wrap (see `wrapping`).
  whiteSpace: 'nowrap',
});

export const wrapping = style({ whiteSpace: 'normal', minWidth: '8rem' });

export const alignEnd = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const checkCell = style({ width: '44px', paddingRight: 0, '@media': { print: { display: 'none' } } });
export const actionCell = style({ width: '1%', whiteSpace: 'nowrap', '@media': { print: { display: 'none' } } });

export const row = style({
  selectors: { '&:hover': { background: '#fafaff' }, '&[data-selected="true"]': { background: vars.color.brandSoft } },
});

export const busy = style({ opacity: 0.55, transition: 'opacity 120ms' });

export const stateCell = style({ padding: `${vars.space.xxl} ${vars.space.lg}`, textAlign: 'center', color: vars.color.muted });

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
  right: 0,
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
