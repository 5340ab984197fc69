import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const spaced = style({ marginTop: vars.space.md });
