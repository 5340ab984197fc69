import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const screenHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
