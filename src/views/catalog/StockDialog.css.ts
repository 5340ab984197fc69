import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const stockDialog = style({
  width: 'min(900px, 100%)',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.popover,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.lg } },
});

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
});

export const wide = style({ gridColumn: '1 / -1' });

export const onHandLine = style({ margin: 0, fontSize: vars.font.sizeMd, color: vars.color.text });

export const historyScroller = style({ overflowX: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });

export const historyHeading = style({ margin: 0, fontSize: vars.font.sizeMd });

export const incoming = style({ color: vars.color.success, fontWeight: 600 });
export const outgoing = style({ color: vars.color.danger, fontWeight: 600 });

export const formButtons = style({ marginTop: vars.space.lg });
