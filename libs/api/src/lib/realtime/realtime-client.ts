import { reportEvent, type EventReporter } from '@exchange/monitoring';
import { safeParse } from 'zod/mini';
import { REALTIME_TIMING, type RealtimeTiming, isClockJump, isSocketSilent, nextHostIndex, reconnectDelay } from '../rules/realtime-timing';
import { REALTIME_MESSAGE_SCHEMAS, type ChannelMessage, type ClientOp, type RealtimeMessage } from '../schemas/realtime';
import { resolveSocketUrl } from './socket-url';

/** Monitoring event of a socket message that was not JSON, had an unknown type or failed its schema (dropped). */
export const REALTIME_INVALID_EVENT = 'api_realtime_invalid_message';

/** The part of the platform `WebSocket` the client uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code?: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

export interface RealtimeTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export type RealtimeStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ChannelHandlers {
  onMessage: (message: ChannelMessage) => void;
  /**
   * The channel's data may have been missed (reconnect, resync, clock jump): a fresh snapshot follows for the book;
   * a candle consumer reloads its history.
   */
  onReset?: (reason: string) => void;
}

export interface RealtimeClientOptions {
  /** The socket URLs to try in turn (the site's `ws` hosts, spec 03 §3). */
  urls: readonly string[];
  createSocket?: SocketFactory;
  timers?: RealtimeTimers;
  /** Monotonic ms (`performance.now`). */
  monotonic?: () => number;
  /** Wall clock ms (`Date.now`), for the clock-jump check. */
  wallClock?: () => number;
  random?: () => number;
  monitor?: EventReporter;
  timing?: RealtimeTiming;
}

export interface RealtimeClient {
  /** Subscribes to a channel; the returned function releases this subscription (the last one leaves the channel). */
  subscribe(ch: string, handlers: ChannelHandlers): () => void;
  /** Asks the server for a fresh snapshot of one channel (a book after a gap). */
  requestSnapshot(ch: string): void;
  /** Resyncs everything: a socket that answered recently gets fresh snapshots, a doubtful one is replaced. */
  resync(reason: string): void;
  status(): RealtimeStatus;
  onStatus(listener: (status: RealtimeStatus) => void): () => void;
  /** Channels with at least one subscriber (tests, diagnostics). */
  channels(): string[];
  close(): void;
}

const OPEN = 1;

const defaultTimers: RealtimeTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof globalThis.setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof globalThis.setInterval>),
};

const issueText = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): string =>
  issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');

/** Reads one socket frame: the message, or the reason it is dropped. */
export function parseRealtimeMessage(data: unknown): { ok: true; message: RealtimeMessage } | { ok: false; reason: string } {
  if (typeof data !== 'string') return { ok: false, reason: 'Not text' };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'Malformed JSON' };
  }
  const type = typeof json === 'object' && json !== null ? (json as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(REALTIME_MESSAGE_SCHEMAS, type))
    return { ok: false, reason: `Unknown type ${String(type).slice(0, 40)}` };
  const parsed = safeParse(REALTIME_MESSAGE_SCHEMAS[type as keyof typeof REALTIME_MESSAGE_SCHEMAS], json);
  if (!parsed.success) return { ok: false, reason: `${type}: ${issueText(parsed.error.issues)}` };
  return { ok: true, message: parsed.data as RealtimeMessage };
}

/**
 * One realtime connection (issue 20, decision 1801): every subscription of the page (or of every tab, behind the
 * shared worker) multiplexed over one socket to the first reachable of the site's hosts. Subscriptions are
 * reference-counted and re-sent after each reconnect; a ping every 3 s and a 7 s silence limit catch a stalled
 * socket; drops reconnect with exponential backoff and jitter, trying the next host; invalid messages are dropped
 * and reported, never thrown.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const timing = options.timing ?? REALTIME_TIMING;
  const timers = options.timers ?? defaultTimers;
  const monotonic = options.monotonic ?? (() => globalThis.performance?.now() ?? Date.now());
  const wallClock = options.wallClock ?? Date.now;
  const random = options.random ?? Math.random;
  const monitor = options.monitor ?? { captureEvent: reportEvent };
  const createSocket: SocketFactory =
    options.createSocket ?? ((url) => new globalThis.WebSocket(resolveSocketUrl(url)) as unknown as SocketLike);
  const urls = options.urls.length > 0 ? options.urls : [];

  const subscribers = new Map<string, Set<ChannelHandlers>>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  let socket: SocketLike | null = null;
  let status: RealtimeStatus = 'closed';
  let hostIndex = 0;
  let attempt = 0;
  let everOpened = false;
  let closed = false;
  let retryTimer: unknown = null;
  let lastMessageAt = monotonic();
  let lastPingAt = -Infinity;
  let lastTickMono = monotonic();
  let lastTickWall = wallClock();
  let pingId = 0;

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  };
  const send = (op: ClientOp) => {
    if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(op));
  };
  const resetAll = (reason: string) => {
    for (const set of subscribers.values()) for (const handlers of [...set]) handlers.onReset?.(reason);
  };

  const dispatch = (data: unknown) => {
    const parsed = parseRealtimeMessage(data);
    if (!parsed.ok) {
      monitor.captureEvent(REALTIME_INVALID_EVENT, { message: parsed.reason });
      return;
    }
    const message = parsed.message;
    if (message.type === 'pong' || message.type === 'subscribed') return;
    if (message.type === 'error') {
      monitor.captureEvent('api_realtime_error', { ch: message.ch ?? '', code: message.code, message: message.message });
      return;
    }
    const set = subscribers.get(message.ch);
    if (!set) return;
    for (const handlers of [...set]) handlers.onMessage(message as ChannelMessage);
  };

  const scheduleReconnect = (closeCode?: number) => {
    if (closed || retryTimer !== null) return;
    const delay = reconnectDelay(attempt, random(), closeCode, timing);
    attempt += 1;
    setStatus('reconnecting');
    retryTimer = timers.setTimeout(() => {
      retryTimer = null;
      connect();
    }, delay);
  };

  const dropSocket = (code = 4000, reason = 'replaced') => {
    const old = socket;
    socket = null;
    if (!old) return;
    old.onopen = old.onclose = old.onerror = old.onmessage = null;
    try {
      old.close(code, reason);
    } catch {
      // Already closing.
    }
  };

  function connect() {
    if (closed || urls.length === 0) return;
    dropSocket();
    const url = urls[hostIndex] ?? urls[0] ?? '';
    setStatus(everOpened ? 'reconnecting' : 'connecting');
    let next: SocketLike;
    try {
      next = createSocket(url);
    } catch {
      hostIndex = nextHostIndex(hostIndex, urls.length);
      scheduleReconnect();
      return;
    }
    socket = next;
    lastMessageAt = monotonic();
    next.onopen = () => {
      if (socket !== next) return;
      const reconnected = everOpened;
      everOpened = true;
      attempt = 0;
      lastMessageAt = monotonic();
      setStatus('open');
      for (const ch of subscribers.keys()) send({ op: 'subscribe', ch });
      if (reconnected) resetAll('reconnect');
    };
    next.onmessage = (event) => {
      if (socket !== next) return;
      lastMessageAt = monotonic();
      // A frame that opened the socket again counts as progress: the backoff restarts.
      attempt = 0;
      dispatch(event.data);
    };
    next.onclose = (event) => {
      if (socket !== next) return;
      socket = null;
      // The next host is tried on every drop (spec 03 §3: the site lists several).
      hostIndex = nextHostIndex(hostIndex, urls.length);
      scheduleReconnect(event.code);
    };
    next.onerror = () => undefined;
  }

  const reconnectNow = (reason: string) => {
    if (closed) return;
    if (retryTimer !== null) {
      timers.clearTimeout(retryTimer);
      retryTimer = null;
    }
    attempt = 0;
    dropSocket(4001, reason);
    connect();
  };

  const tick = () => {
    const mono = monotonic();
    const wall = wallClock();
    const jumped = isClockJump(lastTickWall, wall, mono - lastTickMono, timing);
    lastTickMono = mono;
    lastTickWall = wall;
    if (jumped) {
      // After a sleep the socket may look open and be dead: replace it; the reconnect resets every channel.
      reconnectNow('clock-jump');
      return;
    }
    if (!socket || socket.readyState !== OPEN) return;
    if (isSocketSilent(lastMessageAt, mono, timing)) {
      reconnectNow('silent');
      return;
    }
    if (mono - lastPingAt >= timing.pingIntervalMs) {
      lastPingAt = mono;
      pingId += 1;
      send({ op: 'ping', id: pingId });
    }
  };
  let ticker: unknown = null;

  return {
    subscribe(ch, handlers) {
      let set = subscribers.get(ch);
      if (!set) {
        set = new Set();
        subscribers.set(ch, set);
        send({ op: 'subscribe', ch });
      }
      set.add(handlers);
      if (!closed && socket === null && retryTimer === null) {
        if (ticker === null) ticker = timers.setInterval(tick, timing.tickMs);
        connect();
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const current = subscribers.get(ch);
        if (!current) return;
        current.delete(handlers);
        if (current.size === 0) {
          subscribers.delete(ch);
          send({ op: 'unsubscribe', ch });
        }
      };
    },
    requestSnapshot(ch) {
      send({ op: 'resync', ch });
    },
    resync(reason) {
      if (closed) return;
      if (
        socket &&
        socket.readyState === OPEN &&
        !isSocketSilent(lastMessageAt, monotonic(), { ...timing, deadAfterMs: timing.pingIntervalMs + 500 })
      ) {
        for (const ch of subscribers.keys()) send({ op: 'resync', ch });
        resetAll(reason);
      } else reconnectNow(reason);
    },
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    channels: () => [...subscribers.keys()],
    close() {
      closed = true;
      if (retryTimer !== null) timers.clearTimeout(retryTimer);
      if (ticker !== null) timers.clearInterval(ticker);
      retryTimer = ticker = null;
      dropSocket(1000, 'closed');
      setStatus('closed');
    },
  };
}

export { resolveSocketUrl };
