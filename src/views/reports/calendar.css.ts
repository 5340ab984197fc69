import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const monthHeading = style({ flex: '1 1 8rem', textAlign: 'center', fontSize: vars.font.sizeLg });
export const grid = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });
export const weekday = style({ padding: `${vars.space.sm} 2px`, fontSize: vars.font.sizeSm, color: vars.color.muted, textAlign: 'center', overflow: 'hidden', textOverflow: 'ellipsis' });
export const dayCell = style({ border: `1px solid ${vars.color.border}`, verticalAlign: 'top', padding: 0, height: '92px' });
export const dayButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2px',
  width: '100%',
  height: '100%',
  minHeight: '92px',
  padding: vars.space.xs,
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontSize: '0.75rem',
  textAlign: 'start',
  cursor: 'pointer',
  overflow: 'hidden',
  ':hover': { background: vars.color.brandSoft },
});
export const dayNumber = style({ fontWeight: 650, fontSize: vars.font.sizeSm });
/** docs/screens.md#my-transactions: today is highlighted in red. */
export const today = style({ color: '#ffffff', background: vars.color.danger, borderRadius: vars.radius.round, padding: '0 6px' });
export const summaryLine = style({ color: vars.color.text, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' });
export const dayList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
