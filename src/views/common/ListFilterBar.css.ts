import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const filterBar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  alignItems: 'end',
  '@media': { print: { display: 'none' } },
});

export const sortControls = style({ display: 'flex', gap: vars.space.xs, alignItems: 'end' });

export const failed = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', color: vars.color.danger, gridColumn: '1 / -1' });
