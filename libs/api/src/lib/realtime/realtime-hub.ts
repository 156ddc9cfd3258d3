import { TAB_TIMING, isTabGone } from '../rules/realtime-timing';
import { createRealtimeClient, type RealtimeClient, type RealtimeClientOptions, type RealtimeTimers } from './realtime-client';
import type { PortLike, TabToWorker, WorkerToTab } from './worker-protocol';

export interface RealtimeHubOptions {
  /** Makes the one client of a set of socket URLs (tests pass fake sockets through it). */
  createClient?: (options: RealtimeClientOptions) => RealtimeClient;
  timers?: RealtimeTimers;
  /** Monotonic ms. */
  monotonic?: () => number;
  tabTiming?: typeof TAB_TIMING;
  /**
   * What the worker gathers for a tab before posting it in one message (ms; 0 posts each at once): a flood of 500
   * frames a second reaches each tab as ~60 posts, not 500 tasks on its main thread. One frame (16 ms) by default.
   */
  batchMs?: number;
}

export interface RealtimeHub {
  /** Takes a tab's port (the shared worker's `connect` event). */
  connect(port: PortLike): void;
  /** Tabs connected, and sockets (clients) open (tests, diagnostics). */
  stats(): { tabs: number; clients: number; channels: string[] };
  close(): void;
}

interface Tab {
  port: PortLike;
  key: string | null;
  lastBeat: number;
  /** Each channel this tab holds, with the release of its subscription on the shared client. */
  subs: Map<string, () => void>;
  /** Messages waiting for the next post (in order). */
  queue: WorkerToTab[];
  flushTimer: unknown;
}

interface Shared {
  client: RealtimeClient;
  /** When the last resync was asked for: every tab sees the network come back and its clock jump at once. */
  lastResyncAt: number;
  tabs: Set<Tab>;
  offStatus: () => void;
}

/** Resyncs asked for by several tabs within this time are one. */
const RESYNC_DEDUPE_MS = 1_000;

const defaultTimers: RealtimeTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof globalThis.setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof globalThis.setInterval>),
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const strings = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : null;

/** A tab's message read back; null when it is not one (ignored). */
function readTabMessage(data: unknown): TabToWorker | null {
  if (!isObject(data) || typeof data['t'] !== 'string') return null;
  const t = data['t'];
  if (t === 'hello' || t === 'beat') {
    const urls = strings(data['urls']);
    const chs = strings(data['chs']);
    return urls && chs ? { t, urls, chs } : null;
  }
  if ((t === 'sub' || t === 'unsub' || t === 'snapshot') && typeof data['ch'] === 'string') return { t, ch: data['ch'] };
  if (t === 'resync' && typeof data['reason'] === 'string') return { t, reason: data['reason'].slice(0, 40) };
  if (t === 'bye') return { t };
  return null;
}

/**
 * The shared worker's side (issue 20, decision 1850): one realtime client (one socket) per set of socket URLs for
 * every tab of the browser, each tab's channels reference-counted on it. A tab's channels are released when it says
 * `bye` (pagehide), when its port closes, or when it has not beaten for 75 s; the last tab of a client closes it.
 * A tab that joins a channel another tab already holds gets a fresh snapshot (the server resends the channel's first
 * message), so its book never waits for a gap to fill.
 */
export function createRealtimeHub(options: RealtimeHubOptions = {}): RealtimeHub {
  const makeClient = options.createClient ?? createRealtimeClient;
  const timers = options.timers ?? defaultTimers;
  const monotonic = options.monotonic ?? (() => globalThis.performance?.now() ?? Date.now());
  const tabTiming = options.tabTiming ?? TAB_TIMING;
  const shared = new Map<string, Shared>();
  const tabs = new Set<Tab>();

  const batchMs = options.batchMs ?? 16;
  const send = (tab: Tab, message: WorkerToTab | { t: 'batch'; items: WorkerToTab[] }) => {
    try {
      tab.port.postMessage(message);
    } catch {
      // A port whose tab is gone: the reaper releases it.
    }
  };
  const flush = (tab: Tab) => {
    tab.flushTimer = null;
    const items = tab.queue;
    tab.queue = [];
    if (items.length === 1 && items[0]) send(tab, items[0]);
    else if (items.length > 1) send(tab, { t: 'batch', items });
  };
  const post = (tab: Tab, message: WorkerToTab) => {
    if (batchMs <= 0) {
      send(tab, message);
      return;
    }
    tab.queue.push(message);
    tab.flushTimer ??= timers.setTimeout(() => flush(tab), batchMs);
  };

  const sharedFor = (urls: readonly string[]): { key: string; entry: Shared } => {
    const key = urls.join(' ');
    const existing = shared.get(key);
    if (existing) return { key, entry: existing };
    const entryTabs = new Set<Tab>();
    const client = makeClient({
      urls,
      timers,
      // The worker has no monitor configured: one tab reports for the client.
      monitor: {
        captureEvent: (name, data) => {
          const reporter = entryTabs.values().next().value;
          if (reporter) post(reporter, { t: 'event', name, data: data ?? {} });
          return reporter !== undefined;
        },
      },
    });
    const entry: Shared = {
      client,
      lastResyncAt: -Infinity,
      tabs: entryTabs,
      offStatus: client.onStatus((status) => {
        for (const tab of entryTabs) post(tab, { t: 'status', status });
      }),
    };
    shared.set(key, entry);
    return { key, entry };
  };

  const subscribe = (tab: Tab, entry: Shared, ch: string) => {
    if (tab.subs.has(ch)) return;
    const heldElsewhere = entry.client.channels().includes(ch);
    tab.subs.set(
      ch,
      entry.client.subscribe(ch, {
        onMessage: (m) => post(tab, { t: 'msg', m }),
        onReset: (reason) => post(tab, { t: 'reset', ch, reason }),
      }),
    );
    if (heldElsewhere) entry.client.requestSnapshot(ch);
  };

  const unsubscribe = (tab: Tab, ch: string) => {
    const release = tab.subs.get(ch);
    if (!release) return;
    tab.subs.delete(ch);
    release();
  };

  /** Releases everything the tab holds; the last tab of a client closes its socket. */
  const leave = (tab: Tab) => {
    for (const ch of [...tab.subs.keys()]) unsubscribe(tab, ch);
    tabs.delete(tab);
    if (tab.flushTimer !== null) timers.clearTimeout(tab.flushTimer);
    tab.flushTimer = null;
    tab.queue = [];
    const key = tab.key;
    if (key === null) return;
    const entry = shared.get(key);
    tab.key = null;
    if (!entry) return;
    entry.tabs.delete(tab);
    if (entry.tabs.size === 0) {
      entry.offStatus();
      entry.client.close();
      shared.delete(key);
    }
  };

  /** `hello` and `beat`: the tab (again) holds exactly `chs` on the client of `urls`. */
  const join = (tab: Tab, urls: readonly string[], chs: readonly string[]) => {
    if (urls.length === 0) return;
    const { key, entry } = sharedFor(urls);
    if (tab.key !== key) {
      if (tab.key !== null) leave(tab);
      tab.key = key;
      entry.tabs.add(tab);
      post(tab, { t: 'status', status: entry.client.status() });
    }
    tabs.add(tab);
    const wanted = new Set(chs);
    for (const ch of [...tab.subs.keys()]) if (!wanted.has(ch)) unsubscribe(tab, ch);
    for (const ch of wanted) subscribe(tab, entry, ch);
  };

  const reaper = timers.setInterval(() => {
    const now = monotonic();
    for (const tab of [...tabs]) if (isTabGone(tab.lastBeat, now, tabTiming)) leave(tab);
  }, tabTiming.beatMs);

  return {
    connect(port) {
      const tab: Tab = { port, key: null, lastBeat: monotonic(), subs: new Map(), queue: [], flushTimer: null };
      port.onmessage = (event) => {
        const message = readTabMessage(event.data);
        if (!message) return;
        tab.lastBeat = monotonic();
        const entry = tab.key === null ? undefined : shared.get(tab.key);
        switch (message.t) {
          case 'hello':
          case 'beat':
            join(tab, message.urls, message.chs);
            return;
          case 'bye':
            leave(tab);
            return;
          case 'sub':
            if (entry) subscribe(tab, entry, message.ch);
            return;
          case 'unsub':
            unsubscribe(tab, message.ch);
            return;
          case 'snapshot':
            entry?.client.requestSnapshot(message.ch);
            return;
          case 'resync':
            if (!entry || tab.lastBeat - entry.lastResyncAt < RESYNC_DEDUPE_MS) return;
            entry.lastResyncAt = tab.lastBeat;
            entry.client.resync(message.reason);
            return;
        }
      };
      // Chromium tells when the other end of a port is gone (its tab closed or crashed).
      port.addEventListener?.('close', () => leave(tab));
      port.start?.();
    },
    stats: () => ({
      tabs: tabs.size,
      clients: shared.size,
      channels: [...new Set([...shared.values()].flatMap((e) => e.client.channels()))],
    }),
    close() {
      timers.clearInterval(reaper);
      for (const tab of [...tabs]) leave(tab);
      for (const entry of shared.values()) entry.client.close();
      shared.clear();
    },
  };
}
