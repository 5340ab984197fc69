import { style } from '@vanilla-extract/css';
import { mediumUp, vars } from '../../styles/theme.css';

export const searchBox = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** SPEC.md section 9: the purchase form's suggestion list is at most 15rem high. */
export const matches = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '15rem',
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

export const filterBar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  alignItems: 'end',
  '@media': { print: { display: 'none' } },
});

export const sortControls = style({ display: 'flex', gap: vars.space.xs, alignItems: 'end' });

export const dialog = style({
  width: 'min(720px, 100%)',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.popover,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.lg } },
});

export const dialogGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: vars.space.md });
export const wide = style({ gridColumn: '1 / -1' });
export const failure = style({ margin: 0, color: vars.color.danger });
export const scroller = style({ overflowX: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
