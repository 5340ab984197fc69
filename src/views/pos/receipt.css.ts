import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** 80 mm thermal paper prints about 72 mm wide; the receipt is laid out at that width on screen too. */
export const receipt = style({
  width: '72mm',
  maxWidth: '100%',
  margin: '0 auto',
  padding: vars.space.md,
  background: '#fff',
  color: '#000',
  fontFamily: "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace",
  fontSize: '12px',
  lineHeight: 1.35,
  border: `1px dashed ${vars.color.border}`,
});
export const receiptHeader = style({ textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2px' });
export const receiptLogo = style({ maxWidth: '40mm', maxHeight: '20mm', objectFit: 'contain' });
export const receiptTitle = style({ fontSize: '15px', fontWeight: 700 });
export const receiptRule = style({ border: 'none', borderTop: '1px dashed #000', margin: '6px 0' });
export const receiptRow = style({ display: 'flex', justifyContent: 'space-between', gap: '8px' });
export const receiptStrong = style([receiptRow, { fontWeight: 700, fontSize: '14px' }]);
export const receiptSmall = style({ fontSize: '11px' });
export const receiptActions = style({ display: 'flex', justifyContent: 'center', gap: vars.space.sm, marginTop: vars.space.sm });

// Printing a receipt prints it alone, 80 mm wide, with no page margins.
globalStyle('body:has([data-receipt]) *', { '@media': { print: { visibility: 'hidden' } } });
globalStyle('[data-receipt], [data-receipt] *', { '@media': { print: { visibility: 'visible' } } });
globalStyle('[data-receipt]', { '@media': { print: { position: 'absolute', left: 0, top: 0, width: '72mm', border: 'none', padding: 0, margin: 0 } } });
globalStyle('[data-receipt] [data-print="hide"]', { '@media': { print: { display: 'none' } } });
