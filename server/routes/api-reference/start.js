// Loaded from our own origin before the viewer: the Content-Security-Policy allows no inline script,
// no CDN and no eval.

// The viewer's schema library probes for eval with Function('') unless told to run without it; under
// our CSP that probe is refused and reported as a violation.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

document.addEventListener('DOMContentLoaded', () => {
  /* global Scalar */
  Scalar.createApiReference('#reference', {
    url: '/api/openapi.json',
    withDefaultFonts: false,
    hideClientButton: true,
    // The theme names Inter, whose files come from Scalar's CDN: the system's fonts need no request.
    customCss: ':root, .light-mode, .dark-mode { --scalar-font: system-ui, sans-serif !important; --scalar-font-code: ui-monospace, monospace !important; }',
  });
});
