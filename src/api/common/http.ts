import ky, { HTTPError, type KyInstance } from 'ky';
import { readStoredSession } from '../session/session-store';

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener = () => {};

/** The session machine listens here: any 401 from /api means the session is over. */
export function setUnauthorizedListener(listener: UnauthorizedListener): void {
  onUnauthorized = listener;
}

// The API's address: the page's own origin, or VITE_API_URL when the front end is hosted apart.
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

/** A field the server refused, by its path in the body ('productCode', 'variantList.0.name'). */
export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * The server said no (the error shape in docs/api.md#errors, read once): its status, its message ('' when
 * it gave none) and the fields it named. The machines choose the words a user reads from it.
 */
export interface Refusal {
  ok: false;
  status: number;
  message: string;
  issues: FieldIssue[];
}

/** Every call of src/api answers this: the data, or the server's refusal. No answer at all (offline, timed out) rejects. */
export type ApiResult<Data> = { ok: true; data: Data } | Refusal;

interface ErrorBody {
  message?: string;
  msg?: string;
  error?: { message?: string; details?: { message?: string; path?: unknown }[] };
}

function pathText(path: unknown): string {
  if (Array.isArray(path)) return path.map((part) => (typeof part === 'object' && part && 'key' in part ? String((part as { key: unknown }).key) : String(part))).join('.');
  return typeof path === 'string' ? path : '';
}

async function refusalFrom(error: HTTPError): Promise<Refusal> {
  let body: ErrorBody = {};
  try {
    body = await error.response.clone().json();
  } catch {
    // Not JSON (a proxy's error page): the status alone says what happened.
  }
  const issues = (body.error?.details ?? [])
    .map((detail) => ({ path: pathText(detail.path), message: detail.message ?? '' }))
    .filter((issue) => issue.message !== '');
  return { ok: false, status: error.response.status, message: body.message || body.msg || body.error?.message || '', issues };
}

/**
 * No answer from the server itself: it or a proxy failed, timed out or is shedding load (a 5xx, 408
 * or 429). Nothing was written, or the same key answers what was; the till asks again later, or
 * answers from what it keeps (docs/offline-till.md#the-till-in-the-browser).
 */
export const isNoAnswer = (answer: ApiResult<unknown>): boolean => !answer.ok && (answer.status >= 500 || answer.status === 408 || answer.status === 429);

/**
 * The data of an answer, in the `onDone` branch a guard chose because the server accepted (XState's
 * guards do not narrow `event.output`). A refusal there is a mistake in the machine, not the server's.
 */
export function acceptedData<Data>(answer: ApiResult<Data>): Data {
  if (!answer.ok) throw new Error(`A refusal (${answer.status}) reached a branch for accepted answers.`);
  return answer.data;
}

/** The first refusal among answers read together (a form's record and its pickers' lists), if any. */
export function firstRefusal(answers: readonly ApiResult<unknown>[]): Refusal | undefined {
  return answers.find((answer): answer is Refusal => !answer.ok);
}

/**
 * The server's sentence in a refusal, or `otherwise` when it gave none: what a machine's refusal branch says.
 * `otherwise` may be the machine's own message of the catalogs (docs/i18n.md#machines), kept as it is.
 */
export function reasonOf<Otherwise = string>(answer: ApiResult<unknown>, otherwise: Otherwise): string | Otherwise {
  return (!answer.ok && answer.message) || otherwise;
}

/** A refusal's reason as a form shows it: the first field's message, else the server's sentence, else `otherwise`. */
export function fieldReasonOf<Otherwise = string>(answer: ApiResult<unknown>, otherwise: Otherwise): string | Otherwise {
  return (!answer.ok && (answer.issues[0]?.message || answer.message)) || otherwise;
}

/** Runs a request and reads its answer as an ApiResult: an HTTP error status becomes a Refusal. */
export async function answerOf<Data>(request: () => Promise<Data>): Promise<ApiResult<Data>> {
  try {
    return { ok: true, data: await request() };
  } catch (error) {
    if (error instanceof HTTPError) return refusalFrom(error);
    throw error;
  }
}
