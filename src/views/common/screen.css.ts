import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const screenTitle = style({ fontSize: vars.font.sizeXl, color: vars.color.text });
