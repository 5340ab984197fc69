/**
 * The simulator's way into the shop: HTTP requests to the real server on a loopback port, as each
 * actor (the admin and two staff members), with the rules every answer must keep: never a 5xx and
 * never slower than 2 s.
 */
import type { Actor } from './shop-model';

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

/**
 * How a kept-alive connection closed under a request shows: reset (ECONNRESET), or closed before any
 * answer (undici's UND_ERR_SOCKET, "other side closed": seen on PGlite at load average 18, on a read).
 */
const CLOSED_UNDER_IT = new Set(['ECONNRESET', 'UND_ERR_SOCKET']);

/**
 * fetch, sent again once when the kept-alive connection it reused was closed under it before any
 * answer: the server let the idle connection go just as the client picked it up, which a busy
 * machine's stalled event loop makes likely. The request never reached the shop, so sending it again
 * changes nothing twice; any other failure, or a second close, still fails the run.
 */
async function sendOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!CLOSED_UNDER_IT.has((error as { cause?: { code?: string } }).cause?.code ?? '')) throw error;
    return fetch(url, init);
  }
}

export class ShopApi {
  readonly tokens: Partial<Record<Actor, string>> = {};

  /** `slowestAnswerMs`: 2 s unless the run says otherwise (sim-config.ts). */
  constructor(
    readonly baseUrl: string,
    readonly slowestAnswerMs: number,
  ) {}

  async request(actor: Actor | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const token = actor ? this.tokens[actor] : undefined;
    const sent: Record<string, string> = { ...headers };
    if (body !== undefined) sent['content-type'] = 'application/json';
    if (token) sent.authorization = `Bearer ${token}`;
    const started = performance.now();
    const response = await sendOnce(`${this.baseUrl}${path}`, { method, headers: sent, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    const took = performance.now() - started;
    const where = `${actor ?? 'nobody'} ${method} ${path}`;
    if (response.status >= 500) throw new Error(`${where} answered ${response.status}: ${text.slice(0, 500)}`);
    if (took > this.slowestAnswerMs) throw new Error(`${where} took ${Math.round(took)} ms (more than ${this.slowestAnswerMs} ms)`);
    let parsed: unknown = null;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get = (actor: Actor, path: string) => this.request(actor, 'GET', path);
  post = (actor: Actor, path: string, body: unknown, headers?: Record<string, string>) => this.request(actor, 'POST', path, body, headers);
  put = (actor: Actor, path: string, body: unknown) => this.request(actor, 'PUT', path, body);
  delete = (actor: Actor, path: string, body?: unknown) => this.request(actor, 'DELETE', path, body);

  /** A read that must succeed. */
  async read(actor: Actor, path: string): Promise<any> {
    const answer = await this.get(actor, path);
    if (answer.status !== 200) throw new Error(`${actor} GET ${path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    return answer.body;
  }
}
