import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const fileInput = style({ font: 'inherit' });

/** The hidden native control's label is the button; its focus ring shows on the button. */
export const filePicker = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

globalStyle(`${fileInput}:focus-visible + label`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });

export const fileName = style({ color: vars.color.muted, fontSize: vars.font.sizeSm, overflowWrap: 'anywhere', minWidth: 0 });

export const progressBar = style({ width: '100%', height: '8px', accentColor: vars.color.brand });

export const failure = style({
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  maxHeight: '14rem',
  overflowY: 'auto',
});

export const problemList = style({ margin: `${vars.space.sm} 0 0`, paddingInlineStart: vars.space.xl });

globalStyle(`${failure} p`, { margin: 0, fontWeight: 600 });
