import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const subTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeMd });

export const subTableHead = style({
  textAlign: 'start',
  fontSize: vars.font.sizeSm,
  color: vars.color.muted,
  fontWeight: 600,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const subTableCell = style({ padding: `${vars.space.sm} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });

export const cellInput = style({ width: '100%', minWidth: '90px' });

export const tableScroll = style({ overflowX: 'auto' });

export const barcodeBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: '#fff',
  minHeight: '96px',
  maxWidth: '100%',
  overflow: 'hidden',
});

export const barcodeSvg = style({ maxWidth: '100%', height: 'auto' });

export const muted = style({ color: vars.color.muted, fontSize: vars.font.sizeSm, margin: 0 });

export const refreshButton = style({ flexShrink: 0, minWidth: '42px', padding: `0 ${vars.space.md}` });

export const noWrap = style({ whiteSpace: 'nowrap' });
