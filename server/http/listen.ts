/**
 * The Node HTTP server around the Hono app. Two kinds of request never reach the app: those Node's
 * parser refuses (headers over 16 KB, broken HTTP, a slow client) and those @hono/node-server cannot
 * turn into a Request (a backslash in the path, a bad Host). Left alone, Node answers the first with an
 * empty 431/400 and the adapter the second with an empty 400; here both answer in the API's error shape
 * (docs/api.md#errors), so a client always has a message to show.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { getRequestListener, RequestError } from '@hono/node-server';
import { errorBody } from './errors';
import { Status, type ErrorStatus } from './status';
import { securityHeaders, setSecurityHeaders } from './security-headers';

type Fetch = Parameters<typeof getRequestListener>[0];

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 413: 'Content Too Large', 431: 'Request Header Fields Too Large' };

/** What Node's parser error means to the client (the same statuses Node answers by default). */
export function parserRefusal(code: string | undefined): { status: ErrorStatus; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: Status.headersTooLarge, message: 'The request line and headers are too large (16 KB at most). Send long lists in a JSON body.' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: Status.payloadTooLarge, message: 'The request body is too large.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: Status.requestTimeout, message: 'The request took too long to arrive.' };
    default:
      return { status: Status.badRequest, message: 'The request is not valid HTTP.' };
  }
}

function rawJsonAnswer(status: ErrorStatus, message: string): string {
  const body = JSON.stringify(errorBody(status, message));
  return [
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}`,
    'Content-Type: application/json; charset=UTF-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

function answerParserError(error: Error & { code?: string }, socket: Socket) {
  // A reset connection has no one to answer; a socket already answering must not get a second head.
  if (error.code === 'ECONNRESET' || !socket.writable || (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, message } = parserRefusal(error.code);
  socket.end(rawJsonAnswer(status, message));
}

/** How long an idle keep-alive connection stays open (docs/api.md#http). */
export const IDLE_CONNECTION_MS = 72_000;

/** A body this small is read to its end after the answer (@hono/node-server drains it) well within its 500 ms. */
const DRAINED_BODY_BYTES = 64 * 1024;

/**
 * An answer sent before its request's body has arrived (a 413 from the Content-Length alone, a 415,
 * a 401 before the body is read) cannot honestly keep the connection: @hono/node-server drains the
 * rest of the body for at most 500 ms or 64 MB and then drops the socket, and a keep-alive client
 * sends its next request into it. So the answer says `Connection: close` and the client opens a new
 * connection. A body that has arrived, or one small enough to be drained at once, keeps the
 * connection. GET and HEAD carry no body and never reach this.
 */
function closeWhenBodyUnread(incoming: IncomingMessage, outgoing: ServerResponse) {
  const declaredBytes = Number(incoming.headers['content-length'] ?? Number.NaN);
  if (declaredBytes <= DRAINED_BODY_BYTES) return;
  const writeHead = outgoing.writeHead;
  outgoing.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (!incoming.complete) this.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

export interface AppServerOptions {
  hostname?: string;
  /** Other origins the pages may call (CORS_ORIGINS), allowed in the CSP's connect-src. */
  connectOrigins?: readonly string[];
}

/**
 * A Node server for `fetch`, not yet listening: every answer carries the security headers, and every
 * refusal before the app answers as JSON.
 */
export function createAppServer(fetch: Fetch, { hostname, connectOrigins = [] }: AppServerOptions = {}): Server {
  const listener = getRequestListener(fetch, {
    hostname,
    errorHandler: (error) =>
      error instanceof RequestError
        ? Response.json(errorBody(Status.badRequest, 'The request could not be read (its path or Host header is malformed).'), { status: 400 })
        : Response.json(errorBody(Status.internalError, 'Something went wrong on the server. Please try again.'), { status: 500 }),
  });
  const headers = securityHeaders(connectOrigins);
  const server = createServer((incoming, outgoing) => {
    setSecurityHeaders(outgoing, headers);
    if (incoming.method !== 'GET' && incoming.method !== 'HEAD') closeWhenBodyUnread(incoming, outgoing);
    return listener(incoming, outgoing);
  });
  server.on('clientError', answerParserError);
  // Idle connections are kept 72 s, not Node's 5 s: a client that keeps its idle sockets 5 s too (Node's
  // agent, Playwright's) sent requests on sockets closed in that moment (ECONNRESET) (docs/api.md#http).
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  return server;
}

/** Listens on `port`/`hostname` and calls `onListening` with the bound address. */
export function listen(fetch: Fetch, options: AppServerOptions & { port: number }, onListening?: (address: AddressInfo) => void): Server {
  const server = createAppServer(fetch, options);
  server.listen(options.port, options.hostname, () => onListening?.(server.address() as AddressInfo));
  return server;
}
