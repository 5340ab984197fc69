import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';

/** The system's own font, for every script it covers (src/views/i18n/urdu-type.css.ts puts Urdu's before it). */
export const systemFont = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#5b3cc4',
    brandStrong: '#4527a0',
    brandSoft: '#efeafd',
    accent: '#f28c28',
    text: '#1d2233',
    muted: '#626a7d',
    border: '#e2e4ec',
    surface: '#ffffff',
    page: '#f4f5fa',
    sidebar: '#1f1c3b',
    sidebarHover: '#2c2852',
    sidebarText: '#c9c6e6',
    sidebarActive: '#ffffff',
    danger: '#c62828',
    dangerSoft: '#fdecec',
    success: '#1b7f3b',
    successSoft: '#e7f6ec',
    focus: '#7c5cff',
    overlay: 'rgba(15, 12, 35, 0.45)',
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radius: { sm: '6px', md: '10px', lg: '14px', round: '999px' },
  font: {
    body: systemFont,
    sizeSm: '0.8125rem',
    sizeMd: '0.9375rem',
    sizeLg: '1.125rem',
    sizeXl: '1.5rem',
  },
  shadow: {
    card: '0 1px 2px rgba(20, 16, 60, 0.06), 0 4px 16px rgba(20, 16, 60, 0.06)',
    popover: '0 8px 28px rgba(20, 16, 60, 0.18)',
  },
  layout: {
    // docs/screens.md#toasts-and-timings: the sidebar is 18rem wide.
    sidebarWidth: '18rem',
    topBarHeight: '60px',
  },
});

/** From this width up the sidebar is always visible (docs/screens.md#layout-top-bar-and-sidebar: medium width). */
export const mediumUp = 'screen and (min-width: 768px)';

/** Below medium width (the sidebar is a drawer): lists show each row as a stacked card. */
export const belowMedium = 'screen and (max-width: 767px)';

/** A phone held upright: the top bar keeps only icons. */
export const phone = 'screen and (max-width: 479px)';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  color: vars.color.text,
  background: vars.color.page,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('a', { color: vars.color.brand });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('h1, h2, h3', { margin: 0, fontWeight: 650 });
