import 'server-only';
import { exchangeApiOrigin, SANDBOX_ORIGIN } from './exchange-origin';
import { outsideRequest } from './outside-request';
import {
  API_CACHE_CONTROL,
  EXCHANGE_COOKIES,
  MAX_RESPONSE_BYTES,
  SANDBOX_COOKIES,
  checkProxyPath,
  clientResponseHeaders,
  declaredTooLarge,
  extraCookieNames,
  forwardedCookieHeader,
  proxyErrorBody,
  proxyTimeoutMs,
  rewriteRedirect,
  rewriteSetCookie,
  upstreamRequestHeaders,
} from './proxy-rules';

/** `response` with `headers` set (a copy when its headers are immutable). */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}

const unknownSandboxEndpoint = () => Response.json({ code: 404, message: 'Unknown sandbox endpoint' }, { status: 404 });

const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);
class TooLarge extends Error {}

/** Settles like `promise`, or rejects with the signal's reason once it aborts (the in-process sandbox ignores signals). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Largest answer a page's server-side call may read (issue 26 item 0): a page embeds what its calls return, so an
 * exchange answer over this is the call's fallback, never a page of hundreds of megabytes (decision 1810).
 */
export const PAGE_CALL_MAX_BYTES = 2 * 1024 * 1024;

/** The failure a page call gets for an answer over the cap: the transport turns it into the call's fallback. */
const tooLargeAnswer = (): Response =>
  Response.json(proxyErrorBody(502, 'The exchange answer is too large'), {
    status: 502,
    headers: { 'cache-control': 'no-store, private' },
  });

/**
 * `body` that errors once more than `cap` bytes came through, or once `signal` aborts (whether or not the
 * underlying fetch saw the abort): a reader of it never waits past the call's deadline.
 */
export function cappedBody(
  body: ReadableStream<Uint8Array>,
  cap: number,
  signal: AbortSignal | null | undefined,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let size = 0;
  let onAbort: (() => void) | undefined;
  const release = () => {
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (!signal) return;
      onAbort = () => {
        controller.error(signal.reason);
        reader.cancel(signal.reason).catch(() => undefined);
      };
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    },
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          return controller.close();
        }
        size += value.byteLength;
        if (size > cap) {
          release();
          await reader.cancel().catch(() => undefined);
          return controller.error(new TooLarge('The exchange answer is too large'));
        }
        controller.enqueue(value);
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    cancel(reason) {
      release();
      return reader.cancel(reason);
    },
  });
}

/**
 * A page call to the real exchange. The caller's signal goes to fetch itself: a Request copied from another one
 * (`new Request(request, init)`) follows its source's signal only through a weak reference, so after a garbage
 * collection the abort never arrived and the call stayed pending past the page budget (issue 26; reproduced on
 * Node 20 with --expose-gc). The answer is also raced against the signal and read under the size cap.
 */
async function fetchFromExchange(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> {
  const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
  // Redirects are not followed: an exchange answer pointing elsewhere is a failed call, never a request to another site.
  // `no-store`: Next's patched fetch keeps nothing of an exchange answer (its data cache holds no personal data or
  // 11 MB blobs between requests; decision 1810).
  // Outside the request's async context: undici's process-wide timer must not keep a request's stores (outside-request.ts).
  const response = await abortable(
    outsideRequest(() => fetch(input, { ...init, cache: 'no-store', redirect: 'manual' })),
    signal,
  );
  if (declaredTooLarge(response.headers.get('content-length'), PAGE_CALL_MAX_BYTES)) {
    await response.body?.cancel().catch(() => undefined);
    return tooLargeAnswer();
  }
  if (response.body === null || NULL_BODY_STATUS.has(response.status)) return response;
  return new Response(cappedBody(response.body, PAGE_CALL_MAX_BYTES, signal), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * The fetch the server uses for exchange calls: straight to EXCHANGE_API_ORIGIN when set, otherwise
 * answered in process by the embedded sandbox (no network hop). Both end when the call's signal aborts.
 */
export const exchangeFetch: typeof fetch = async (input, init) => {
  if (exchangeApiOrigin()) return fetchFromExchange(input, init);
  const request = new Request(input, init);
  const { handleSandboxRequest } = await import('@/sandbox/embedded');
  const response = await abortable(handleSandboxRequest(request), init?.signal ?? request.signal);
  return response ?? unknownSandboxEndpoint();
};

/** Where server-side exchange calls are addressed. */
export const exchangeBaseUrl = (): string => exchangeApiOrigin() ?? SANDBOX_ORIGIN;

/** The cookie names sent to the exchange (the sandbox's own cookies only when the sandbox answers). */
export const forwardedCookieNames = (env: Record<string, string | undefined> = process.env): string[] => [
  ...EXCHANGE_COOKIES,
  ...extraCookieNames(env['EXCHANGE_FORWARD_COOKIES']),
  ...(exchangeApiOrigin(env) ? [] : SANDBOX_COOKIES),
];

/** The Cookie header a call to the exchange carries: the allow-list under the size cap (decision 0811). */
export const forwardedCookies = (cookieHeader: string | null | undefined): string =>
  forwardedCookieHeader(cookieHeader, forwardedCookieNames());

/**
 * The client's IP as the proxy forwards it. The trust rules for `X-Forwarded-For` belong to the request
 * context (issue 13 item 2); this keeps the previous reading in one place until then.
 */
const clientIpOf = (request: Request): string =>
  (request.headers.get('x-forwarded-for') ?? '').split(',')[0]?.trim() || request.headers.get('x-real-ip')?.trim() || '';

/** Largest request body passed upstream. */
const MAX_REQUEST_BYTES = 1024 * 1024;

const errorResponse = (status: 400 | 405 | 413 | 502 | 504, message: string): Response =>
  Response.json(status === 413 ? { code: 413, message, data: null } : proxyErrorBody(status, message), {
    status,
    headers: { 'cache-control': 'no-store, private', 'x-content-type-options': 'nosniff' },
  });

/** The whole body, or TooLarge past `cap` bytes; rejects when the fetch's signal aborts. */
async function readCapped(body: ReadableStream<Uint8Array> | null, cap: number): Promise<Uint8Array<ArrayBuffer>> {
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * The browser's exchange calls reach the app's own origin: pass them to the real exchange when one is
 * configured, otherwise to the sandbox. Towards the exchange (decision 0811): refused paths answer 400 before
 * anything leaves; hop-by-hop and internal headers are dropped; only allow-listed cookies go, under a cap; the
 * fetch ends at the proxy timeout or when the client goes away. Back to the client: 504 (timeout) / 502
 * (network, reset, oversize, redirect elsewhere) as JSON envelopes; cookies rewritten to the app's host; CORS
 * and caching headers replaced with the app's own.
 */
export async function forwardExchangeRequest(request: Request): Promise<Response> {
  const origin = exchangeApiOrigin();
  const url = new URL(request.url);
  if (!origin) {
    const { handleSandboxRequest } = await import('@/sandbox/embedded');
    const response = (await handleSandboxRequest(request)) ?? unknownSandboxEndpoint();
    // The sandbox's answers are personal (user info, balances, orders) as the exchange's are: never stored by a
    // shared cache, in both modes (issue 26 item 6a).
    return withHeaders(response, { 'cache-control': API_CACHE_CONTROL, 'x-content-type-options': 'nosniff' });
  }
  const verdict = checkProxyPath(url.pathname);
  if (!verdict.ok) return errorResponse(400, verdict.reason);
  const declaredLength = request.headers.get('content-length');
  if (declaredTooLarge(declaredLength, MAX_REQUEST_BYTES)) return errorResponse(413, 'Request body too large');

  let body: Uint8Array<ArrayBuffer> | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    try {
      body = await readCapped(request.body, MAX_REQUEST_BYTES);
    } catch (error) {
      return error instanceof TooLarge ? errorResponse(413, 'Request body too large') : errorResponse(400, 'Unreadable request body');
    }
  }

  const headers = upstreamRequestHeaders(request.headers, request.headers.get('connection'));
  const cookie = forwardedCookies(request.headers.get('cookie'));
  if (cookie !== '') headers['cookie'] = cookie;
  const clientIp = clientIpOf(request);
  if (clientIp !== '' && /^[0-9A-Fa-f:.]{2,45}$/.test(clientIp)) {
    headers['x-forwarded-for'] = clientIp;
    headers['x-real-ip'] = clientIp;
  }

  const timeoutMs = proxyTimeoutMs(process.env['EXCHANGE_PROXY_TIMEOUT_MS']);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
  const signal = AbortSignal.any([request.signal, timeout.signal]);
  const failure = (): Response =>
    timeout.signal.aborted ? errorResponse(504, 'The exchange did not answer in time') : errorResponse(502, 'The exchange is unavailable');
  const target = new URL(url.pathname + url.search, origin);
  let streaming = false;
  try {
    const upstream = await abortable(
      outsideRequest(() => fetch(target, { method: request.method, headers, body, cache: 'no-store', redirect: 'manual', signal })),
      signal,
    );
    const out = clientResponseHeaders(upstream.headers, upstream.headers.get('connection'));
    const secure = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
    const cookieNames = forwardedCookieNames();
    for (const raw of upstream.headers.getSetCookie()) {
      const rewritten = rewriteSetCookie(raw, cookieNames, secure);
      if (rewritten !== null) out.append('set-cookie', rewritten);
    }

    if (upstream.status >= 300 && upstream.status < 400 && upstream.status !== 304) {
      await upstream.body?.cancel().catch(() => undefined);
      const redirect = rewriteRedirect(upstream.headers.get('location'), target.href, [origin, url.origin]);
      if (!redirect.ok) return errorResponse(502, 'The exchange redirected elsewhere');
      out.set('location', redirect.location);
      return new Response(null, { status: upstream.status, headers: out });
    }
    if (upstream.status < 200 || upstream.status > 599) {
      await upstream.body?.cancel().catch(() => undefined);
      return errorResponse(502, 'The exchange gave an invalid answer');
    }
    if (declaredTooLarge(upstream.headers.get('content-length'))) {
      await upstream.body?.cancel().catch(() => undefined);
      return errorResponse(502, 'The exchange answer is too large');
    }
    if (NULL_BODY_STATUS.has(upstream.status) || request.method === 'HEAD') {
      await upstream.body?.cancel().catch(() => undefined);
      return new Response(null, { status: upstream.status, headers: out });
    }
    if ((out.get('content-type') ?? '').toLowerCase().startsWith('text/event-stream')) {
      // A stream lives as long as its client: no total timeout, but still cut when the client leaves.
      clearTimeout(timer);
      streaming = true;
      return new Response(upstream.body, { status: upstream.status, headers: out });
    }
    const bytes = await abortable(readCapped(upstream.body, MAX_RESPONSE_BYTES), signal);
    return new Response(bytes, { status: upstream.status, headers: out });
  } catch (error) {
    if (error instanceof TooLarge) return errorResponse(502, 'The exchange answer is too large');
    return failure();
  } finally {
    if (!streaming) clearTimeout(timer);
  }
}
