import type { EventReporter } from '@exchange/monitoring';
import type { EndpointKind, HttpMethod } from '../endpoints/endpoint-kind';
import type { ForwardOptions } from '../rules/forward-headers';
import type { QueryValue } from '../rules/request-url';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface TransportOptions {
  /** Origin (and optional path) put before every path; '' keeps URLs relative (browser, same origin). */
  baseUrl?: string;
  /** Defaults to the global fetch, looked up at call time (so test interceptors installed later apply). */
  fetch?: FetchLike;
  /** Server-side calls: what to forward from the incoming page request. */
  forward?: ForwardOptions;
  /**
   * The page's locale (`en`, `ar`, …): sent as `Accept-Language`, so content the exchange writes (banners,
   * campaign titles, notices) comes in the page's language (issue 24 item 5). Absent: no header.
   */
  locale?: string;
  /** Where failures are reported; defaults to the default monitor of `@exchange/monitoring`. */
  monitor?: EventReporter;
  now?: () => number;
  /** The helpers' optional data prefix for relative helper paths; defaults to `/api/web/v1`. */
  dataPrefix?: string;
  /**
   * A deadline shared by every call of this transport (a server page's time budget, decision 0810): when it
   * aborts, calls in flight end as `timeout` failures and later calls fail at once without a request.
   */
  deadline?: AbortSignal;
  /** Browser cookies for the csrftoken header; defaults to `document.cookie` when there is a document. */
  readCookies?: () => string;
}

export interface TransportRequest {
  method: HttpMethod;
  kind: EndpointKind;
  /** A filled path: absolute, or relative for helpers (the data prefix is added). */
  path: string;
  query?: Record<string, QueryValue>;
  body?: Readonly<Record<string, unknown>>;
  /** Body encoding; helpers default to form, others to JSON. */
  encoding?: 'json' | 'form';
  /** Reads: a settled answer may answer identical requests inside the window. Writes only share in-flight. */
  reuse: boolean;
  /** Writes: an answered request clears the settled answers, so reads after it fetch again. */
  invalidates: boolean;
}

export type TransportFailureKind = 'network' | 'timeout' | 'http' | 'malformed-json';

export interface TransportFailure {
  kind: TransportFailureKind;
  message: string;
  status?: number;
}

export type TransportResult =
  { ok: true; url: string; status: number; body: unknown } | { ok: false; url: string; failure: TransportFailure };

export interface Transport {
  /** Never rejects: every failure is a `{ ok: false }` result. */
  request(request: TransportRequest): Promise<TransportResult>;
  /** Forgets settled answers (login, logout, after writes). */
  clearCache(): void;
  readonly monitor: EventReporter;
}
