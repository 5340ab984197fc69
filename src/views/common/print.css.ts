import { globalStyle } from '@vanilla-extract/css';

/**
 * Print: a list prints as its table alone. The layout's top bar and sidebar, the toolbar
 * and the pager are screen furniture; the main area takes the whole sheet.
 */
globalStyle('#app-sidebar, #root header:not(main header), [data-print="hide"], [data-sonner-toaster]', { '@media': { print: { display: 'none !important' } } });
globalStyle('#root main', { '@media': { print: { marginInlineStart: '0 !important', padding: '0 !important' } } });
globalStyle('body', { '@media': { print: { background: '#fff !important' } } });
