import type { AnalyticsEvent } from '@exchange/api';
import { ANALYTICS_POLICY, retryDelayMs, type AnalyticsPolicy } from '../rules/analytics-policy';
import { isEventName, maskProps } from '../rules/mask-event';

/** Timers the client uses, injectable so tests drive them with fake time. */
export interface AnalyticsTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface AnalyticsClientOptions {
  /** Sends one batch; resolves true when the collector accepted it. A rejection counts as a failure. */
  send: (events: AnalyticsEvent[]) => Promise<boolean>;
  /** The visitor's analytics session id. */
  session: string;
  /** Whether collecting is on (site switch and consent); `setEnabled` changes it. */
  enabled: boolean;
  now?: () => number;
  timers?: AnalyticsTimers;
  policy?: AnalyticsPolicy;
  /** Called with each batch the collector accepted. */
  onSent?: (events: readonly AnalyticsEvent[]) => void;
}

export interface AnalyticsClient {
  /** Queues an event (masked now, before it can leave the page); false when off or the name is invalid. */
  track(name: string, props?: Record<string, unknown>): boolean;
  /** Sends what is queued now (e.g. when the page is hidden) instead of waiting for the batch to fill. */
  flush(): void;
  /** The consent switch: off drops every queued event and any retry; on starts collecting again. */
  setEnabled(enabled: boolean): void;
  /** Events queued or in flight. */
  pending(): number;
  /** Stops every timer; later calls do nothing. */
  dispose(): void;
}

const browserTimers: AnalyticsTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The page's analytics client (decision 1200): events are masked when tracked, queued, and sent in batches
 * of `batchSize` (or `flushDelayMs` after the first waiting one), one batch at a time. A send that fails or
 * takes longer than the collector's 5000 ms (spec 01 §7) is retried after 1 s, 2 s, 4 s, 8 s, then dropped.
 * Never throws: a failing collector costs events, never the page.
 */
export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const policy = options.policy ?? ANALYTICS_POLICY;
  const timers = options.timers ?? browserTimers;
  const now = options.now ?? Date.now;
  let enabled = options.enabled;
  let disposed = false;
  /** Bumped when collecting stops, so an answer to an older send is ignored. */
  let generation = 0;
  let queue: AnalyticsEvent[] = [];
  let inFlight: AnalyticsEvent[] | null = null;
  let flushTimer: unknown = null;
  let retryTimer: unknown = null;

  const clearTimer = (handle: unknown) => {
    if (handle !== null) timers.clearTimeout(handle);
  };

  const withTimeout = (promise: Promise<boolean>): Promise<boolean> =>
    new Promise<boolean>((resolve) => {
      const timer = timers.setTimeout(() => resolve(false), policy.sendTimeoutMs);
      promise.then(
        (accepted) => {
          timers.clearTimeout(timer);
          resolve(accepted === true);
        },
        () => {
          timers.clearTimeout(timer);
          resolve(false);
        },
      );
    });

  const scheduleFlush = () => {
    if (flushTimer !== null || queue.length === 0) return;
    flushTimer = timers.setTimeout(() => {
      flushTimer = null;
      sendNext();
    }, policy.flushDelayMs);
  };

  const afterBatch = () => {
    inFlight = null;
    if (queue.length >= policy.batchSize) sendNext();
    else scheduleFlush();
  };

  const attempt = (batch: AnalyticsEvent[], number: number) => {
    const mine = generation;
    inFlight = batch;
    let sending: Promise<boolean>;
    try {
      sending = options.send(batch);
    } catch {
      sending = Promise.resolve(false);
    }
    void withTimeout(sending).then((accepted) => {
      if (disposed || mine !== generation) return;
      if (accepted) {
        options.onSent?.(batch);
        afterBatch();
        return;
      }
      const wait = retryDelayMs(number, policy);
      if (wait === null) {
        afterBatch();
        return;
      }
      retryTimer = timers.setTimeout(() => {
        retryTimer = null;
        attempt(batch, number + 1);
      }, wait);
    });
  };

  function sendNext() {
    if (disposed || !enabled || inFlight !== null || queue.length === 0) return;
    clearTimer(flushTimer);
    flushTimer = null;
    const batch = queue.slice(0, policy.batchSize);
    queue = queue.slice(batch.length);
    attempt(batch, 1);
  }

  return {
    track(name, props) {
      if (disposed || !enabled || !isEventName(name)) return false;
      queue.push({ name, at: now(), session: options.session, props: maskProps(props) });
      if (queue.length > policy.maxQueue) queue = queue.slice(queue.length - policy.maxQueue);
      if (queue.length >= policy.batchSize) sendNext();
      else scheduleFlush();
      return true;
    },
    flush: sendNext,
    setEnabled(next) {
      if (next === enabled) return;
      enabled = next;
      if (!next) {
        generation += 1;
        queue = [];
        inFlight = null;
        clearTimer(flushTimer);
        clearTimer(retryTimer);
        flushTimer = null;
        retryTimer = null;
      }
    },
    pending: () => queue.length + (inFlight?.length ?? 0),
    dispose() {
      disposed = true;
      clearTimer(flushTimer);
      clearTimer(retryTimer);
    },
  };
}
