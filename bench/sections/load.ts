import { fixed } from '../lib/markdown';
import { measureLoad, type LoadOptions, type LoadRequest, type LoadResult } from '../lib/load';
import { createBenchUser } from '../lib/shopdesk-server';

// Login is argon2-bound on 2 cores: few connections and a fixed amount keep it short and honest.
export const LOGIN_LOAD: LoadOptions = { connections: 4, amount: 200, maxSeconds: 10, warmup: { amount: 8 } };
export const LIGHT_LOAD: LoadOptions = { connections: 10, durationSeconds: 5, maxSeconds: 10, warmup: { durationSeconds: 1 } };

export const LOAD_HEADER = ['Scenario', 'Database', 'Conns', '2xx', 'Non-2xx / errors', 'req/s', '% of ceiling req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'Budget', 'Result'];

export function loadRow(scenario: string, database: string, options: LoadOptions, result: LoadResult, ceilingRps?: number): string[] {
  const failures = result.notOk + result.errors;
  return [
    scenario,
    database,
    String(options.connections),
    String(result.ok),
    `${result.notOk} / ${result.errors}`,
    fixed(result.requestsPerSecond, 0),
    ceilingRps ? `${fixed((100 * result.requestsPerSecond) / ceilingRps, 2)} %` : '—',
    fixed(result.p50, 2),
    fixed(result.p95, 2),
    fixed(result.p99, 2),
    'none set',
    failures === 0 && result.ok > 0 ? 'ok (all 2xx)' : `**FAIL** (${failures} not 2xx)`,
  ];
}

export function notMeasuredRows(database: string, reason: string): string[][] {
  return ['POST /auth/login', 'GET /api/me'].map((scenario) => [scenario, database, '—', '—', '—', `not measured: ${reason}`, '—', '—', '—', '—', 'none set', '—']);
}

/** Login and /api/me against one running ShopDesk server; meRps for the comparison with the SELECT ceiling. */
export async function loadShopDesk(baseUrl: string, database: string, ceilingRps?: number): Promise<{ rows: string[][]; meRps: number }> {
  const user = await createBenchUser(baseUrl);
  const login: LoadRequest = {
    url: `${baseUrl}/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  };
  console.log(`[bench] ${database}: POST /auth/login…`);
  const loginResult = await measureLoad(login, LOGIN_LOAD);
  console.log(`[bench] ${database}: GET /api/me…`);
  const meResult = await measureLoad({ url: `${baseUrl}/api/me`, headers: { authorization: `Bearer ${user.token}` } }, LIGHT_LOAD);
  return {
    rows: [loadRow('POST /auth/login', database, LOGIN_LOAD, loginResult, ceilingRps), loadRow('GET /api/me', database, LIGHT_LOAD, meResult, ceilingRps)],
    meRps: meResult.requestsPerSecond,
  };
}

/** Every authenticated read at least this share of Hono plus one indexed SELECT on the same driver. */
export const READ_TARGET_PERCENT = 70;
export const READ_CEILING_HEADER = ['Database', 'Hono + one indexed SELECT req/s (ceiling)', 'p50 ms', 'p95 ms', 'GET /api/me req/s', '% of this ceiling', 'Target', 'Result'];

export function readCeilingRow(database: string, ceiling: LoadResult | string, meRps: number | undefined): string[] {
  if (typeof ceiling === 'string') return [database, `not measured: ${ceiling}`, '—', '—', fixed(meRps, 0), '—', `≥ ${READ_TARGET_PERCENT} %`, '—'];
  const percent = meRps === undefined ? undefined : (100 * meRps) / ceiling.requestsPerSecond;
  const result = percent === undefined ? '—' : percent >= READ_TARGET_PERCENT ? 'pass' : '**FAIL**';
  return [database, fixed(ceiling.requestsPerSecond, 0), fixed(ceiling.p50, 2), fixed(ceiling.p95, 2), fixed(meRps, 0), percent === undefined ? '—' : `${fixed(percent, 1)} %`, `≥ ${READ_TARGET_PERCENT} %`, result];
}
