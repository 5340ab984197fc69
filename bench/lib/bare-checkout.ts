/**
 * docs/quality.md#budgets, "Checkout throughput": the server's own checkout statements, recorded by
 * bench/lib/sql-recorder.mjs, sent again by a bare pg pool (no HTTP, no Drizzle, no checks), so that
 * section 8 can compare the server's sales per second with what PostgreSQL gives the same SQL.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { POSTGRES_POOL_SIZE } from '../../server/db/client';
import { percentile } from './percentiles';

export interface RecordedStatement {
  client: number;
  text: string;
  values: unknown[];
}

/** One checkout as the server sent it: the statements before its BEGIN (reading the caller's session), then BEGIN … COMMIT. */
export interface RecordedCheckout {
  outside: RecordedStatement[];
  inside: RecordedStatement[];
  /** The Idempotency-Key it was sent with, the receipt number and the sale's id it got: each replay has its own. */
  key: string;
  reference: string;
  saleId: string;
}

const isBegin = (text: string) => text.trim().toLowerCase() === 'begin';
const isCommit = (text: string) => text.trim().toLowerCase() === 'commit';

/**
 * The recording of checkouts sent one after another, cut into one unit per checkout. `sent` is what
 * the bench sent and was answered, in order; a unit is a checkout when one of its values is its key.
 */
export function checkoutsOf(recorded: readonly RecordedStatement[], sent: readonly { key: string; reference: string; saleId: string }[]): RecordedCheckout[] {
  const units: { outside: RecordedStatement[]; inside: RecordedStatement[] }[] = [];
  let outside: RecordedStatement[] = [];
  let inside: RecordedStatement[] | null = null;
  for (const statement of recorded) {
    if (inside === null) {
      if (isBegin(statement.text)) inside = [statement];
      else outside.push(statement);
      continue;
    }
    inside.push(statement);
    if (isCommit(statement.text)) {
      units.push({ outside, inside });
      outside = [];
      inside = null;
    }
  }
  const checkouts = sent.map(({ key, reference, saleId }) => {
    const unit = units.find((candidate) => candidate.inside.some((statement) => statement.values.includes(key)));
    if (!unit) throw new Error(`the recording has no transaction with the key ${key}`);
    return { ...unit, key, reference, saleId };
  });
  return checkouts;
}

/** A statement ready to send again: which values hold the recorded key, receipt number or sale id, to take the replay's. */
interface Template {
  text: string;
  name: string | undefined;
  values: unknown[];
  replaced: number[];
}

interface Unit {
  outside: Template[];
  inside: Template[];
  key: string;
  reference: string;
  saleId: string;
}

function templatesOf(checkout: RecordedCheckout, names: Map<string, string>, inTransaction: boolean, statements: readonly RecordedStatement[]): Template[] {
  return statements.map(({ text, values }) => {
    const replaced: number[] = [];
    values.forEach((value, index) => {
      if (typeof value !== 'string') return;
      if ([checkout.key, checkout.reference, checkout.saleId].some((recorded) => value.includes(recorded))) replaced.push(index);
    });
    // As the server's pool does (server/db/client.ts): inside a transaction, a statement with
    // parameters is prepared once per connection; outside, it is sent unnamed.
    let name: string | undefined;
    if (inTransaction && values.length > 0) {
      name = names.get(text);
      if (!name) names.set(text, (name = `bare_${names.size}`));
    }
    return { text, name, values, replaced };
  });
}

/**
 * A pool like the server's: as many connections, each with its own report slot (a startup option
 * the report triggers read, server/db/client.ts), so the triggers' rows are shared as in the server.
 */
function serverLikePool(url: string): pg.Pool {
  let slots = 0;
  class SlottedClient extends pg.Client {
    constructor(config: pg.ClientConfig = {}) {
      super({ ...config, options: `-c shopdesk.report_slot=${slots++}` });
    }
  }
  return new pg.Pool({ connectionString: url, max: POSTGRES_POOL_SIZE, Client: SlottedClient });
}

/** How many sales and payments the database holds (a replay makes one of each, as the server's checkout does). */
export async function countSalesAndPayments(url: string): Promise<{ sales: number; payments: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ sales: string; payments: string }>('select (select count(*) from sales) as sales, (select count(*) from payments) as payments');
    return { sales: Number(rows[0]!.sales), payments: Number(rows[0]!.payments) };
  } finally {
    await client.end();
  }
}

export interface BareResult {
  /** Checkouts committed in the measured seconds. */
  ok: number;
  /** Every checkout committed, warm-up and the last ones past the end included. */
  committed: number;
  failed: number;
  firstFailure: string | null;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * Sends the checkouts again, `connections` at a time, for `seconds` after `warmUpSeconds`: each
 * replay with a new Idempotency-Key and the receipt number its till's row gives it (a sale's
 * reference is unique), everything else as recorded. Checkout i goes to connection i mod
 * `connections`, as the server's clients took the carts in turn.
 */
export async function replayCheckouts(url: string, checkouts: readonly RecordedCheckout[], options: { connections: number; warmUpSeconds: number; seconds: number }): Promise<BareResult> {
  const names = new Map<string, string>();
  const units: Unit[] = checkouts.map((checkout) => ({
    outside: templatesOf(checkout, names, false, checkout.outside),
    inside: templatesOf(checkout, names, true, checkout.inside),
    key: checkout.key,
    reference: checkout.reference,
    saleId: checkout.saleId,
  }));
  const pool = serverLikePool(url);
  const latencies: number[] = [];
  let ok = 0;
  let committed = 0;
  let failed = 0;
  let firstFailure: string | null = null;
  const started = performance.now();
  const measureFrom = started + options.warmUpSeconds * 1000;
  const end = measureFrom + options.seconds * 1000;

  async function replay(unit: Unit): Promise<void> {
    const key = randomUUID();
    let reference = unit.reference;
    let saleId = unit.saleId;
    const valuesOf = (template: Template) => {
      if (template.replaced.length === 0) return template.values;
      const values = [...template.values];
      for (const index of template.replaced) {
        values[index] = (values[index] as string).replaceAll(unit.key, key).replaceAll(unit.reference, reference).replaceAll(unit.saleId, saleId);
      }
      return values;
    };
    for (const template of unit.outside) await pool.query({ text: template.text, values: valuesOf(template) });
    const client = await pool.connect();
    try {
      for (const template of unit.inside) {
        const result = await client.query({ text: template.text, values: valuesOf(template), ...(template.name ? { name: template.name } : {}) });
        const row = result.rows?.[0] as { last_receipt?: string | number; reference?: string; id?: string } | undefined;
        // The till's next receipt number, as the server makes the reference from it (server/services/tills.ts);
        // then the new sale's id, which its payment and the key's answer name.
        if (row?.last_receipt !== undefined) reference = unit.reference.replace(/\d+$/, (digits) => String(row.last_receipt).padStart(digits.length, '0'));
        else if (row?.reference === reference && row.id) saleId = row.id;
      }
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async function worker(index: number): Promise<void> {
    for (let next = index; performance.now() < end; next += options.connections) {
      const unit = units[next % units.length]!;
      const sent = performance.now();
      try {
        await replay(unit);
        committed++;
        if (sent >= measureFrom && performance.now() <= end) {
          ok++;
          latencies.push(performance.now() - sent);
        }
      } catch (error) {
        failed++;
        firstFailure ??= (error as Error).message;
      }
    }
  }

  try {
    await Promise.all(Array.from({ length: options.connections }, (_, index) => worker(index)));
  } finally {
    await pool.end();
  }
  latencies.sort((a, b) => a - b);
  return {
    ok,
    committed,
    failed,
    firstFailure,
    seconds: options.seconds,
    perSecond: ok / options.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}
