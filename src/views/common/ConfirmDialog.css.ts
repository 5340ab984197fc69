import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
});

export const dialog = style({
  width: 'min(420px, 100%)',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.popover,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const title = style({ fontSize: vars.font.sizeLg });

export const message = style({ margin: 0, color: vars.color.text, lineHeight: 1.5 });

export const buttons = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

export const danger = style({
  background: vars.color.danger,
  color: '#fff',
  selectors: { '&:hover:not(:disabled)': { background: '#a61f1f' } },
});
