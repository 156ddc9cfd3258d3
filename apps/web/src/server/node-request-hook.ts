// No `import 'server-only'`: loaded by instrumentation.ts's register hook, which runs outside React's server layer (decision 0800).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ALLOWED_METHODS } from './csrf';
import { hasMalformedPercentEncoding } from './routing';
import { SECURITY_HEADERS } from './security-headers';

/**
 * What the app does to each Node request before Next sees it (decision 0812):
 * - appends the socket address to `X-Forwarded-For`, as a proxy would. Next 16 only fills that header when the
 *   client sent none (`req.headers['x-forwarded-for'] ??= socket.remoteAddress` in base-server), so without this
 *   a client's own header would hide the socket address and `TRUSTED_PROXY_COUNT=0` could not mean "the socket";
 * - sets the static security headers as defaults on the response, so every answer carries COOP/CORP, also
 *   Next's own `//` → `/` redirect, which it sends before `headers()` and the proxy run;
 * - answers 405 to methods the app does not serve (TRACE and TRACK make Next's proxy adapter throw before
 *   proxy.ts runs: a 500) and 400 to malformed percent-encoding in paths proxy.ts does not see (`/_next/static`).
 * Returns true when it answered the request itself.
 */
export function prepareNodeRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const socketAddress = req.socket?.remoteAddress ?? '';
  const existing = req.headers['x-forwarded-for'];
  const list = (Array.isArray(existing) ? existing.join(',') : (existing ?? '')).trim();
  if (socketAddress !== '') req.headers['x-forwarded-for'] = list === '' ? socketAddress : `${list}, ${socketAddress}`;
  else delete req.headers['x-forwarded-for'];
  for (const { key, value } of SECURITY_HEADERS) if (!res.hasHeader(key)) res.setHeader(key, value);
  const method = (req.method ?? 'GET').toUpperCase();
  if (!ALLOWED_METHODS.includes(method)) {
    answer(res, 405, 'Method not allowed', { allow: ALLOWED_METHODS.join(', ') });
    return true;
  }
  const rawPath = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
  if (hasMalformedPercentEncoding(rawPath)) {
    answer(res, 400, 'Malformed percent-encoding in the path');
    return true;
  }
  return false;
}

function answer(res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}): void {
  const body = JSON.stringify({ code: status, message, data: null });
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store, private',
    ...extra,
  });
  res.end(body);
}

const INSTALLED = Symbol.for('exchange.node-request-hook');

interface EmitterWithHook {
  emit: (event: string | symbol, ...args: unknown[]) => boolean;
  [INSTALLED]?: boolean;
}

/** Wraps `http.Server#emit` once so each 'request' goes through `prepareNodeRequest` first. */
export function installNodeRequestHook(serverPrototype: EmitterWithHook): void {
  if (serverPrototype[INSTALLED]) return;
  const emit = serverPrototype.emit;
  serverPrototype.emit = function (this: unknown, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      try {
        if (prepareNodeRequest(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
      } catch (error) {
        console.error('[request-hook]', error);
      }
    }
    return emit.call(this, event, ...args);
  };
  serverPrototype[INSTALLED] = true;
}
