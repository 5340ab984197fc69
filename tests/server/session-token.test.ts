import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { sessionIdOf } from '../../server/auth/session-token';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';
const SESSION = '123e4567-e89b-12d3-a456-426614174000';
const now = 1_800_000_000;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the session token check', () => {
  it('accepts a token hono/jwt signed at login, and gives its session id', async () => {
    const token = await sign({ sub: 'u1', sid: SESSION, iat: now, exp: now + 60 }, SECRET, 'HS256');
    expect(sessionIdOf(token, SECRET, now)).toBe(SESSION);
  });

  it('refuses an expired token, another secret, a changed payload, alg none and garbage', async () => {
    const token = await sign({ sub: 'u1', sid: SESSION, iat: now, exp: now + 60 }, SECRET, 'HS256');
    expect(sessionIdOf(token, SECRET, now + 60)).toBeNull();
    expect(sessionIdOf(token, `${SECRET}x`, now)).toBeNull();
    const [header, , signature] = token.split('.');
    expect(sessionIdOf(`${header}.${b64({ sub: 'u1', sid: SESSION, exp: now + 9999 })}.${signature}`, SECRET, now)).toBeNull();
    expect(sessionIdOf(`${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sid: SESSION, exp: now + 60 })}.`, SECRET, now)).toBeNull();
    expect(sessionIdOf('not-a-token', SECRET, now)).toBeNull();
    expect(sessionIdOf('a.b.c', SECRET, now)).toBeNull();
  });

  it('refuses a signed token without an expiry or without a session id', async () => {
    expect(sessionIdOf(await sign({ sub: 'u1', sid: SESSION }, SECRET, 'HS256'), SECRET, now)).toBeNull();
    expect(sessionIdOf(await sign({ sub: 'u1', exp: now + 60 }, SECRET, 'HS256'), SECRET, now)).toBeNull();
    expect(sessionIdOf(await sign({ sub: 'u1', sid: 'x', exp: now + 60 }, SECRET, 'HS256'), SECRET, now)).toBeNull();
  });
});
