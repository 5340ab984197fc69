import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const countField = style({ width: '140px' });

/** 3 labels across an A4 sheet; the screen shows the same grid. */
export const sheet = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.sm,
  background: '#fff',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  '@media': {
    print: { gridTemplateColumns: 'repeat(3, 1fr)', gap: '2mm', padding: 0, boxShadow: 'none' },
  },
});

export const label = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2px',
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  textAlign: 'center',
  breakInside: 'avoid',
  overflow: 'hidden',
});

export const labelName = style({ fontWeight: 600, fontSize: vars.font.sizeSm, lineHeight: 1.2 });

export const labelPrice = style({ fontWeight: 700, fontSize: vars.font.sizeMd });

globalStyle(`${label} figure`, { border: 'none', padding: 0, minHeight: 0, alignItems: 'center' });

/** A size's code under its bars, for a person to read or type when the scanner fails. */
export const labelCode = style({ fontSize: vars.font.sizeSm, fontFamily: 'monospace' });
