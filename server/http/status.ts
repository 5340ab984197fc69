/** HTTP status codes the API answers with, named once. */
export const Status = {
  ok: 200,
  created: 201,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  /** A known path asked with a method it does not take; `Allow` lists those it does. */
  methodNotAllowed: 405,
  /** The Node server's own refusals (server/http/listen.ts), before the app sees the request. */
  requestTimeout: 408,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  /** A request that cannot be the one it claims to be: an Idempotency-Key already used with another body. */
  unprocessableContent: 422,
  tooManyRequests: 429,
  headersTooLarge: 431,
  internalError: 500,
  serviceUnavailable: 503,
} as const;

export type ErrorStatus = Exclude<(typeof Status)[keyof typeof Status], 200 | 201>;
