import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `0 ${vars.space.lg}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  transition: 'background 120ms, border-color 120ms',
  selectors: {
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  },
});

export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.brand, color: '#fff', selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } } }],
  secondary: [
    buttonBase,
    { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border, selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.brand } } },
  ],
  ghost: [buttonBase, { background: 'transparent', color: 'inherit', padding: `0 ${vars.space.sm}`, selectors: { '&:hover': { background: 'rgba(0,0,0,0.05)' } } }],
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  position: 'relative',
  selectors: { '&:hover': { background: 'rgba(0,0,0,0.06)' } },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.font.sizeSm, fontWeight: 600, color: vars.color.text });

export const input = style({
  height: '42px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.brandSoft}` },
  },
});

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.xl,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** An entry of a drop-down menu (account menu, a row's Action menu). */
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  font: 'inherit',
  color: vars.color.text,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.brandSoft } },
});
