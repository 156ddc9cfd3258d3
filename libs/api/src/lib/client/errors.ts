import type { FailureKind } from '../rules/failure-policy';

/** Why a call gave its fallback. */
export interface ApiError {
  endpoint: string;
  kind: FailureKind;
  message: string;
  /** HTTP status, when there was an answer. */
  status?: number;
  /** The server's code, when the answer had one. */
  code?: number;
}

/** The message of a refusal (non-zero code) whose answer carried no text of its own. */
export const NO_SERVER_MESSAGE = 'Unsuccessful response';

/** Spec 03 §8 "a generic retry-later message". */
export const RETRY_LATER_MESSAGE = 'Please try again later';

/**
 * Thrown by `client.call` only for a helper GET whose request failed (network, timeout, HTTP error,
 * non-JSON): spec 03 §8 "GET errors are rethrown as a generic retry-later message" (decision 0201).
 */
export class RetryLaterError extends Error {
  override readonly name = 'RetryLaterError';
  readonly detail: ApiError;

  constructor(detail: ApiError) {
    super(RETRY_LATER_MESSAGE);
    this.detail = detail;
  }
}

/**
 * What `callResult` gives. A call that ran and failed carries its declared fallback in `data`; a call whose declaration
 * could not be loaded (decision 1950: a lost chunk, offline) never ran and has no fallback to give: `data` is
 * undefined and `error.kind` is `unloaded` (decision 1970).
 */
export type CallResult<T> =
  | { ok: true; data: T; error: null }
  | { ok: false; data: T; error: ApiError }
  | { ok: false; data: undefined; error: ApiError & { kind: 'unloaded' } };
