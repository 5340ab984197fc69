import { vi } from 'vitest';

/** A request as the fake server saw it: method and path with its query, the JSON body or the form's fields. */
interface SeenRequest {
  call: string;
  body?: unknown;
}

type Answer = unknown | { status: number; body: unknown };

/**
 * The server for a machine's own actors (not replaced by `.provide()`): `fetch` answers each
 * 'METHOD /path' from `routes` with JSON, so a test sees what the machine asks the server for (the
 * path, the id, the body) the way src/api sends it. A route's answer `{ status, body }` is an HTTP
 * error; an unknown call is a 404. Call `vi.unstubAllGlobals()` after the test.
 */
export function fakeServer(routes: Record<string, Answer | ((body: unknown) => Answer)>) {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const call = `${request.method} ${url.pathname}`;
    const type = request.headers.get('content-type') ?? '';
    let body: unknown;
    if (type.includes('application/json')) body = await request.json();
    else if (type.includes('multipart/form-data')) {
      const form = await request.formData();
      // A file as '(file)': under jsdom its name and content do not survive the multipart round trip.
      body = Object.fromEntries([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : '(file)']));
    }
    seen.push(body === undefined ? { call: `${call}${url.search}` } : { call: `${call}${url.search}`, body });
    const route = routes[call];
    const answer = typeof route === 'function' ? (route as (body: unknown) => Answer)(body) : route;
    if (answer === undefined) return new Response(JSON.stringify({ success: false, message: `No route ${call}` }), { status: 404, headers: { 'content-type': 'application/json' } });
    const isError = typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer && Object.keys(answer).length === 2;
    const { status, body: payload } = isError ? (answer as { status: number; body: unknown }) : { status: 200, body: answer };
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  return { seen };
}
