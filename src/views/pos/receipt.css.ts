import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { figuresLeftToRight } from '../../styles/right-to-left.css';

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
/** A row's value: a long one (who confirmed, and when) wraps at the line's end, under itself. */
export const receiptValue = style([figuresLeftToRight, { textAlign: 'end' }]);
export const receiptStrong = style([receiptRow, { fontWeight: 700, fontSize: '14px' }]);
export const receiptSmall = style({ fontSize: '11px' });
export const receiptActions = style({ display: 'flex', justifyContent: 'center', gap: vars.space.sm, marginTop: vars.space.sm });

export const receiptLines = style({ whiteSpace: 'pre-line' });
export const receiptIndent = style([receiptRow, { paddingInlineStart: '1.5ch' }]);
export const receiptFooter = style({ textAlign: 'center', whiteSpace: 'pre-line', fontSize: '11px', margin: '6px 0 0' });

/*
 * Printing while a receipt is on screen prints the receipt alone (docs/screens.md#receipt): every
 * element that neither is the receipt, nor is inside it, nor holds it is not printed at all (so no
 * blank pages follow), and the elements that hold it lose their layout (a side panel, a grid, a
 * scroll box) so it starts at the top of the page. The selectors outweigh any single class.
 */
const printing = 'body:has([data-receipt])';
globalStyle(`${printing} *:not([data-receipt]):not([data-receipt] *):not(:has([data-receipt]))`, { '@media': { print: { display: 'none' } } });
globalStyle(`${printing}, ${printing} *:has([data-receipt])`, {
  '@media': {
    print: {
      display: 'block',
      position: 'static',
      overflow: 'visible',
      width: 'auto',
      height: 'auto',
      minHeight: 0,
      maxHeight: 'none',
      margin: 0,
      padding: 0,
      border: 'none',
      boxShadow: 'none',
      background: 'none',
      transform: 'none',
    },
  },
});
globalStyle(`${printing} [data-receipt]`, { '@media': { print: { position: 'static', width: '72mm', maxWidth: 'none', border: 'none', padding: '0 0 4mm', margin: 0, boxShadow: 'none' } } });
globalStyle('[data-receipt] [data-print="hide"]', { '@media': { print: { display: 'none' } } });

/*
 * In Urdu the receipt's words print in Noto Naskh Arabic (src/views/i18n/urdu-type.ts loads it on an Urdu page);
 * its files cover the Arabic script only, so amounts, codes and Latin names keep the monospace font.
 */
globalStyle('html:lang(ur) [data-receipt]', { fontFamily: `'Noto Naskh Arabic', ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace` });
