import type { KlineBar, MarketKind, MarketResolution } from '@exchange/api';
import type { SymbolSeries } from './bars';
import { createLiveBars } from './live-bars';
import { onMarketPush } from './market-hub';

/** Default push cadence of the sandbox's live candles. */
export const DEFAULT_STREAM_INTERVAL_MS = 1000;
/** A stream is closed after this long (the client reconnects), so a lost disconnect cannot leak a timer forever. */
export const STREAM_MAX_LIFETIME_MS = 10 * 60 * 1000;

export interface StreamTimers {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: StreamTimers = {
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof globalThis.setInterval>),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof globalThis.setTimeout>),
};

/** One server-sent event: `event: <name>` and its JSON on one `data:` line. */
export function sseEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface BarStreamOptions {
  series: SymbolSeries;
  market: MarketKind;
  resolution: MarketResolution;
  intervalMs?: number;
  now?: () => number;
  timers?: StreamTimers;
  /** The request's abort signal: the stream stops when the client goes away. */
  signal?: AbortSignal;
  maxLifetimeMs?: number;
}

/**
 * The body of the sandbox's live-candle stream: the forming bar at once, then one `bar` event per interval
 * and one per push (`/_sandbox/market/tick`), until the client cancels, the request aborts or the
 * lifetime ends. Never throws into the server: writes after close are ignored.
 */
export function createBarStream(options: BarStreamOptions): ReadableStream<Uint8Array> {
  const { series, market, resolution, signal } = options;
  const now = options.now ?? Date.now;
  const timers = options.timers ?? realTimers;
  const encoder = new TextEncoder();
  let stop: (() => void) | null = null;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const live = createLiveBars(series, resolution, now());
      let closed = false;
      const send = (bar: KlineBar) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(sseEvent('bar', bar)));
        } catch {
          cleanup();
        }
      };
      const interval = timers.setInterval(() => send(live.tick(now())), options.intervalMs ?? DEFAULT_STREAM_INTERVAL_MS);
      const unsubscribe = onMarketPush(market, series.symbol.info.symbol, (push) =>
        send(push.price !== undefined && Number.isFinite(push.price) && push.price > 0 ? live.push(push.price, now()) : live.tick(now())),
      );
      const lifetime = timers.setTimeout(() => {
        cleanup();
        try {
          controller.close();
        } catch {
          // Already closed by the client.
        }
      }, options.maxLifetimeMs ?? STREAM_MAX_LIFETIME_MS);
      const onAbort = () => {
        cleanup();
        try {
          controller.close();
        } catch {
          // Already closed.
        }
      };
      function cleanup() {
        if (closed) return;
        closed = true;
        timers.clearInterval(interval);
        timers.clearTimeout(lifetime);
        unsubscribe();
        signal?.removeEventListener('abort', onAbort);
      }
      stop = cleanup;
      if (signal?.aborted) {
        onAbort();
        return;
      }
      signal?.addEventListener('abort', onAbort, { once: true });
      // A comment first opens the stream through proxies that wait for bytes, then the forming bar.
      controller.enqueue(encoder.encode(': sandbox market stream\n\n'));
      send(live.current());
    },
    cancel() {
      stop?.();
    },
  });
}
