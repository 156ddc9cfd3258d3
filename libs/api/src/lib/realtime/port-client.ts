import { reportEvent, type EventReporter } from '@exchange/monitoring';
import { REALTIME_TIMING, TAB_TIMING, type RealtimeTiming, isClockJump } from '../rules/realtime-timing';
import type { ChannelMessage } from '../schemas/realtime';
import type { ChannelHandlers, RealtimeClient, RealtimeStatus, RealtimeTimers } from './realtime-client';
import type { PortLike, TabToWorker } from './worker-protocol';

export interface PortRealtimeClientOptions {
  /** The shared worker's port. */
  port: PortLike;
  /** The socket URLs, absolute (`ws(s)://`): the worker's own location is not the page's. */
  urls: readonly string[];
  timers?: RealtimeTimers;
  monotonic?: () => number;
  wallClock?: () => number;
  monitor?: EventReporter;
  timing?: RealtimeTiming;
  tabTiming?: typeof TAB_TIMING;
}

export interface PortRealtimeClient extends RealtimeClient {
  /** The page is going away or into the back/forward cache: the worker releases this tab's channels now. */
  suspend(): void;
  /** The page is back (from the back/forward cache): the channels are held again and reset. */
  resume(): void;
  /** The worker failed (its script did not load): every subscription moves to `local`, a connection of this tab. */
  fallBack(local: RealtimeClient): void;
}

const defaultTimers: RealtimeTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof globalThis.setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof globalThis.setInterval>),
};

const STATUSES: readonly RealtimeStatus[] = ['connecting', 'open', 'reconnecting', 'closed'];

/**
 * A tab's realtime client behind the shared worker (issue 20, decision 1850): the same `RealtimeClient` surface as a
 * socket of its own, so the provider, the hooks and the chart's datafeed do not know the difference. It counts its
 * own subscribers per channel and tells the worker only the first and the last; it beats every 5 s with the channels
 * it holds; and it forwards what only a tab sees — the page becoming visible, the network coming back (the provider
 * calls `resync`) and a jump of this tab's clock (its own 1 s tick) — so the worker resyncs the shared socket.
 */
export function createPortRealtimeClient(options: PortRealtimeClientOptions): PortRealtimeClient {
  const { port, urls } = options;
  const timers = options.timers ?? defaultTimers;
  const monotonic = options.monotonic ?? (() => globalThis.performance?.now() ?? Date.now());
  const wallClock = options.wallClock ?? Date.now;
  const monitor = options.monitor ?? { captureEvent: reportEvent };
  const timing = options.timing ?? REALTIME_TIMING;
  const tabTiming = options.tabTiming ?? TAB_TIMING;
  const subscribers = new Map<string, Set<ChannelHandlers>>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  let status: RealtimeStatus = 'connecting';
  let closed = false;
  let suspended = false;
  let local: { client: RealtimeClient; releases: Map<ChannelHandlers, () => void> } | null = null;

  const post = (message: TabToWorker) => {
    if (closed || local !== null || (suspended && message.t !== 'bye')) return;
    try {
      port.postMessage(message);
    } catch {
      // The worker is gone; the page's next load starts another.
    }
  };
  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  };
  const hello = (t: 'hello' | 'beat') => post({ t, urls, chs: [...subscribers.keys()] });

  const receive = (data: unknown) => {
    if (data === null || typeof data !== 'object') return;
    const message = data as {
      t?: unknown;
      m?: ChannelMessage;
      ch?: unknown;
      reason?: unknown;
      status?: unknown;
      name?: unknown;
      data?: unknown;
      items?: unknown;
    };
    if (message.t === 'msg' && message.m) {
      const set = subscribers.get(message.m.ch);
      if (set) for (const handlers of [...set]) handlers.onMessage(message.m);
    } else if (message.t === 'batch' && Array.isArray(message.items)) {
      for (const item of message.items) if ((item as { t?: unknown } | null)?.t !== 'batch') receive(item);
    } else if (message.t === 'reset' && typeof message.ch === 'string') {
      const reason = typeof message.reason === 'string' ? message.reason : 'reset';
      for (const handlers of [...(subscribers.get(message.ch) ?? [])]) handlers.onReset?.(reason);
    } else if (message.t === 'status' && STATUSES.includes(message.status as RealtimeStatus)) {
      setStatus(message.status as RealtimeStatus);
    } else if (message.t === 'event' && typeof message.name === 'string') {
      monitor.captureEvent(message.name, (message.data ?? {}) as Record<string, unknown>);
    }
  };
  port.onmessage = (event) => {
    if (local === null) receive(event.data);
  };
  port.start?.();
  hello('hello');

  let lastMono = monotonic();
  let lastWall = wallClock();
  let lastBeat = lastMono;
  const ticker = timers.setInterval(() => {
    const mono = monotonic();
    const wall = wallClock();
    const jumped = isClockJump(lastWall, wall, mono - lastMono, timing);
    lastMono = mono;
    lastWall = wall;
    // This tab's clock jumped (it slept, or a test moved it): the shared socket may be dead, or this tab missed data.
    if (jumped) post({ t: 'resync', reason: 'clock-jump' });
    if (mono - lastBeat >= tabTiming.beatMs) {
      lastBeat = mono;
      hello('beat');
    }
  }, timing.tickMs);

  return {
    subscribe(ch, handlers) {
      if (local !== null) return local.client.subscribe(ch, handlers);
      let set = subscribers.get(ch);
      if (!set) {
        set = new Set();
        subscribers.set(ch, set);
        post({ t: 'sub', ch });
      }
      set.add(handlers);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (local !== null) {
          local.releases.get(handlers)?.();
          local.releases.delete(handlers);
        }
        const current = subscribers.get(ch);
        if (!current) return;
        current.delete(handlers);
        if (current.size === 0) {
          subscribers.delete(ch);
          post({ t: 'unsub', ch });
        }
      };
    },
    requestSnapshot(ch) {
      if (local !== null) local.client.requestSnapshot(ch);
      else post({ t: 'snapshot', ch });
    },
    resync(reason) {
      if (local !== null) local.client.resync(reason);
      else post({ t: 'resync', reason });
    },
    status: () => (local !== null ? local.client.status() : status),
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    channels: () => (local !== null ? local.client.channels() : [...subscribers.keys()]),
    suspend() {
      if (suspended) return;
      post({ t: 'bye' });
      suspended = true;
    },
    resume() {
      if (!suspended) return;
      suspended = false;
      hello('hello');
      for (const set of subscribers.values()) for (const handlers of [...set]) handlers.onReset?.('resume');
    },
    fallBack(client) {
      if (local !== null || closed) return;
      local = { client, releases: new Map() };
      const current = local;
      client.onStatus((next) => setStatus(next));
      for (const [ch, set] of subscribers) for (const handlers of set) current.releases.set(handlers, client.subscribe(ch, handlers));
      timers.clearInterval(ticker);
      setStatus(client.status());
    },
    close() {
      post({ t: 'bye' });
      closed = true;
      timers.clearInterval(ticker);
      local?.client.close();
      setStatus('closed');
    },
  };
}
