import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const sizeStock = style({ display: 'inline-block', minWidth: 0, maxWidth: '100%', textAlign: 'end' });
/** Many locations scroll sideways inside the cell rather than widen the page (nothing wider than 320 px on a phone). */
export const gridScroll = style({ maxWidth: '100%', overflowX: 'auto' });
export const summary = style({ cursor: 'pointer', whiteSpace: 'nowrap', listStylePosition: 'inside' });
export const bySize = style({ fontSize: vars.font.sizeSm, color: vars.color.muted, marginInlineStart: vars.space.xs });
export const grid = style({ borderCollapse: 'collapse', fontSize: vars.font.sizeSm, marginBlockStart: vars.space.xs });
export const gridCell = style({ padding: `2px ${vars.space.sm}`, borderBlockEnd: `1px solid ${vars.color.border}`, textAlign: 'end', whiteSpace: 'nowrap' });
export const gridHead = style([gridCell, { fontWeight: 600, color: vars.color.muted, whiteSpace: 'normal', overflowWrap: 'normal', wordBreak: 'normal', verticalAlign: 'bottom' }]);
export const sizeName = style([gridCell, { textAlign: 'start', fontWeight: 600, overflowWrap: 'normal', wordBreak: 'normal' }]);

// On a phone a list's own header hides and its body becomes cards (DataTable.css.ts); this small table
// inside a card stays a table, or its columns would lose their names and their alignment.
globalStyle(`${sizeStock} ${grid} thead`, { display: 'table-header-group' });
globalStyle(`${sizeStock} ${grid} tbody`, { display: 'table-row-group' });
