import type { ServerResponse } from 'node:http';

type Header = readonly [name: string, value: string];

/**
 * docs/quality.md#reliability-and-security: a CSP without inline scripts, nosniff, frame-ancestors 'none', a Referrer-Policy
 * and no-store.
 * Styles may be inline: sonner injects its stylesheet and chart.js sizes its canvas at run time.
 */
export function securityHeaders(connectOrigins: readonly string[]): readonly Header[] {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${connectOrigins.map((origin) => ` ${origin}`).join('')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // API answers hold one signed-in person's shop data: no cache keeps them. What may be kept (the
    // built files, the uploads, the API reference) says so itself, and its value wins.
    ['Cache-Control', 'no-store'],
  ];
}

/**
 * Puts the headers on the Node response before the app runs, so every answer carries them (the API,
 * the pages, the uploads, the adapter's own refusals) and a route's own value for one of them wins.
 * Set in the app instead, through Hono's c.header, each request built a WHATWG Headers object that
 * @hono/node-server then copied back into Node's: GET /api/me on PostgreSQL answered 11,324 req/s
 * that way against 11,960 this way (bench/RESULTS.md section 3).
 */
export function setSecurityHeaders(response: ServerResponse, headers: readonly Header[]): void {
  for (const [name, value] of headers) response.setHeader(name, value);
}
