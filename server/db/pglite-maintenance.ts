/**
 * The upkeep PostgreSQL's autovacuum does, for PGlite, which runs none and never ANALYZEs by itself.
 * A shop writes all day (stock_levels updated on every sale, report rows upserted by triggers, sales
 * and their lines growing from nothing): without ANALYZE the planner keeps the statistics of an empty
 * shop, without VACUUM dead rows bloat tables and indexes. On PostgreSQL its own autovacuum does this
 * and this module does nothing.
 *
 * What is due comes from the cumulative statistics, with autovacuum's default thresholds. PGlite keeps
 * them (measured, PGlite 0.5.16 = PostgreSQL 18.6) with two differences: a backend publishes its
 * counts at most once a second and PGlite has no idle timer to publish the rest, so a check first
 * forces the publication (pg_stat_force_next_flush); and the counts start again at zero each time the
 * folder is opened (nothing is written to pg_stat at close), so rows left dead before a restart are
 * cleared only once new writes pass the threshold. The thresholds scale with pg_class.reltuples, which
 * is in the catalog and survives a restart, as autovacuum does.
 *
 * PGlite runs one statement at a time on the thread that answers requests: upkeep runs only once the
 * server has had no request for a while, one table at a time (a request that arrives waits for one
 * table's VACUUM at most, and the round stops there), and never inside a request's transaction
 * (PGlite queues a statement behind an open transaction). A failure is logged, never thrown.
 */
import { sql } from 'drizzle-orm';
import type { OpenDatabase } from './client';
import { scheduleWhenQuiet } from '../http/quiet-schedule';

/** autovacuum_vacuum_threshold, _scale_factor, the insert and analyze ones: PostgreSQL's defaults. */
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const INSERT_VACUUM_BASE = 1000;
const INSERT_VACUUM_SCALE = 0.2;
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;

export interface TableStatistics {
  /** Schema-qualified, quoted by PostgreSQL (format %I.%I): safe to put in a statement. */
  table: string;
  /** pg_class.reltuples, 0 for a table never vacuumed or analysed (-1 there). */
  tuples: number;
  dead: number;
  modifiedSinceAnalyze: number;
  insertedSinceVacuum: number;
}

export interface TableUpkeep {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/** What autovacuum would do to this table now, or undefined when nothing is due. */
export function upkeepDue(stats: TableStatistics): TableUpkeep | undefined {
  const vacuum =
    stats.dead > VACUUM_BASE + VACUUM_SCALE * stats.tuples ||
    // Rows only ever inserted (sales, sale lines) still need a VACUUM for the visibility map that
    // index-only scans read, and to freeze them before the transaction counter wraps around.
    stats.insertedSinceVacuum > INSERT_VACUUM_BASE + INSERT_VACUUM_SCALE * stats.tuples;
  const analyze = stats.modifiedSinceAnalyze > ANALYZE_BASE + ANALYZE_SCALE * stats.tuples;
  return vacuum || analyze ? { table: stats.table, vacuum, analyze } : undefined;
}

function statementFor(upkeep: TableUpkeep): string {
  if (upkeep.vacuum && upkeep.analyze) return `VACUUM (ANALYZE) ${upkeep.table}`;
  return upkeep.vacuum ? `VACUUM ${upkeep.table}` : `ANALYZE ${upkeep.table}`;
}

type Rows<T> = { rows: T[] };

async function readStatistics(db: OpenDatabase['db']): Promise<TableStatistics[]> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = (await db.execute(sql`
    select format('%I.%I', s.schemaname, s.relname) as "table",
           greatest(c.reltuples, 0)::float8 as tuples,
           s.n_dead_tup::float8 as dead,
           s.n_mod_since_analyze::float8 as "modifiedSinceAnalyze",
           s.n_ins_since_vacuum::float8 as "insertedSinceVacuum"
      from pg_stat_user_tables s
      join pg_class c on c.oid = s.relid
     order by s.n_dead_tup + s.n_mod_since_analyze desc, 1`)) as unknown as Rows<TableStatistics>;
  return result.rows;
}

export interface PgliteMaintenanceOptions {
  /** Milliseconds since the server last had a request, 0 while one is under way (RequestActivity.quietFor). */
  quietFor: () => number;
  log: (message: string) => void;
  /** How long the server must have had no request before upkeep starts. */
  quietMs?: number;
  /** Least time between two reads of the statistics. */
  checkEveryMs?: number;
  /** How often the (in-memory, free) quiet signal is looked at, so a quiet spell is not missed. */
  pollMs?: number;
  /** Milliseconds on a monotonic clock. */
  now?: () => number;
}

export interface PgliteMaintenance {
  /** One round now, if the server is quiet: the tables due, one at a time. Returns what was done. */
  runRound(): Promise<TableUpkeep[]>;
  /** No round starts after this; resolves once a statement under way has ended. */
  stop(): Promise<void>;
}

const inert: PgliteMaintenance = { runRound: async () => [], stop: async () => {} };

/** Starts the upkeep schedule on PGlite; on PostgreSQL returns one that does nothing. */
export function startPgliteMaintenance(database: Pick<OpenDatabase, 'db' | 'kind'>, options: PgliteMaintenanceOptions): PgliteMaintenance {
  if (database.kind !== 'pglite') return inert;
  const { db } = database;
  const { quietFor, log, quietMs = 30_000, checkEveryMs = 180_000, pollMs = 5_000, now = () => performance.now() } = options;
  const isQuiet = () => quietFor() >= quietMs;
  let stopped = false;
  let roundUnderWay: Promise<unknown> = Promise.resolve();

  async function round(): Promise<TableUpkeep[]> {
    if (stopped || !isQuiet()) return [];
    let statistics: TableStatistics[];
    try {
      statistics = await readStatistics(db);
    } catch (error) {
      log(`Database upkeep: reading the table statistics failed: ${messageOf(error)}`);
      return [];
    }
    const done: TableUpkeep[] = [];
    for (const stats of statistics) {
      const upkeep = upkeepDue(stats);
      if (!upkeep) continue;
      // A request came in (or the server is stopping): the rest waits for the next quiet spell.
      if (stopped || !isQuiet()) break;
      const statement = statementFor(upkeep);
      const startedAt = now();
      try {
        await db.execute(sql.raw(statement));
        done.push(upkeep);
        log(`Database upkeep: ${statement} in ${Math.round(now() - startedAt)} ms`);
      } catch (error) {
        log(`Database upkeep: ${statement} failed: ${messageOf(error)}`);
      }
    }
    return done;
  }

  function runRound(): Promise<TableUpkeep[]> {
    const result = roundUnderWay.then(round);
    roundUnderWay = result.catch(() => {});
    return result;
  }

  const schedule = scheduleWhenQuiet(runRound, {
    isQuiet,
    everyMs: checkEveryMs,
    pollMs,
    now,
    onError: (error) => log(`Database upkeep failed: ${messageOf(error)}`),
  });
  return {
    runRound,
    stop: async () => {
      stopped = true;
      await schedule.stop();
      await roundUnderWay;
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
