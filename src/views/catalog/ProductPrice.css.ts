import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const promotionBadge = style({
  display: 'inline-block',
  padding: `1px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: '0.75rem',
  fontWeight: 700,
});

export const wasPrice = style({ display: 'block', color: vars.color.muted, fontSize: vars.font.sizeSm });
