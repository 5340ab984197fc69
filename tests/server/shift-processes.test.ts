import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { drivers } from './harness';
import { freePort, ready, spawnServer, stop, type ServerProcess } from './server-process';

/**
 * One open shift per till (docs/tills-and-shifts.md#shifts) holds across server processes: two real
 * processes on one PostgreSQL database open a shift on the same till at the same moment, round after
 * round. The till's row lock and the partial unique index are the only things they share.
 */
const JWT_SECRET = 'shift-processes-secret-long-enough-for-hs256';
const owner = { name: 'Ayesha Khan', email: 'ayesha@example.com', password: 'counter-pass-1' };
const ROUNDS = 30;

const folders: string[] = [];
const databases: string[] = [];
const running: ServerProcess[] = [];

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const server of running) await stop(server);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  for (const name of databases) await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

async function start(databaseUrl: string): Promise<ServerProcess> {
  const folder = mkdtempSync(join(tmpdir(), 'shopdesk-shifts-'));
  folders.push(folder);
  const server = spawnServer({ JWT_SECRET, DATA_DIR: folder, DATABASE_URL: databaseUrl, PORT: String(await freePort()) });
  running.push(server);
  await ready(server, 90_000);
  return server;
}

async function send(url: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describe.each(drivers.filter((driver) => driver === 'postgres'))('two server processes on one %s database', () => {
  it(`open a shift on the same till at once, ${ROUNDS} rounds: each round exactly one opens it and the other is refused with 409`, async () => {
    const name = `shopdesk_test_${randomBytes(6).toString('hex')}`;
    await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
    databases.push(name);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    // The first applies the migrations; the second finds them applied.
    const first = await start(url.toString());
    const second = await start(url.toString());
    expect((await send(first.url, 'POST', '/auth/signup', undefined, owner)).status).toBe(201);
    const token = (await send(second.url, 'POST', '/auth/login', undefined, { email: owner.email, password: owner.password })).body.jwtToken as string;
    const [till] = (await send(first.url, 'GET', '/api/tills', token)).body as { _id: string; name: string }[];
    expect(till!.name).toBe('Till 1');

    const rounds: { statuses: number[]; refusal: unknown }[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const answers = await Promise.all([first, second].map((server, index) => send(server.url, 'POST', `/api/tills/${till!._id}/shifts`, token, { float: round * 10 + index })));
      const opened = answers.filter((answer) => answer.status === 201);
      const refused = answers.find((answer) => answer.status !== 201);
      rounds.push({ statuses: answers.map((answer) => answer.status).sort(), refusal: refused?.body.error.details });
      // The one that opened it closes it with the count it expects, so the next round starts with none open.
      if (opened.length === 1) {
        const { shift, float } = opened[0]!.body;
        expect(shift.number).toBe(round);
        const closed = await send(first.url, 'POST', `/api/shifts/${shift._id}/close`, token, { counted: float });
        expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      }
    }
    const refusal = [{ path: ['till'], message: 'Till 1 already has an open shift. Close it first.' }];
    expect(rounds).toEqual(Array.from({ length: ROUNDS }, () => ({ statuses: [201, 409], refusal })));

    // Read back from the database: one shift a round, numbered 1 to ROUNDS without a gap, none left open.
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows } = await client.query(`select count(*)::int as shifts, count(distinct number)::int as numbers, max(number) as last, count(*) filter (where status = 'open')::int as open from shifts`);
      expect(rows).toEqual([{ shifts: ROUNDS, numbers: ROUNDS, last: ROUNDS, open: 0 }]);
    } finally {
      await client.end();
    }
    await Promise.all([stop(first), stop(second)]);
  }, 180_000);
});
