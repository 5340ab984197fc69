import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The Default column's switch: a pill with a knob, brand-coloured when on. */
export const toggle = style({
  position: 'relative',
  width: '44px',
  height: '24px',
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  background: '#d9d9e3',
  cursor: 'pointer',
  padding: 0,
  transition: 'background 120ms',
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.brand, borderColor: vars.color.brand },
    '&:disabled': { cursor: 'progress', opacity: 0.7 },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
});

export const knob = style({
  position: 'absolute',
  top: '2px',
  insetInlineStart: '2px',
  width: '18px',
  height: '18px',
  borderRadius: '50%',
  background: '#fff',
  boxShadow: '0 1px 2px rgba(0,0,0,0.25)',
  transition: 'transform 120ms',
  // On slides the knob toward the inline end: rightwards, or leftwards right to left.
  selectors: { [`${toggle}[aria-checked="true"] &`]: { transform: 'translateX(20px)' }, [`[dir="rtl"] ${toggle}[aria-checked="true"] &`]: { transform: 'translateX(-20px)' } },
});
