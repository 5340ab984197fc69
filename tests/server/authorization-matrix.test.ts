/**
 * Every route of the table × every kind of caller gets exactly what the table
 * says: 401 for a missing or bad token, 403 (with the rule's message) for a caller its permission
 * leaves out, and neither for everyone else. Generated from server/routes/route-table.ts, so a new
 * route is covered the moment it is declared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sign } from 'hono/jwt';
import { allows, refusalMessage } from '../../src/domain/access-rules';
import type { Access } from '../../src/domain/auth.schemas';
import { DEFAULT_GENERAL_SETTINGS } from '../../src/domain/default-general-settings';
import type { StaffAccess } from '../../src/domain/shop-constants';
import { shopSettings } from '../../server/db/schema';
import { routeTable } from '../../server/routes/route-table';
import type { AnyRoute } from '../../server/routes/route';
import { call, rawRequest } from './route-client';
import { drivers, logIn, signUp, signUpApproved, startTestServer, TEST_JWT_SECRET, type TestServer } from './harness';

// Names no record: routes with an :id get as far as their 404, never touching a real row.
const concretePath = (path: string) => path.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');

type Caller =
  | { label: string; kind: 'bad'; authorization: (tokens: Tokens) => string | undefined }
  | { label: string; kind: 'signed-in'; access: Access; staffAccess?: StaffAccess };
type Tokens = Record<string, string>;

const callers: Caller[] = [
  { label: 'no token', kind: 'bad', authorization: () => undefined },
  { label: 'a malformed token', kind: 'bad', authorization: () => 'Bearer not-a-jwt' },
  { label: 'a token signed with another secret', kind: 'bad', authorization: (tokens) => `Bearer ${tokens.forged}` },
  { label: 'an expired token', kind: 'bad', authorization: (tokens) => `Bearer ${tokens.expired}` },
  { label: 'a token revoked by logout', kind: 'bad', authorization: (tokens) => `Bearer ${tokens.revoked}` },
  { label: 'staff with All Records', kind: 'signed-in', access: 'all', staffAccess: 'All Records' },
  { label: 'staff with Own Records', kind: 'signed-in', access: 'own', staffAccess: 'Own Records' },
  { label: 'staff with Limited Access', kind: 'signed-in', access: 'limited', staffAccess: 'Limited Access' },
  { label: 'an admin', kind: 'signed-in', access: 'admin' },
];

function expectedAnswer(route: AnyRoute, caller: Caller): 401 | 403 | 'served' {
  if (route.access === 'public') return 'served';
  if (caller.kind === 'bad') return 401;
  return allows(caller.access, route.access) ? 'served' : 403;
}

// Logging out ends the caller's session: it runs last for each caller.
const endsSession = (route: AnyRoute) => route.path === '/auth/logout';
const routesInOrder = [...routeTable.filter((route) => !endsSession(route)), ...routeTable.filter(endsSession)];

describe.each(drivers)('authorization matrix on %s', (driver) => {
  let server: TestServer;
  const tokens: Tokens = {};

  async function setStaffAccess(staffAccess: StaffAccess) {
    const { updatedAt: _updatedAt, ...settings } = DEFAULT_GENERAL_SETTINGS;
    const values = { ...settings, staffAccess };
    await server.db.insert(shopSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: shopSettings.id, set: values });
  }

  beforeAll(async () => {
    server = await startTestServer(driver);
    await signUp(server.app, 'Owner', 'owner@example.com');
    await signUpApproved(server, 'Staff', 'staff@example.com');
    tokens.revoked = await logIn(server.app, 'owner@example.com');
    await call(server, 'POST /auth/logout', tokens.revoked);
    const live = await logIn(server.app, 'owner@example.com');
    const payload = JSON.parse(Buffer.from(live.split('.')[1], 'base64url').toString());
    tokens.expired = await sign({ ...payload, exp: Math.floor(Date.now() / 1000) - 60 }, TEST_JWT_SECRET, 'HS256');
    tokens.forged = await sign(payload, 'not-the-server-secret', 'HS256');
  });
  afterAll(() => server.close());

  it('serves no /api or /auth route that the table lacks, and every route it has', () => {
    const served = server.app.routes
      .filter((route) => route.method !== 'ALL' && (route.path.startsWith('/api/') || route.path.startsWith('/auth/')))
      .map((route) => `${route.method} ${route.path}`);
    expect([...new Set(served)].sort()).toEqual(routeTable.map((route) => `${route.method} ${route.path}`).sort());
  });

  for (const caller of callers) {
    describe(caller.label, () => {
      let authorization: string | undefined;
      beforeAll(async () => {
        if (caller.kind === 'bad') {
          authorization = caller.authorization(tokens);
          return;
        }
        // Staff Access is the shop's General Setting: each staff caller is the same member under another setting.
        if (caller.staffAccess) await setStaffAccess(caller.staffAccess);
        authorization = `Bearer ${await logIn(server.app, caller.access === 'admin' ? 'owner@example.com' : 'staff@example.com')}`;
      });

      for (const route of routesInOrder) {
        const expected = expectedAnswer(route, caller);
        it(`${route.method} ${route.path}: ${expected === 'served' ? 'not refused' : expected}`, async () => {
          // Every route of the table, walked at run time with every kind of caller: raw, as no call names them one by one.
          const response = await rawRequest(server, route.method, concretePath(route.path), { headers: authorization ? { authorization } : {} });
          if (expected === 'served') {
            expect(response.status).not.toBe(401);
            expect(response.status).not.toBe(403);
            expect(response.status).toBeLessThan(500);
            return;
          }
          expect(response.status).toBe(expected);
          const body = await response.json();
          expect(body).toMatchObject({ success: false, message: expect.any(String), error: { details: expect.any(Array) } });
          if (expected === 403) expect(body.message).toBe(refusalMessage(route.access as Exclude<AnyRoute['access'], 'public'>));
        });
      }
    });
  }
});
