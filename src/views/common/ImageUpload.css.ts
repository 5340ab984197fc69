import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.page,
  transition: 'border-color 120ms, background 120ms',
});

export const dropZoneActive = style({ borderColor: vars.color.brand, background: vars.color.brandSoft });

export const preview = style({
  width: '96px',
  height: '96px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const placeholder = style([
  preview,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.muted, fontSize: vars.font.sizeSm, textAlign: 'center' },
]);

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, flex: '1 1 200px' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const hint = style({ color: vars.color.muted, fontSize: vars.font.sizeSm, margin: 0 });

export const status = style({ fontSize: vars.font.sizeSm, margin: 0 });

export const error = style({ color: vars.color.danger, fontSize: vars.font.sizeSm, margin: 0 });
