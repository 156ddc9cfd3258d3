import { reportEvent } from '@exchange/monitoring';
import { CSRF_RETRY_HEADER, csrfTokenFromCookies } from '../rules/csrf-token';
import { dedupeKey } from '../rules/dedupe';
import { encodeFormBody } from '../rules/form-encoding';
import { buildForwardHeaders } from '../rules/forward-headers';
import { timeoutForKind } from '../rules/request-timeout';
import { buildUrl, resolveEndpointPath } from '../rules/request-url';
import { DedupeCache } from './dedupe-cache';
import type { FetchLike, Transport, TransportFailure, TransportOptions, TransportRequest, TransportResult } from './transport-types';

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

/** The failure message of a call cut short by the caller's deadline (a server page's budget). */
export const DEADLINE_MESSAGE = 'Deadline reached before an answer';

/**
 * A non-2xx answer. The app's proxy answers 502/504 with the exchange envelope `{ code, message }` when the
 * exchange failed (decision 0811): a 504 counts as a timeout, and the envelope's message is kept.
 */
const httpFailure = async (response: Response): Promise<TransportFailure> => {
  let message = `HTTP ${response.status}`;
  try {
    const body = (await response.text()).slice(0, 2000);
    const parsed = JSON.parse(body) as unknown;
    const text = typeof parsed === 'object' && parsed !== null ? (parsed as { message?: unknown }).message : undefined;
    if (typeof text === 'string' && text.trim() !== '') message = `HTTP ${response.status}: ${text.trim().slice(0, 200)}`;
  } catch {
    // Not the envelope: the status says enough.
  }
  return { kind: response.status === 504 ? 'timeout' : 'http', status: response.status, message };
};

/**
 * Settles like `promise`, or rejects once `signal` aborts, whatever the fetch underneath does with the signal (a
 * server fetch whose abort link was lost kept pages waiting past their budget: issue 26).
 */
const untilAborted = <T>(promise: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      promise.catch(() => undefined);
      return reject(signal.reason);
    }
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });

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
    csrfRetry = true,
  ): Promise<TransportResult> => {
    const headers: Record<string, string> = {
      accept: `${JSON_TYPE}, text/plain, */*`,
      ...(options.locale ? { 'accept-language': options.locale } : {}),
      ...forwardHeaders,
    };
    if (body !== undefined) headers['content-type'] = encoding === 'form' ? FORM : JSON_TYPE;
    // Every state-changing call echoes the signed csrftoken cookie (the app refuses one without it, decision 0812).
    if (request.kind === 'helper' || request.method !== 'GET')
      headers['csrftoken'] = csrfTokenFromCookies(options.forward?.cookie ?? readCookies());

    const fail = (failure: TransportFailure): TransportResult => ({ ok: false, url, failure });
    const deadline = options.deadline;
    // A spent page budget (decision 0810) answers at once: the call gives its fallback without a request.
    if (deadline?.aborted) return fail({ kind: 'timeout', message: DEADLINE_MESSAGE });
    const controller = new AbortController();
    let timedOut = false;
    let deadlineHit = false;
    const timeoutMs = timeoutForKind(request.kind);
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onDeadline = () => {
      deadlineHit = true;
      controller.abort();
    };
    deadline?.addEventListener('abort', onDeadline, { once: true });
    try {
      const response = await untilAborted(
        fetchImpl(url, { method: request.method, headers, body, credentials: 'include', signal: controller.signal }),
        controller.signal,
      );
      // The session changed since the csrftoken cookie was issued (decision 0812): the refusal set a fresh one; retry once
      // with it (browser calls only: server-side calls forward a fixed cookie header).
      if (response.status === 403 && response.headers.get(CSRF_RETRY_HEADER) === '1' && csrfRetry && !options.forward?.cookie) {
        clearTimeout(timer);
        deadline?.removeEventListener('abort', onDeadline);
        return send(request, url, body, encoding, false);
      }
      if (!response.ok) return fail(await untilAborted(httpFailure(response), controller.signal));
      const text = await untilAborted(response.text(), controller.signal);
      try {
        return { ok: true, url, status: response.status, body: JSON.parse(text) as unknown };
      } catch {
        return fail({ kind: 'malformed-json', status: response.status, message: 'Response is not JSON' });
      }
    } catch (error) {
      if (timedOut) return fail({ kind: 'timeout', message: `No answer within ${timeoutMs} ms` });
      if (deadlineHit) return fail({ kind: 'timeout', message: DEADLINE_MESSAGE });
      return fail({ kind: 'network', message: error instanceof Error ? error.message : 'Network error' });
    } finally {
      clearTimeout(timer);
      deadline?.removeEventListener('abort', onDeadline);
    }
  };

  return {
    monitor: options.monitor ?? { captureEvent: reportEvent },
    clearCache: () => cache.clear(),
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
          // Any write that may have reached the server (decision 1970): what was read before it may be stale.
          if (request.invalidates) cache.clear();
          return result;
        });
    },
  };
};
