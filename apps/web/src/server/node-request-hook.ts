// No `import 'server-only'`: loaded by instrumentation.ts's register hook, which runs outside React's server layer (decision 0800).
import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { ALLOWED_METHODS } from './csrf';
import { INTERNAL_RESPONSE_HEADERS, checkRouterRequest } from './malformed-requests';
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
  const checked = checkRouterRequest(req.url ?? '/', (name) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  });
  if (!checked.verdict.ok) {
    answer(res, checked.verdict.status, checked.verdict.message);
    return true;
  }
  for (const name of checked.drop) delete req.headers[name];
  const rawPath = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
  // A malformed path is a 400 wherever it points (a static chunk's URL included), before the missing-file check.
  if (hasMalformedPercentEncoding(rawPath)) {
    hideInternalHeaders(res);
    answer(res, 400, 'Malformed percent-encoding in the path');
    return true;
  }
  if (isMissingStaticFile(rawPath)) {
    answer(res, 404, 'Not found');
    return true;
  }
  hideInternalHeaders(res);
  return false;
}

const STATIC_PREFIX = '/_next/static/';
let staticRoots: string[] | undefined;

/**
 * A `/_next/static/…` path with no file behind it: 404 (issue 26 item 6a). Next would otherwise route it to the
 * pages (an HTML 200 for a script URL). The build's static folder is found under the working directory (`next
 * start` and serve.mjs run in apps/web; the standalone server in its own folder); when none is found, Next decides.
 */
export function isMissingStaticFile(path: string, roots: string[] = staticFolders()): boolean {
  if (!path.startsWith(STATIC_PREFIX) || roots.length === 0) return false;
  let relative: string;
  try {
    relative = decodeURIComponent(path.slice(STATIC_PREFIX.length));
  } catch {
    return true;
  }
  const clean = normalize(relative);
  if (clean.startsWith('..') || clean.includes(`${sep}..${sep}`) || clean.includes('\0')) return true;
  return !roots.some((root) => {
    const file = join(root, clean);
    return file.startsWith(root + sep) && existsSync(file) && statSync(file).isFile();
  });
}

function staticFolders(): string[] {
  // In development the dev server builds chunks on demand: only a production build's folder is authoritative.
  if (process.env.NODE_ENV !== 'production') return [];
  staticRoots ??= [join(process.cwd(), '.next', 'static'), join(process.cwd(), 'apps', 'web', '.next', 'static')].filter((dir) =>
    existsSync(dir),
  );
  return staticRoots;
}

/** Removes Next's internal routing and cache headers from the answer just before its head is written. */
function hideInternalHeaders(res: ServerResponse): void {
  const writeHead = res.writeHead;
  if (typeof writeHead !== 'function') return;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (typeof this.removeHeader === 'function') for (const name of INTERNAL_RESPONSE_HEADERS) this.removeHeader(name);
    const last = args[args.length - 1];
    if (last && typeof last === 'object' && !Array.isArray(last))
      for (const key of Object.keys(last))
        if (INTERNAL_RESPONSE_HEADERS.includes(key.toLowerCase())) delete (last as Record<string, unknown>)[key];
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
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

/**
 * Draining (decision 1740). On SIGTERM Next stops accepting connections and exits once the open ones are closed; but
 * a load balancer keeps idle keep-alive connections to each instance, which Node would hold until
 * `KEEP_ALIVE_TIMEOUT` (65 s), past an orchestrator's stop timeout (Docker: 10 s, then SIGKILL). From `drainServers()`
 * on, every answer carries `Connection: close` and the servers' idle connections are closed as they become idle, so
 * the process exits once the requests in flight are answered. A request the balancer sends on a connection at the
 * instant it is closed gets no answer: the balancer retries it elsewhere when it is idempotent.
 */
const servers = new Set<Pick<Server, 'closeIdleConnections'>>();
/** Answers not yet sent: when draining starts, the ones without headers yet still get `Connection: close`. */
const inFlight = new Set<ServerResponse>();
let draining: ReturnType<typeof setInterval> | null = null;

export function drainServers(intervalMs = 100): void {
  if (draining) return;
  for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
  inFlight.clear();
  const closeIdle = () => {
    for (const server of servers) server.closeIdleConnections();
  };
  closeIdle();
  draining = setInterval(closeIdle, intervalMs);
  draining.unref?.();
}

/** Stops draining (tests). */
export function stopDraining(): void {
  if (draining) clearInterval(draining);
  draining = null;
  servers.clear();
  inFlight.clear();
}

/** Drains on the signals Next's own start-server handles (it closes the listener and exits when done). */
export function drainOnSignals(proc: Pick<NodeJS.Process, 'once'> = process): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) proc.once(signal, () => drainServers());
}

const INSTALLED = Symbol.for('exchange.node-request-hook');

let requestsSeen = 0;
let lastRequestAt = 0;
/** How many requests this process's servers have received, and when the last one came (the idle collector's input). */
export const requestActivity = (): { seen: number; lastAt: number } => ({ seen: requestsSeen, lastAt: lastRequestAt });

interface EmitterWithHook {
  emit: (event: string | symbol, ...args: unknown[]) => boolean;
  [INSTALLED]?: boolean;
}

/** Wraps `http.Server#emit` once so each 'request' goes through `prepareNodeRequest` first (and the draining rule). */
export function installNodeRequestHook(serverPrototype: EmitterWithHook): void {
  if (serverPrototype[INSTALLED]) return;
  const emit = serverPrototype.emit;
  serverPrototype.emit = function (this: unknown, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      requestsSeen += 1;
      lastRequestAt = Date.now();
      try {
        const server = this as Partial<Pick<Server, 'closeIdleConnections'>>;
        if (typeof server.closeIdleConnections === 'function') servers.add(server as Pick<Server, 'closeIdleConnections'>);
        const res = args[1] as ServerResponse;
        if (draining) res.setHeader('connection', 'close');
        else if (typeof res.once === 'function') {
          inFlight.add(res);
          res.once('close', () => inFlight.delete(res));
        }
        if (prepareNodeRequest(args[0] as IncomingMessage, res)) return true;
      } catch (error) {
        console.error('[request-hook]', error);
      }
    }
    return emit.call(this, event, ...args);
  };
  serverPrototype[INSTALLED] = true;
}
