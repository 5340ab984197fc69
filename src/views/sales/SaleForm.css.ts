import { style } from '@vanilla-extract/css';
import { mediumUp, vars } from '../../styles/theme.css';

export const banner = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  fontWeight: 600,
});
export const bannerError = style([banner, { background: vars.color.danger, color: '#fff' }]);
export const bannerSuccess = style([banner, { background: '#2e7d32', color: '#fff' }]);

export const searchBox = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** SPEC.md section 9: the sale form's suggestion list is at most 12rem high. */
export const matches = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '12rem',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const match = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
  ':hover': { background: '#f3f0fd' },
  ':focus-visible': { background: '#f3f0fd' },
});

export const searchMessage = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.sizeSm });

export const lineInput = style({
  width: '6.5rem',
  height: '34px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  textAlign: 'right',
});

export const problem = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSm });

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
