import { style } from '@vanilla-extract/css';
import { phone, vars } from '../../styles/theme.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { print: { display: 'none' } },
});

export const pageSize = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.font.sizeSm, color: vars.color.muted });

export const select = style({
  height: '36px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  background: vars.color.surface,
  color: vars.color.text,
});

export const search = style({
  flex: '1 1 220px',
  maxWidth: '340px',
  height: '36px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  color: vars.color.text,
  selectors: { '&:focus': { outline: 'none', borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.brandSoft}` } },
  '@media': { [phone]: { maxWidth: 'none', flexBasis: '100%' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginInlineStart: 'auto', '@media': { [phone]: { marginInlineStart: 0 } } });

export const toolButton = style({
  minHeight: '36px',
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

export const dangerButton = style([
  toolButton,
  { color: vars.color.danger, selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.danger, color: vars.color.danger } } },
]);

export const progress = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.brandSoft,
  fontSize: vars.font.sizeSm,
  '@media': { print: { display: 'none' } },
});

export const progressBar = style({ flex: '1 1 160px', maxWidth: '320px', height: '8px', accentColor: vars.color.brand });

export const columnsList = style({ padding: vars.space.xs });

export const columnChoice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});
