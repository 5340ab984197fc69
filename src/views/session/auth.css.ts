import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: `linear-gradient(135deg, ${vars.color.brandSoft} 0%, ${vars.color.page} 55%, #fff4e8 100%)`,
});

export const panel = style({
  width: '100%',
  maxWidth: '400px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  color: vars.color.brand,
  fontWeight: 700,
  fontSize: vars.font.sizeLg,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, marginTop: vars.space.xl });

export const title = style({ fontSize: vars.font.sizeXl, textAlign: 'center' });

export const footer = style({ textAlign: 'center', color: vars.color.muted, fontSize: vars.font.sizeSm, margin: `${vars.space.lg} 0 0` });
