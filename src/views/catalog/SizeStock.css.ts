import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const sizeStock = style({ display: 'inline-block', textAlign: 'end' });
export const summary = style({ cursor: 'pointer', whiteSpace: 'nowrap', listStylePosition: 'inside' });
export const bySize = style({ fontSize: vars.font.sizeSm, color: vars.color.muted, marginInlineStart: vars.space.xs });
export const grid = style({ borderCollapse: 'collapse', fontSize: vars.font.sizeSm, marginBlockStart: vars.space.xs });
export const gridCell = style({ padding: `2px ${vars.space.sm}`, borderBlockEnd: `1px solid ${vars.color.border}`, textAlign: 'end', whiteSpace: 'nowrap' });
export const gridHead = style([gridCell, { fontWeight: 600, color: vars.color.muted }]);
export const sizeName = style([gridCell, { textAlign: 'start', fontWeight: 600 }]);
