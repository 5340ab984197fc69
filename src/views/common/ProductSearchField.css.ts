import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A suggestion under a product search box: the one the arrow keys are on is tinted like a hovered one. */
export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover, &[aria-selected="true"]': { background: vars.color.brandSoft } },
});

// Its parts (the stock, the price) keep their own lines on a narrow screen rather than run out of the list.
export const optionDetail = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', columnGap: vars.space.sm, whiteSpace: 'nowrap', color: vars.color.muted });
