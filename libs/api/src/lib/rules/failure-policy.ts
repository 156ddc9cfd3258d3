import type { EndpointKind, HttpMethod } from '../endpoints/endpoint-kind';

/** Why a call did not give usable data. The first four come from the transport. */
export type FailureKind = 'network' | 'timeout' | 'http' | 'malformed-json' | 'schema' | 'code' | 'input';

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
