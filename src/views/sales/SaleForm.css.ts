import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const banner = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  fontWeight: 600,
});
export const bannerError = style([banner, { background: vars.color.danger, color: '#fff' }]);
export const bannerSuccess = style([banner, { background: '#2e7d32', color: '#fff' }]);
