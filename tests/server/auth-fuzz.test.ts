import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { sessions, users } from '../../server/db/schema';
import { rawRequest } from './route-client';
import { drivers, signUp, startTestServer, type TestServer } from './harness';

/**
 * Bodies a broken client or an attacker might send: any JSON, and near-misses of the real shape.
 * `extra` is never undefined: JSON would drop it and leave a valid sign-up (a 201 in CI, seed 1441762558).
 */
const strangeBody = fc.oneof(
  fc.jsonValue(),
  fc.record(
    { name: fc.oneof(fc.string(), fc.integer(), fc.constant(null)), email: fc.oneof(fc.string(), fc.emailAddress(), fc.boolean()), password: fc.oneof(fc.string({ maxLength: 7 }), fc.string({ minLength: 129, maxLength: 200 }), fc.array(fc.string())) },
    { requiredKeys: [] },
  ),
  fc.record({ name: fc.string({ minLength: 1 }), email: fc.emailAddress(), password: fc.string({ minLength: 8, maxLength: 20 }), extra: fc.anything().filter((value) => value !== undefined) }),
);

describe.each(drivers)('auth routes under generated bad input on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
    await signUp(server.app);
  });
  afterAll(() => server.close());

  const counts = async () => {
    const [{ value: userCount }] = await server.db.select({ value: count() }).from(users);
    const [{ value: sessionCount }] = await server.db.select({ value: count() }).from(sessions);
    return { userCount, sessionCount };
  };

  for (const path of ['/auth/signup', '/auth/login']) {
    it(`POST ${path} always answers 4xx with a message and changes nothing`, async () => {
      const before = await counts();
      await fc.assert(
        fc.asyncProperty(strangeBody, async (body) => {
          // Any JSON value, not only objects: raw.
          const response = await rawRequest(server, 'POST', path, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          const answer = await response.json();
          expect(answer.success).toBe(false);
          expect(answer.message).toEqual(expect.any(String));
          expect(answer.error.details[0].message).toEqual(expect.any(String));
        }),
        { numRuns: 60 },
      );
      expect(await counts()).toEqual(before);
    });
  }
});
