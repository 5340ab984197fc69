import { globalStyle } from '@vanilla-extract/css';
import { systemFont, vars } from '../../styles/theme.css';

// Urdu letters in Noto Naskh Arabic, served from our own origin (src/views/i18n/urdu-type.ts); Latin letters,
// digits and codes keep the system font, since the font's files cover the Arabic script only (unicode-range).
// Naskh rather than Nastaliq, seen side by side at 1280 and 375 px: Nastaliq's tall, sloping lines made each
// sidebar row and low-stock entry about a third taller and pushed the top bar's title down, and its files weigh
// three times as much (159 KB against 53 KB a weight); Naskh keeps the rows as tall as English ones.
// The theme's body font itself, so whatever names it (the body, a toast, which sets its own family) reads Urdu in
// it: a toast that set the family only on the body showed boxes for ہ and ے.
globalStyle('html:lang(ur)', { vars: { [vars.font.body]: `'Noto Naskh Arabic', ${systemFont}` } });
