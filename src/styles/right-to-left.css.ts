import { globalStyle, style } from '@vanilla-extract/css';

/*
 * What logical properties (margin-inline-start, text-align: end, …) cannot do alone when the page runs
 * right to left (`<html dir="rtl">`, docs/right-to-left.md). The selectors read the dir attribute, not
 * `:dir()`: the build lowers `:dir(rtl)` to a list of `:lang()`s, which a right-to-left page in
 * another language (the pseudo-locale) would not match.
 */

/** An icon that points (back, out, onward) faces the other way right to left. */
export const mirroredInRtl = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

/**
 * A cell of figures (amounts, quantities, signed changes, codes) reads left to right inside right-to-left
 * text: '−1' and '-Rs 5.00', never '1−' and 'Rs 5.00-'. Each paragraph takes its direction from its
 * first letter (plaintext), so an Urdu word in such a cell still reads right to left; the figures keep to
 * the inline end of the column (the left, right to left) whatever their own direction.
 */
export const figuresLeftToRight = style({ unicodeBidi: 'plaintext', selectors: { '[dir="rtl"] &': { textAlign: 'left' } } });
// A child laid out as a box of its own (a cell on a phone is a flex row) is a paragraph of its own.
globalStyle(`${figuresLeftToRight} > *`, { unicodeBidi: 'plaintext' });
