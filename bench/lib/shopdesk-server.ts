import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type RunningServer } from './server-process';

export interface ShopDeskServerOptions {
  repo: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  staticDir: string;
  jwtSecret?: string;
  /** How long the first answer may take; a kept database may first apply new migrations (a backfill takes minutes). */
  timeoutMs?: number;
  /** More of the server's environment, e.g. NODE_OPTIONS for section 8's SQL recorder (bench/lib/sql-recorder.mjs). */
  env?: Record<string, string>;
}

/**
 * The command `npm start` runs after its build: package.json's "serve" script, which "start" must end
 * with (checked, so the bench cannot drift from it). `node` is this node; no shell, no npm in between.
 */
export function serveCommand(repo: string): { command: string; args: string[]; text: string } {
  const scripts = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).scripts ?? {};
  const serve = String(scripts.serve ?? '');
  if (!serve || !String(scripts.start ?? '').endsWith(serve)) {
    throw new Error(`package.json: "start" (${scripts.start}) does not end with "serve" (${serve})`);
  }
  const [program, ...args] = serve.trim().split(/\s+/);
  if (/[|&;<>$`'"]/.test(serve)) throw new Error(`package.json "serve" needs a shell: ${serve}`);
  const command = program === 'node' ? process.execPath : join(repo, 'node_modules', '.bin', program);
  return { command, args, text: serve };
}

/** Starts the real server the way `npm start` does after its build (see serveCommand). */
export function startShopDesk(options: ShopDeskServerOptions): Promise<RunningServer> {
  const { command, args } = serveCommand(options.repo);
  // BENCH_CPU_PROF=<folder>: a V8 CPU profile of the server, written there when it stops (how the costs
  // of section 8 were found; node refuses --cpu-prof in NODE_OPTIONS).
  if (process.env.BENCH_CPU_PROF) args.unshift('--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`);
  return startServer({
    cwd: options.repo,
    command,
    args,
    env: {
      DATA_DIR: options.dataDir,
      // Empty means "use PGlite" to server/config.ts, whatever the calling shell exported.
      DATABASE_URL: options.databaseUrl ?? '',
      STATIC_DIR: options.staticDir,
      ...(options.jwtSecret ? { JWT_SECRET: options.jwtSecret } : {}),
      ...options.env,
    },
    port: options.port,
    healthPath: '/healthz',
    serverCommandPattern: /build\/server\/main\.js/,
    timeoutMs: options.timeoutMs ?? 60_000,
  });
}

export interface BenchUser {
  email: string;
  password: string;
  token: string;
}

async function postJson(url: string, body: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, json: await response.json().catch(() => undefined) };
}

/**
 * Signs up the bench's account (or finds it, in a kept catalog database) and logs in once, so the
 * load scenarios only ever make successful requests. It must be the database's first account: a
 * later sign-up waits for an admin's approval.
 */
export async function createBenchUser(baseUrl: string): Promise<BenchUser> {
  const email = 'bench@shopdesk.test';
  const password = 'bench-password-1234';
  // A kept database has the account already: sign in first, and sign up only when that is refused
  // (the shop limits sign-ups from one address, and a morning of bench runs reached the limit).
  let login = await postJson(`${baseUrl}/auth/login`, { email, password });
  if (login.status === 401) {
    const signup = await postJson(`${baseUrl}/auth/signup`, { name: 'Bench User', email, password });
    if (signup.status !== 201 && signup.status !== 409) throw new Error(`signup answered ${signup.status}: ${JSON.stringify(signup.json)}`);
    login = await postJson(`${baseUrl}/auth/login`, { email, password });
  }
  if (login.status === 403) {
    throw new Error(`login answered 403 (${login.json?.message}): the kept database has older accounts; delete it (bench/.work/pglite-catalog, or the PostgreSQL database) to let the bench sign up first`);
  }
  if (login.status !== 200 || typeof login.json?.jwtToken !== 'string') {
    throw new Error(`login answered ${login.status}: ${JSON.stringify(login.json)}`);
  }
  const me = await fetch(`${baseUrl}/api/me`, { headers: { authorization: `Bearer ${login.json.jwtToken}` } });
  if (me.status !== 200) throw new Error(`/api/me answered ${me.status}`);
  return { email, password, token: login.json.jwtToken };
}
