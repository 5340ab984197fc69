// Every answer the server tests receive, recorded for the contract check (tests/server/contract.ts):
// the app each test file starts (harness.ts) answers through this hook, which appends the method,
// path, status, headers and JSON body of each answer to a file of the run's folder. The tests make
// no request for the contract; they already make thousands.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { App } from '../../server/app';

export interface RecordedAnswer {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string>;
  /** The JSON body; undefined when the answer is not JSON. */
  body?: unknown;
}

/** Bodies above this are recorded without their body (a large export page says nothing new). */
const MAX_RECORDED_BODY = 256 * 1024;

export function recordAnswers(app: App): void {
  const folder = inject('answersFolder');
  if (!folder) return;
  const file = join(folder, `${process.pid}.jsonl`);
  const fetch = app.fetch;
  app.fetch = async (request: Request, ...rest: unknown[]) => {
    const response = await (fetch as (request: Request, ...rest: unknown[]) => Promise<Response>)(request, ...rest);
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/api/') && !pathname.startsWith('/auth/') && pathname !== '/healthz') return response;
    const json = (response.headers.get('content-type') ?? '').startsWith('application/json') && !response.headers.get('content-encoding');
    const text = json ? await response.clone().text() : '';
    const answer: RecordedAnswer = { method: request.method, path: pathname, status: response.status, headers: Object.fromEntries(response.headers) };
    if (json && text.length <= MAX_RECORDED_BODY) answer.body = text === '' ? undefined : JSON.parse(text);
    appendFileSync(file, `${JSON.stringify(answer)}\n`);
    return response;
  };
}
