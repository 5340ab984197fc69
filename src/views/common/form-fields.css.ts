import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: '2px' });

export const fieldMessage = style({ color: vars.color.danger, fontSize: vars.font.sizeSm });

export const fieldHint = style({ color: vars.color.muted, fontSize: vars.font.sizeSm });

export const invalid = style({
  borderColor: `${vars.color.danger} !important`,
});

export const select = style({ appearance: 'auto', paddingInlineEnd: vars.space.sm });

export const textArea = style({ minHeight: '96px', padding: vars.space.md, height: 'auto', resize: 'vertical', lineHeight: 1.4 });

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '42px',
  fontSize: vars.font.sizeMd,
  cursor: 'pointer',
});

export const checkbox = style({ width: '18px', height: '18px', accentColor: vars.color.brand, margin: 0 });

/** An input with a button at its end (Product Code and its refresh button). */
export const inputWithButton = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' });
