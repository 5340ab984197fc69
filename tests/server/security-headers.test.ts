import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../server/http/security-headers';

describe('the security headers', () => {
  it("let the pages call the shop's other origins (CORS_ORIGINS) and nothing else", () => {
    const csp = (origins: string[]) => new Map(securityHeaders(origins)).get('Content-Security-Policy');
    expect(csp(['https://till.example.com'])).toContain("connect-src 'self' https://till.example.com;");
    expect(csp([])).toContain("connect-src 'self';");
  });
});
