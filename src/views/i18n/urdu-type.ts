// The Urdu typeface and the rule that uses it: a chunk of its own, fetched only when the page is shown in
// Urdu (src/views/i18n/show-in.ts), so English screens never download it. The font files are Fontsource's,
// bundled by Vite and served from our own origin.
import '@fontsource/noto-naskh-arabic/arabic-400.css';
import '@fontsource/noto-naskh-arabic/arabic-700.css';
import './urdu-type.css';
