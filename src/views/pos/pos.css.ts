import { style, globalStyle } from '@vanilla-extract/css';
import { mediumUp, vars } from '../../styles/theme.css';
import { figuresLeftToRight } from '../../styles/right-to-left.css';

export const till = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const selects = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  '@media': { [mediumUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { 'screen and (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 6fr)' } },
});

/** The second column (right, or left right to left): the last receipt (until the next sale starts) above the product tiles. */
export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const searchBox = style({ position: 'relative' });

export const matches = style({
  position: 'absolute',
  zIndex: 5,
  insetInlineStart: 0,
  insetInlineEnd: 0,
  top: '100%',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.popover,
  maxHeight: '15rem',
  overflowY: 'auto',
});

export const message = style({ color: vars.color.danger, fontSize: vars.font.sizeSm, margin: 0 });
export const notice = style({ color: vars.color.muted, fontSize: vars.font.sizeSm, margin: 0 });

export const cartScroll = style({ overflowX: 'auto', maxHeight: '22rem', overflowY: 'auto' });
export const cartTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeMd });
globalStyle(`${cartTable} th, ${cartTable} td`, { padding: `${vars.space.sm} ${vars.space.xs}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'start' });
globalStyle(`${cartTable} th`, { fontSize: vars.font.sizeSm, color: vars.color.muted, fontWeight: 600 });
export const numeric = style([figuresLeftToRight, { textAlign: 'end', whiteSpace: 'nowrap' }]);
globalStyle(`${cartTable} td${numeric}, ${cartTable} th${numeric}`, { textAlign: 'end' });
globalStyle(`[dir="rtl"] ${cartTable} td${numeric}, [dir="rtl"] ${cartTable} th${numeric}`, { textAlign: 'left' });
/** A line a checkout was refused for (short of stock): tinted, with the reason under its name. */
export const shortRow = style({ background: vars.color.dangerSoft });
export const quantityProblem = style({ fontSize: vars.font.sizeSm, color: vars.color.danger, paddingTop: 0 });
export const shortNote = style({ display: 'block', fontSize: vars.font.sizeSm, color: vars.color.danger });
export const lineNote = style({ display: 'block', fontSize: vars.font.sizeSm, color: vars.color.success });
/** A line's product tax under its name: read beside the Total it is part of, quieter than the name. */
export const taxNote = style({ display: 'block', fontSize: vars.font.sizeSm, color: vars.color.muted });
export const quantity = style({ display: 'inline-flex', alignItems: 'center', gap: '2px', '@media': { [mediumUp]: { gap: vars.space.xs } } });
/** Holds three digits on a phone (four from a tablet up; more scroll inside the box) and leaves Total on a phone's row. */
export const quantityInput = style({
  width: '2.25rem',
  height: '28px',
  '@media': { [mediumUp]: { width: '3.25rem', height: '32px' } },
  padding: `0 ${vars.space.xs}`,
  textAlign: 'center',
  font: 'inherit',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
/** 28 px on a phone, where the row must leave room for Total beside the Qty box; 32 px from a tablet up. */
export const stepButton = style({
  width: '28px',
  height: '28px',
  '@media': { [mediumUp]: { width: '32px', height: '32px' } },
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
});

export const summary = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm, '@media': { [mediumUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } });
export const figure = style({ display: 'flex', flexDirection: 'column', gap: '2px' });
export const figureLabel = style({ fontSize: vars.font.sizeSm, color: vars.color.muted });
export const figureValue = style({ fontWeight: 650 });
export const grandTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.font.sizeLg,
  fontWeight: 700,
});
export const chargeInput = style({ width: '100%', minWidth: 0 });


export const tabs = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.muted,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand } },
});

export const filterTiles = style({ display: 'flex', gap: vars.space.sm, overflowX: 'auto', paddingBottom: vars.space.xs });
export const filterTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: '84px',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});
export const tileImage = style({ width: '48px', height: '48px', objectFit: 'contain', borderRadius: vars.radius.sm });
export const noTileImage = style([tileImage, { display: 'grid', placeItems: 'center', background: vars.color.page, color: vars.color.muted, fontWeight: 700 }]);

export const productGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
  gap: vars.space.sm,
});
export const productTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  textAlign: 'center',
  cursor: 'pointer',
  minWidth: 0,
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const productImage = style({ width: '72px', height: '72px', objectFit: 'contain' });
export const noProductImage = style([productImage, { display: 'grid', placeItems: 'center', background: vars.color.page, color: vars.color.muted, fontSize: vars.font.sizeXl, fontWeight: 700, borderRadius: vars.radius.sm }]);
export const tileName = style({ overflow: 'hidden', textOverflow: 'ellipsis', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', wordBreak: 'break-word' });
export const tilePrice = style({ fontWeight: 650, color: vars.color.brandStrong });
export const tileStock = style({ fontSize: vars.font.sizeSm, color: vars.color.muted });

export const pager = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });

export const customerRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });
export const grow = style({ flex: 1, minWidth: 0 });
export const payButtons = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm, '@media': { [mediumUp]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } } });
export const payButton = style({ flexDirection: 'column', gap: 0, padding: `${vars.space.xs} ${vars.space.sm}`, minHeight: '48px' });
export const shortcut = style({ fontSize: '0.7rem', fontWeight: 500, opacity: 0.85 });
export const noticeBox = style({ padding: vars.space.md, borderRadius: vars.radius.sm, margin: 0, selectors: { '&[data-kind="error"]': { background: vars.color.dangerSoft, color: vars.color.danger }, '&[data-kind="info"]': { background: vars.color.successSoft, color: vars.color.success } } });
export const noticeActions = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.sm, flexWrap: 'wrap' });
export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxHeight: '80vh', overflowY: 'auto' });
export const dialogWide = style({ width: 'min(560px, calc(100vw - 24px))' });
export const formGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: vars.space.sm });
export const methodRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const methodButton = style({ selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft } } });
export const paymentList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const paymentItem = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });
export const recentTable = style([cartTable]);
export const tillChoices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'stretch' });
export const shiftBar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const shiftName = style({ margin: 0, fontWeight: 650 });
export const shiftActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
