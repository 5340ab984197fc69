import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// The purchase form's search, Order Table and summary are common/DocumentForm.css.ts, the list's filters common/ListFilterBar.css.ts; here the payment dialog's.

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
