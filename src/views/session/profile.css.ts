import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Profile (docs/screens.md#profile): two columns, side by side from a desktop's width. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } },
});
