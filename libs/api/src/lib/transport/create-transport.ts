import { reportEvent } from '@exchange/monitoring';
import { csrfTokenFromCookies } from '../rules/csrf-token';
import { dedupeKey } from '../rules/dedupe';
import { encodeFormBody } from '../rules/form-encoding';
import { buildForwardHeaders } from '../rules/forward-headers';
import { timeoutForKind } from '../rules/request-timeout';
import { buildUrl, resolveEndpointPath } from '../rules/request-url';
import { DedupeCache } from './dedupe-cache';
import type { FetchLike, Transport, TransportFailure, TransportOptions, TransportRequest, TransportResult } from './transport-types';

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

const browserCookies = (): string => (typeof document === 'undefined' ? '' : document.cookie);
const globalFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

/**
 * The one transport (spec 03 §7): credentials included, 20 s default / 5 s helper timeout, helper form
 * bodies with a csrftoken header and data prefix, 30 s de-duplication per transport instance, and
 * forwarding of cookie, user agent and client IP for server-side calls. It never throws: failures come
 * back as `{ ok: false, failure }` for the client to turn into fallbacks.
 */
export const createTransport = (options: TransportOptions = {}): Transport => {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl = options.fetch ?? globalFetch;
  const now = options.now ?? Date.now;
  const readCookies = options.readCookies ?? browserCookies;
  const forwardHeaders = buildForwardHeaders(options.forward);
  const cache = new DedupeCache(now);

  const send = async (
    request: TransportRequest,
    url: string,
    body: string | undefined,
    encoding: 'json' | 'form',
  ): Promise<TransportResult> => {
    const headers: Record<string, string> = { accept: `${JSON_TYPE}, text/plain, */*`, ...forwardHeaders };
    if (body !== undefined) headers['content-type'] = encoding === 'form' ? FORM : JSON_TYPE;
    if (request.kind === 'helper') headers['csrftoken'] = csrfTokenFromCookies(options.forward?.cookie ?? readCookies());

    const controller = new AbortController();
    let timedOut = false;
    const timeoutMs = timeoutForKind(request.kind);
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const fail = (failure: TransportFailure): TransportResult => ({ ok: false, url, failure });
    try {
      const response = await fetchImpl(url, { method: request.method, headers, body, credentials: 'include', signal: controller.signal });
      if (!response.ok) return fail({ kind: 'http', status: response.status, message: `HTTP ${response.status}` });
      const text = await response.text();
      try {
        return { ok: true, url, status: response.status, body: JSON.parse(text) as unknown };
      } catch {
        return fail({ kind: 'malformed-json', status: response.status, message: 'Response is not JSON' });
      }
    } catch (error) {
      if (timedOut) return fail({ kind: 'timeout', message: `No answer within ${timeoutMs} ms` });
      return fail({ kind: 'network', message: error instanceof Error ? error.message : 'Network error' });
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    monitor: options.monitor ?? { captureEvent: reportEvent },
    clearCache: () => cache.clearSettled(),
    request(request) {
      const encoding = request.encoding ?? (request.kind === 'helper' ? 'form' : 'json');
      const url = buildUrl(baseUrl, resolveEndpointPath(request.path, request.kind, options.dataPrefix), request.query ?? {});
      const body =
        request.method === 'GET'
          ? undefined
          : encoding === 'form'
            ? encodeFormBody(request.body ?? {})
            : JSON.stringify(request.body ?? {});
      return cache
        .run(dedupeKey(request.method, url, body), request.reuse, () => send(request, url, body, encoding))
        .then((result) => {
          if (request.invalidates && result.ok) cache.clearSettled();
          return result;
        });
    },
  };
};
