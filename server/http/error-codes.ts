import type { ErrorStatus } from './status';

/**
 * The machine-readable `code` of every error answer (docs/api.md#errors), decided here and nowhere
 * else. Each status has its code; a few refusals that an integrator handles apart from others of
 * the same status have their own, named where they are raised through `ErrorCode`. A code, once
 * published, never changes its meaning: a client branches on it, not on `message`.
 */
export const ErrorCode = {
  /** 400: an input broke a rule; `error.details` names each field. */
  invalidInput: 'invalid-input',
  /** 401: no token, or a malformed one. */
  notSignedIn: 'not-signed-in',
  /** 401: the token's session expired or was ended (logout, password, role, deactivation). */
  sessionEnded: 'session-ended',
  /** 401: the email and password of a login do not match an account. */
  loginFailed: 'login-failed',
  /** 403: the caller's role or Staff Access does not allow this. */
  forbidden: 'forbidden',
  /** 403: a login to an account an admin has not approved yet. */
  accountPending: 'account-pending',
  /** 403: a login to a deactivated account. */
  accountDeactivated: 'account-deactivated',
  /** 404: no such record or path. */
  notFound: 'not-found',
  /** 405: the path exists, the method does not (the `Allow` header lists those that do). */
  methodNotAllowed: 'method-not-allowed',
  /** 408: the request took too long to arrive (the Node server's own refusal). */
  requestTimeout: 'request-timeout',
  /** 409: the shop's records refuse the write (a duplicate, a record in use, a closed shift, …). */
  conflict: 'conflict',
  /** 409: not enough stock; `error.details` names each short line. */
  insufficientStock: 'insufficient-stock',
  /** 413: the body is larger than the route takes. */
  payloadTooLarge: 'payload-too-large',
  /** 415: the body's type is not what the route takes. */
  unsupportedMediaType: 'unsupported-media-type',
  /** 422: the Idempotency-Key was already used with another body. */
  idempotencyKeyReused: 'idempotency-key-reused',
  /** 431: the request line and headers are too large. */
  headersTooLarge: 'headers-too-large',
  /** 429: too many attempts; `Retry-After` says when to try again. */
  tooManyRequests: 'too-many-requests',
  /** 500: a defect; nothing about it is told. */
  internalError: 'internal-error',
  /** 503: the server is starting or stopping. */
  unavailable: 'unavailable',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The code of a refusal that names none: its status's. */
const CODE_OF_STATUS: Record<ErrorStatus, ErrorCode> = {
  400: ErrorCode.invalidInput,
  401: ErrorCode.notSignedIn,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
  405: ErrorCode.methodNotAllowed,
  408: ErrorCode.requestTimeout,
  409: ErrorCode.conflict,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMediaType,
  422: ErrorCode.idempotencyKeyReused,
  429: ErrorCode.tooManyRequests,
  431: ErrorCode.headersTooLarge,
  500: ErrorCode.internalError,
  503: ErrorCode.unavailable,
};

export const codeOfStatus = (status: ErrorStatus): ErrorCode => CODE_OF_STATUS[status];

/** Every code, for the document's Error schema. */
export const errorCodes: readonly ErrorCode[] = Object.values(ErrorCode);
