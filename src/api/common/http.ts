import ky, { HTTPError, type KyInstance } from 'ky';
import { readStoredSession } from '../session/session-store';

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener = () => {};

/** The session machine listens here: any 401 from /api means the session is over. */
export function setUnauthorizedListener(listener: UnauthorizedListener): void {
  onUnauthorized = listener;
}

// SPEC.md's {host}: the page's own origin, or VITE_API_URL when the front end is hosted apart.
const apiBase = (import.meta.env?.VITE_API_URL as string | undefined) || globalThis.location?.origin || 'http://localhost';

export const http: KyInstance = ky.create({
  prefixUrl: apiBase,
  timeout: 15_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const session = readStoredSession();
        if (session) request.headers.set('Authorization', `Bearer ${session.token}`);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        if (response.status === 401 && new URL(request.url).pathname.startsWith('/api/')) onUnauthorized();
      },
    ],
  },
});

/** The error shape of DESIGN.md section 2, as far as the client reads it. */
export interface ApiFailure {
  success: false;
  status: number;
  message: string;
}

/** A field the server refused, by its path in the body ('productCode', 'variantList.0.name'). */
export interface FieldIssue {
  path: string;
  message: string;
}

interface ErrorBody {
  message?: string;
  msg?: string;
  error?: { message?: string; details?: { message?: string; path?: unknown }[] };
}

function pathText(path: unknown): string {
  if (Array.isArray(path)) return path.map((part) => (typeof part === 'object' && part && 'key' in part ? String((part as { key: unknown }).key) : String(part))).join('.');
  return typeof path === 'string' ? path : '';
}

/**
 * DESIGN.md's error shape read once: the top-level message and the fields it names. Callers pick
 * the words to show (login shows the first detail, SPEC.md section 8; forms show the message).
 */
export async function readErrorAnswer(error: unknown): Promise<{ status: number; message: string | undefined; issues: FieldIssue[] }> {
  if (!(error instanceof HTTPError)) throw error;
  let body: ErrorBody = {};
  try {
    body = await error.response.clone().json();
  } catch {
    // Not JSON (a proxy's error page): the caller's fallback says what happened.
  }
  const issues = (body.error?.details ?? [])
    .map((detail) => ({ path: pathText(detail.path), message: detail.message ?? '' }))
    .filter((issue) => issue.message !== '');
  return { status: error.response.status, message: body.message || body.msg || body.error?.message || undefined, issues };
}

/** Turns an HTTP error answer into data the machines branch on; anything else is rethrown. */
export async function failureFrom(error: unknown, fallback?: string): Promise<ApiFailure> {
  const answer = await readErrorAnswer(error);
  const message = answer.issues[0]?.message || answer.message || fallback || `The server answered ${answer.status}.`;
  return { success: false, status: answer.status, message };
}

/** A request the server answered with a reason (403 for a user's access): the reason is what to show. */
export class ServerRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** An HTTP 4xx answer becomes a ServerRefusal carrying the server's message; anything else is returned as it was. */
export async function asRefusal(error: unknown): Promise<unknown> {
  if (!(error instanceof HTTPError) || error.response.status < 400 || error.response.status >= 500) return error;
  const failure = await failureFrom(error);
  return new ServerRefusal(failure.status, failure.message);
}
