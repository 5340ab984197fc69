import autocannon from 'autocannon';
import { percentile } from './percentiles';

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Called for every request sent (warm-up included): its own headers and body, e.g. a new idempotency key. */
  vary?: () => { headers?: Record<string, string>; body?: string };
}

export interface LoadOptions {
  connections: number;
  /** Either a duration or an amount; the run is also cut at maxSeconds. */
  durationSeconds?: number;
  amount?: number;
  maxSeconds: number;
  warmup: { durationSeconds?: number; amount?: number };
}

export interface LoadResult {
  ok: number;
  notOk: number;
  errors: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

async function fire(request: LoadRequest, connections: number, limit: { durationSeconds?: number; amount?: number }, maxSeconds: number) {
  // autocannon's own histogram has no p95 and stores whole milliseconds, so keep every 2xx latency exactly.
  const latencies: number[] = [];
  let notOk = 0;
  // At run time the returned promise is also the instance (an EventEmitter with stop()); the typings split the two.
  const instance = autocannon({
    url: request.url,
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    ...(request.vary
      ? {
          requests: [
            {
              setupRequest: (sent: autocannon.Request): autocannon.Request => {
                const varied = request.vary!();
                return { ...sent, ...varied, headers: { ...request.headers, ...sent.headers, ...varied.headers } };
              },
            },
          ],
        }
      : {}),
    connections,
    pipelining: 1,
    ...(limit.amount ? { amount: limit.amount } : { duration: limit.durationSeconds ?? 5 }),
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    else notOk++;
  });
  const cutoff = setTimeout(() => instance.stop(), maxSeconds * 1000);
  const started = performance.now();
  const result = await instance;
  clearTimeout(cutoff);
  const seconds = (performance.now() - started) / 1000;
  return { latencies, notOk, errors: result.errors + result.timeouts, seconds };
}

export async function measureLoad(request: LoadRequest, options: LoadOptions): Promise<LoadResult> {
  await fire(request, options.connections, options.warmup, options.maxSeconds);
  const { latencies, notOk, errors, seconds } = await fire(request, options.connections, options, options.maxSeconds);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    ok: sorted.length,
    notOk,
    errors,
    seconds,
    requestsPerSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}
