import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Size buttons big enough to tap on a phone, as many to a row as fit (SizeQuestion). */
export const sizes = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: vars.space.sm });

export const size = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2px',
  minHeight: '64px',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  font: 'inherit',
  cursor: 'pointer',
  minWidth: 0,
  selectors: { '&:hover': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});

export const sizeName = style({ fontSize: vars.font.sizeLg, fontWeight: 700, overflowWrap: 'anywhere' });
export const sizePrice = style({ fontSize: vars.font.sizeSm, fontWeight: 650, color: vars.color.brandStrong });
export const sizeStock = style({ fontSize: vars.font.sizeSm, color: vars.color.muted });
/** None left at the till's warehouse: still offered (the checkout says so), but marked. */
export const noStock = style({ fontSize: vars.font.sizeSm, color: vars.color.danger });
