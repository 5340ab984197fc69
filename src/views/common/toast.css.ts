import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const cardBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  width: '356px',
  maxWidth: 'calc(100vw - 32px)',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  background: vars.color.surface,
  borderInlineStart: '4px solid',
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  color: vars.color.text,
  cursor: 'pointer',
});

export const toastCard = styleVariants({
  success: [cardBase, { borderInlineStartColor: vars.color.success }],
  error: [cardBase, { borderInlineStartColor: vars.color.danger }],
  info: [cardBase, { borderInlineStartColor: vars.color.brand }],
});

export const toastIcon = styleVariants({
  success: { color: vars.color.success, flexShrink: 0 },
  error: { color: vars.color.danger, flexShrink: 0 },
  info: { color: vars.color.brand, flexShrink: 0 },
});

export const toastMessage = style({ flex: 1, lineHeight: 1.4, paddingTop: '1px' });

export const toastClose = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  padding: 0,
  lineHeight: 0,
});
