import ky, { HTTPError, type KyInstance } from 'ky';
import { readStoredSession } from './session-store';

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

/** Turns an HTTP error answer into data the machines branch on; anything else is rethrown. */
export async function failureFrom(error: unknown, fallback?: string): Promise<ApiFailure> {
  if (!(error instanceof HTTPError)) throw error;
  let body: { message?: string; error?: { message?: string; details?: { message?: string }[] } } = {};
  try {
    body = await error.response.clone().json();
  } catch {
    // Not JSON (a proxy's error page): fall back to the status text below.
  }
  const message = body.error?.details?.[0]?.message || body.error?.message || body.message || fallback || `The server answered ${error.response.status}.`;
  return { success: false, status: error.response.status, message };
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
