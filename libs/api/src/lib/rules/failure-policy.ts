import type { EndpointKind, HttpMethod } from '../endpoints/endpoint-kind';

/**
 * Why a call did not give usable data. The first four come from the transport; `unloaded`: the call's declaration
 * could not be loaded in the browser (decision 1950), so it never ran and has no fallback (decision 1970).
 */
export type FailureKind = 'network' | 'timeout' | 'http' | 'malformed-json' | 'schema' | 'code' | 'input' | 'unloaded';

/** Failures of the request itself (no usable answer reached us), as opposed to an answer we reject. */
export const TRANSPORT_FAILURES: readonly FailureKind[] = ['network', 'timeout', 'http', 'malformed-json'];

export type FailureOutcome = 'retry-later' | 'fallback';

/**
 * Spec 03 §8 "Shared helper calls: GET errors are rethrown as a generic retry-later message. POST errors
 * are only logged." Decision 0201: a helper GET whose request failed (network, timeout, HTTP error,
 * non-JSON) rejects with RetryLaterError from `client.call`; every other failure (any default call,
 * helper POSTs, rejected answers: wrong types, non-success code, bad input) gives the fallback.
 */
export const failureOutcome = (kind: EndpointKind, method: HttpMethod, failure: FailureKind): FailureOutcome =>
  kind === 'helper' && method === 'GET' && TRANSPORT_FAILURES.includes(failure) ? 'retry-later' : 'fallback';

/**
 * What a failed write tells the user (decision 1970): `refused`, the exchange answered no (its message is the text);
 * `not-sent`, the request never left (bad input, or the call's declaration did not load), so the user can simply try
 * again; `unconfirmed`, it may have reached the exchange (no answer, an HTTP error, an unreadable answer), so the
 * user should check the result (balances, orders) before trying again.
 */
export type WriteFailure = 'refused' | 'not-sent' | 'unconfirmed';

export const writeFailureOf = (failure: FailureKind): WriteFailure =>
  failure === 'code' ? 'refused' : failure === 'input' || failure === 'unloaded' ? 'not-sent' : 'unconfirmed';
