import { createPortRealtimeClient, type PortRealtimeClient } from './port-client';
import type { RealtimeClient } from './realtime-client';
import { resolveSocketUrl } from './socket-url';
import { REALTIME_WORKER_NAME, type PortLike } from './worker-protocol';

/** A port nobody listens on: the tab's client before its own socket's code has loaded. */
const unconnectedPort = (): PortLike => ({ postMessage: () => undefined, onmessage: null });

/**
 * Moves a port client to a socket of this tab's own. The socket's code (its message schemas) loads only then
 * (decision 1950): most browsers never need it, since their tabs share the worker's socket.
 */
const fallBackToOwnSocket = (client: PortRealtimeClient, urls: readonly string[]) => {
  void import('./realtime-client').then(({ createRealtimeClient }) => client.fallBack(createRealtimeClient({ urls })));
};

/**
 * The page's realtime client (issue 20, decision 1850): one socket per browser. Where the browser has `SharedWorker`,
 * every tab of the origin talks through a port to one worker that owns the one socket (`realtime.worker.ts`); where
 * it has not (Safari on iOS before 16, some in-app webviews), or the worker fails to start, the tab holds a socket of
 * its own, with the same behaviour. The URLs are made absolute here: the worker's location is not the page's.
 */
export function createBrowserRealtimeClient(urls: readonly string[]): RealtimeClient {
  const absolute = urls.map((url) => resolveSocketUrl(url));
  const perTab = () => {
    const client = createPortRealtimeClient({ port: unconnectedPort(), urls: absolute });
    fallBackToOwnSocket(client, absolute);
    return client;
  };
  if (typeof SharedWorker === 'undefined' || typeof window === 'undefined') return perTab();
  let worker: SharedWorker;
  try {
    // The bundler (webpack in `next build`, Turbopack in `next dev`) emits the worker as its own chunk from this
    // exact form: `new SharedWorker(new URL(<literal>, import.meta.url), …)`.
    worker = new SharedWorker(new URL('./realtime.worker.ts', import.meta.url), { type: 'module', name: REALTIME_WORKER_NAME });
  } catch {
    return perTab();
  }
  const client = createPortRealtimeClient({ port: worker.port as unknown as PortLike, urls: absolute });
  worker.addEventListener('error', () => fallBackToOwnSocket(client, absolute));
  window.addEventListener('pagehide', () => client.suspend());
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) client.resume();
  });
  return client;
}
