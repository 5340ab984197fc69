import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import { issuesToDetails } from '../../server/http/validate';
import { badBody, type BadBody } from './fuzz/bad-bodies';
import { sampleOf } from './fuzz/schema-arbitraries';
import { writeRoutes } from './fuzz/write-routes';
import { adminAndStaff } from './catalog-helpers';
import { call, rawRequest } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';

// Runs per route and driver: 27 routes × 40 ≈ 1,000 requests, ~20 s a driver. A fixed seed keeps CI
// repeatable; FUZZ_SEED and FUZZ_RUNS search further.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** What the server must answer for `text`: the schema's own refusal, or a reason before it. */
function expectedRefusal(schema: v.GenericSchema, text: string): { status: number; details?: ReturnType<typeof issuesToDetails> } | 'accepted' {
  if (Buffer.byteLength(text) > JSON_BODY_LIMIT_BYTES) return { status: 413 };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { status: 400 };
  }
  const result = v.safeParse(schema, value);
  return result.success ? 'accepted' : { status: 400, details: issuesToDetails(result.issues) };
}

/** Row counts of every table: a refused write changes none of them. */
async function rowCounts(server: TestServer): Promise<Record<string, number>> {
  const tables = (await server.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as { rows: { tablename: string }[] };
  const query = tables.rows.map(({ tablename }) => `select '${tablename}' as name, count(*)::int as n from "${tablename}"`).join(' union all ');
  const result = (await server.db.execute(sql.raw(query))) as unknown as { rows: { name: string; n: number }[] };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.n]));
}

describe.each(drivers)('every write route under generated bad bodies on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let before: Record<string, number>;
  const tally = { sent: 0, acceptedBySchema: 0 };

  beforeAll(async () => {
    server = await startTestServer(driver);
    ({ admin } = await adminAndStaff(server));
    await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } });
    before = await rowCounts(server);
  });
  afterAll(async () => {
    // Every refused body left every table as it was.
    expect(await rowCounts(server)).toEqual(before);
    await server.close();
  });

  it.each(writeRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers every body its schema refuses with a 4xx in the error shape',
    async (_name, route) => {
      const sample = sampleOf(route.body);
      // A path parameter names a record that does not exist: the body is checked before the lookup.
      const path = route.path.replace(/:id\b/g, '6f1d2b7e-0000-4000-8000-00000000f022');
      await fc.assert(
        fc.asyncProperty(badBody(sample), async ({ how, text }: BadBody) => {
          const expected = expectedRefusal(route.body, text);
          if (expected === 'accepted') {
            tally.acceptedBySchema += 1;
            return;
          }
          tally.sent += 1;
          // A malformed body for every write route of the table: raw.
          const response = await rawRequest(server, route.method, path, { token: admin, headers: { 'content-type': 'application/json' }, body: text });
          const answer = await response.json().catch(() => 'not JSON');
          const context = `${route.method} ${route.path} with ${how}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`;
          expect(answer, context).toEqual({ success: false, code: expect.any(String), message: expect.any(String), error: { details: expect.any(Array) } });
          expect(answer.error.details.length, context).toBeGreaterThan(0);
          for (const detail of answer.error.details) expect(detail, context).toEqual({ message: expect.any(String), path: expect.any(Array) });
          expect(response.status, context).toBe(expected.status);
          if (expected.details) expect(answer.error.details, context).toEqual(expected.details);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
      );
    },
  );

  it('sent most generated bodies (few were accepted by their schema)', () => {
    expect(tally.sent).toBeGreaterThan(tally.acceptedBySchema * 4);
  });
});
