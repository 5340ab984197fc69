import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_ZONES } from '../../src/domain/time-zones';
import { calendarDateIn } from '../../src/domain/calendar-date';
import { drivers, startTestServer, type TestServer } from './harness';
import { adminAndStaff } from './catalog-helpers';
import { call } from './route-client';

/**
 * Every time zone General Setting offers (src/domain/time-zones.ts) is one the database knows, since
 * the reports and the receipt numbers reckon the shop's day in SQL, and one Intl knows, since the
 * screens and the server's dates reckon it in JavaScript: the two must agree on the day.
 */
describe.each(drivers)('time zones on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());

  it('the database and Intl know each zone offered, and both reckon the same day in it', async () => {
    const instant = '2026-03-29T22:30:00Z';
    const result = (await server.db.execute(
      sql`select z.name, to_char((${instant}::timestamptz at time zone z.name)::date, 'YYYY-MM-DD') as day
          from unnest(${sql.raw(`ARRAY[${TIME_ZONES.map((zone) => `'${zone}'`).join(',')}]`)}::text[]) as z(name)`,
    )) as unknown as { rows: { name: string; day: string }[] };
    const inDatabase = Object.fromEntries(result.rows.map((row) => [row.name, row.day]));
    const inIntl = Object.fromEntries(TIME_ZONES.map((zone) => [zone, calendarDateIn(new Date(instant), zone)]));
    expect(inDatabase).toEqual(inIntl);
    expect(TIME_ZONES.length).toBeGreaterThan(400);
  });

  it('General Setting saves any zone offered and refuses a name that is none, under timeZone', async () => {
    await server.reset();
    const { admin } = await adminAndStaff(server);
    const settings = (await call(server, 'GET /api/settings', admin)).body;
    const saved = await call(server, 'PUT /api/settings', admin, { json: { ...settings, timeZone: 'Asia/Kolkata', currency: 'United Arab Emirates Dirham' } });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({ timeZone: 'Asia/Kolkata', currency: 'United Arab Emirates Dirham' });
    expect((await call(server, 'GET /api/settings', admin)).body).toMatchObject({ timeZone: 'Asia/Kolkata', currency: 'United Arab Emirates Dirham' });
    const refused = await call(server, 'PUT /api/settings', admin, { json: { ...settings, timeZone: 'Mars/Olympus_Mons' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details[0].path).toEqual(['timeZone']);
  });
});
