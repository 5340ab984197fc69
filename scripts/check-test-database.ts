import pg from 'pg';

export const howToTestOnPostgres =
  'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test (a PostgreSQL server the tests may create databases on; `bash .ci/run` sets one up)';

/** The URL without its password, to print. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

/** Why the PostgreSQL server at `url` cannot serve the tests, or null when it answers a query. */
export async function testDatabaseProblem(url: string, timeoutMs = 5_000): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
  // A server that drops the connection later must not crash this process.
  client.on('error', () => {});
  const started = Date.now();
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    const reason =
      Date.now() - started >= timeoutMs ? `no answer within ${timeoutMs / 1000} s`
      : error instanceof AggregateError ? error.errors.map(String).join('; ')
      : String(error instanceof Error ? error.message : error);
    return `TEST_DATABASE_URL is set (${withoutPassword(url)}) but that PostgreSQL server does not answer: ${reason || 'no reason given'}. Start it, or unset TEST_DATABASE_URL to test on PGlite only.`;
  } finally {
    await client.end().catch(() => {});
  }
}
