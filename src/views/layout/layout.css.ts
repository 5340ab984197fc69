import { style, globalStyle } from '@vanilla-extract/css';
import { mediumUp, phone, vars } from '../../styles/theme.css';

export const shell = style({ minHeight: '100vh' });

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  height: vars.layout.topBarHeight,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [phone]: { padding: `0 ${vars.space.sm}`, gap: vars.space.xs },
    [mediumUp]: { marginInlineStart: vars.layout.sidebarWidth },
  },
});

export const menuButton = style({ '@media': { [mediumUp]: { display: 'none' } } });

export const brandTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 700,
  fontSize: vars.font.sizeLg,
  color: vars.color.brand,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  // A long shop title ('Lahore Electronics') is cut with an ellipsis rather than pushing the avatar off a phone.
  minWidth: 0,
  overflow: 'hidden',
  '@media': { [phone]: { fontSize: vars.font.sizeMd }, [mediumUp]: { display: 'none' } },
});

globalStyle(`${brandTitle} span`, { overflow: 'hidden', textOverflow: 'ellipsis' });
globalStyle(`${brandTitle} > *`, { flexShrink: 0 });
globalStyle(`${brandTitle} > span`, { flexShrink: 1 });

export const topBarEnd = style({ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 });

export const posButton = style({ minHeight: '36px', '@media': { [phone]: { padding: `0 ${vars.space.md}` } } });

/** On a phone the POS button shows its icon alone; the word stays for screen readers. */
export const posLabel = style({
  '@media': {
    [phone]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});

export const hideOnPhone = style({ '@media': { [phone]: { display: 'none' } } });

export const popoverAnchor = style({ position: 'relative' });

export const popover = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 8px)',
  minWidth: '220px',
  // On a 320 px phone a panel never reaches past the screen's far edge.
  maxWidth: 'calc(100vw - 16px)',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.sm,
  zIndex: 30,
  // On a phone a panel hangs under the top bar across the screen, whichever button opened it: hung from its
  // button's inline end, the bell's panel ran 70 px off the right edge at 375 px right to left (the bell is not
  // the last button there, docs/right-to-left.md).
  '@media': { [phone]: { position: 'fixed', top: `calc(${vars.layout.topBarHeight} + 4px)`, insetInline: '8px', minWidth: 0, maxWidth: 'none' } },
});

export const popoverHeading = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.muted,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.xs,
});

// One menu entry look for the top bar's menus and the rows' action menus.
export { menuItem } from '../../styles/controls.css';

export const emptyNote = style({ padding: vars.space.md, color: vars.color.muted, fontSize: vars.font.sizeSm, margin: 0 });

export const accountButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'transparent',
  font: 'inherit',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(0,0,0,0.05)' } },
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: '#fff',
  fontWeight: 700,
  fontSize: vars.font.sizeSm,
});

export const roleLabel = style({ fontWeight: 600, fontSize: vars.font.sizeSm, '@media': { [phone]: { display: 'none' } } });

export const sidebar = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: 40,
  width: vars.layout.sidebarWidth,
  maxWidth: '85vw',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.sidebar,
  color: vars.color.sidebarText,
  // The closed drawer waits past the inline-start edge: the left one, or the right one in right to left.
  // It is hidden once its slide out is over, so a change of direction (English to Urdu), which moves it
  // from one edge to the other in the same 200 ms, never sweeps it across the screen.
  transform: 'translateX(-100%)',
  visibility: 'hidden',
  transition: 'transform 200ms ease, visibility 0s linear 200ms',
  overflowY: 'auto',
  selectors: { '[dir="rtl"] &': { transform: 'translateX(100%)' } },
  '@media': { [mediumUp]: { transform: 'none', visibility: 'visible', maxWidth: 'none', selectors: { '[dir="rtl"] &': { transform: 'none' } } } },
});

export const sidebarOpen = style({
  transform: 'translateX(0)',
  visibility: 'visible',
  transition: 'transform 200ms ease, visibility 0s',
  boxShadow: vars.shadow.popover,
  selectors: { '[dir="rtl"] &': { transform: 'translateX(0)' } },
});

export const sidebarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: vars.layout.topBarHeight,
  padding: `0 ${vars.space.lg}`,
  color: '#fff',
  fontWeight: 700,
  fontSize: vars.font.sizeLg,
  borderBottom: '1px solid rgba(255,255,255,0.08)',
});

export const sidebarBrand = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: '#fff', textDecoration: 'none' });

export const drawerClose = style({ color: '#fff', '@media': { [mediumUp]: { display: 'none' } } });

export const nav = style({ display: 'flex', flexDirection: 'column', gap: '2px', padding: vars.space.md });

const navRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  padding: `10px ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.sidebarText,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.sidebarHover, color: '#fff' } },
});

export const navLink = navRow;
export const navGroupButton = navRow;

export const navActive = style({ background: vars.color.brand, color: vars.color.sidebarActive, selectors: { '&:hover': { background: vars.color.brand } } });

export const chevron = style({ marginInlineStart: 'auto', transition: 'transform 150ms' });
export const chevronOpen = style({ transform: 'rotate(180deg)' });

export const subLinks = style({ display: 'flex', flexDirection: 'column', gap: '2px', paddingBlock: `2px ${vars.space.sm}`, paddingInline: '42px 0' });

export const subLink = style({
  display: 'block',
  padding: `7px ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.sidebarText,
  textDecoration: 'none',
  fontSize: vars.font.sizeSm,
  selectors: { '&:hover': { color: '#fff', background: vars.color.sidebarHover } },
});

export const subLinkActive = style({ color: '#fff', fontWeight: 650, background: 'rgba(124, 92, 255, 0.25)' });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 35,
  background: vars.color.overlay,
  border: 'none',
  padding: 0,
  '@media': { [mediumUp]: { display: 'none' } },
});

export const main = style({
  padding: vars.space.xl,
  minWidth: 0,
  '@media': { [phone]: { padding: `${vars.space.lg} ${vars.space.sm}` }, [mediumUp]: { marginInlineStart: vars.layout.sidebarWidth } },
});

export const loading = style({ color: vars.color.muted });

globalStyle(`${popover} ul`, { listStyle: 'none', margin: 0, padding: 0 });

export const brandLogo = style({ width: '28px', height: '28px', objectFit: 'contain', borderRadius: vars.radius.sm, background: '#fff' });

/** The bell's count. */
export const countBadge = style({
  position: 'absolute',
  top: '2px',
  insetInlineEnd: '0',
  minWidth: '18px',
  height: '18px',
  padding: '0 4px',
  borderRadius: vars.radius.round,
  background: vars.color.danger,
  color: '#fff',
  fontSize: '0.6875rem',
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
});

export const lowStockList = style({ maxHeight: '60vh', overflowY: 'auto', width: 'min(320px, calc(100vw - 32px))', '@media': { [phone]: { width: 'auto' } } });

export const lowStockEntry = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2px', padding: `${vars.space.sm} ${vars.space.md}` });

export const lowStockDetail = style({ fontSize: vars.font.sizeSm, color: vars.color.danger });
