import type { IncomingMessage, ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from './security-headers';

/**
 * What the app does to each Node request before Next sees it (decision 0812):
 * - appends the socket address to `X-Forwarded-For`, as a proxy would. Next 16 only fills that header when the
 *   client sent none (`req.headers['x-forwarded-for'] ??= socket.remoteAddress` in base-server), so without this
 *   a client's own header would hide the socket address and `TRUSTED_PROXY_COUNT=0` could not mean "the socket";
 * - sets the static security headers as defaults on the response, so every answer carries COOP/CORP, also
 *   Next's own `//` → `/` redirect, which it sends before `headers()` and the proxy run.
 */
export function prepareNodeRequest(req: IncomingMessage, res: ServerResponse): void {
  const socketAddress = req.socket?.remoteAddress ?? '';
  const existing = req.headers['x-forwarded-for'];
  const list = (Array.isArray(existing) ? existing.join(',') : (existing ?? '')).trim();
  if (socketAddress !== '') req.headers['x-forwarded-for'] = list === '' ? socketAddress : `${list}, ${socketAddress}`;
  else delete req.headers['x-forwarded-for'];
  for (const { key, value } of SECURITY_HEADERS) if (!res.hasHeader(key)) res.setHeader(key, value);
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
        prepareNodeRequest(args[0] as IncomingMessage, args[1] as ServerResponse);
      } catch (error) {
        console.error('[request-hook]', error);
      }
    }
    return emit.call(this, event, ...args);
  };
  serverPrototype[INSTALLED] = true;
}
