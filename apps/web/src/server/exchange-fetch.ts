import 'server-only';
import { exchangeApiOrigin, SANDBOX_ORIGIN } from './exchange-origin';
import {
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

const unknownSandboxEndpoint = () => Response.json({ code: 404, message: 'Unknown sandbox endpoint' }, { status: 404 });

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
 * The fetch the server uses for exchange calls: straight to EXCHANGE_API_ORIGIN when set, otherwise
 * answered in process by the embedded sandbox (no network hop). Both end when the call's signal aborts.
 */
export const exchangeFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const origin = exchangeApiOrigin();
  // Redirects are not followed: an exchange answer pointing elsewhere is a failed call, never a request to another site.
  if (origin) return fetch(new Request(request, { redirect: 'manual' }));
  const { handleSandboxRequest } = await import('@/sandbox/embedded');
  const response = await abortable(handleSandboxRequest(request), request.signal);
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

const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);
/** Largest request body passed upstream. */
const MAX_REQUEST_BYTES = 1024 * 1024;

const errorResponse = (status: 400 | 405 | 413 | 502 | 504, message: string): Response =>
  Response.json(status === 413 ? { code: 413, message, data: null } : proxyErrorBody(status, message), {
    status,
    headers: { 'cache-control': 'no-store, private', 'x-content-type-options': 'nosniff' },
  });

class TooLarge extends Error {}

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
    const response = await handleSandboxRequest(request);
    return response ?? unknownSandboxEndpoint();
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
    const upstream = await fetch(target, { method: request.method, headers, body, redirect: 'manual', signal });
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
    const bytes = await readCapped(upstream.body, MAX_RESPONSE_BYTES);
    return new Response(bytes, { status: upstream.status, headers: out });
  } catch (error) {
    if (error instanceof TooLarge) return errorResponse(502, 'The exchange answer is too large');
    return failure();
  } finally {
    if (!streaming) clearTimeout(timer);
  }
}
