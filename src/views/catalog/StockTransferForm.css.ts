import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A transfer line's product, level with the Quantity box beside it (its label's height above). */
export const lineName = style({ margin: 0, paddingBlockStart: vars.space.lg, fontWeight: 600, overflowWrap: 'anywhere' });
