import { createHmac, timingSafeEqual } from 'node:crypto';

interface VerifiedToken {
  secret: string;
  sessionId: string;
  expiresAt: number;
  notBefore: number | undefined;
}

// Tokens whose signature has been checked, so a till's every request does not hash and parse its
// token again: GET /api/me on PostgreSQL spent ~5 % of its CPU here. A signature stays valid, so only
// the time claims are checked again. Only valid tokens enter, so garbage cannot fill it; past this
// many it starts again empty.
const MAX_VERIFIED_TOKENS = 10_000;
const verifiedTokens = new Map<string, VerifiedToken>();

function verify(token: string, secret: string): VerifiedToken | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    if (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')).alg !== 'HS256') return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid?: unknown; exp?: unknown; nbf?: unknown };
    if (typeof claims.exp !== 'number') return null;
    if (typeof claims.sid !== 'string' || !/^[0-9a-f-]{36}$/i.test(claims.sid)) return null;
    return { secret, sessionId: claims.sid, expiresAt: claims.exp, notBefore: typeof claims.nbf === 'number' ? claims.nbf : undefined };
  } catch {
    return null;
  }
}

/**
 * Checks a session token (an HS256 JWT, signed by hono/jwt at login) and returns its session id, or
 * null. Every authenticated request runs this, so it is synchronous node:crypto: hono/jwt's verify
 * goes through WebCrypto (a key import and a promise per call), measured at 100–400 µs a request
 * on this 2-core machine against ~5 µs here. Only HS256 is accepted, whatever the header says.
 */
export function sessionIdOf(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): string | null {
  let verified = verifiedTokens.get(token);
  if (!verified || verified.secret !== secret) {
    const checked = verify(token, secret);
    if (!checked) return null;
    if (verifiedTokens.size >= MAX_VERIFIED_TOKENS) verifiedTokens.clear();
    verifiedTokens.set(token, (verified = checked));
  }
  if (verified.expiresAt <= nowSeconds) return null;
  if (verified.notBefore !== undefined && verified.notBefore > nowSeconds) return null;
  return verified.sessionId;
}
