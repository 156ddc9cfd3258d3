import type { Clock } from './clock';

/** Spec 02 §9: a check after 1.5 s, up to 50 retries at 500 ms, timeout after 30 s. */
export const READY_FIRST_CHECK_MS = 1500;
export const READY_RETRY_MS = 500;
export const READY_MAX_RETRIES = 50;
export const READY_TIMEOUT_MS = 30_000;
/** Spec 02 §8: what is logged when the chart is not ready after 30 s. */
export const READY_TIMEOUT_MESSAGE = 'Chart ready timeout';

export type ReadinessState = 'waiting' | 'ready' | 'timed-out';

export interface ReadinessOptions {
  clock: Clock;
  /** Polled at 1.5 s and then every 500 ms (up to 50 times). */
  isReady: () => boolean;
  onReady: () => void;
  /** Called once with "Chart ready timeout" when 30 s pass without readiness. */
  onTimeout: (message: string) => void;
}

export interface ReadinessWatcher {
  /** The chart reports readiness itself (first full render): no need to wait for the next poll. */
  markReady(): void;
  state(): ReadinessState;
  dispose(): void;
}

/**
 * Watches chart readiness (spec 02 §4, §8, §9). Readiness is reported by the chart's first render or
 * found by the polls; either way `onReady` fires once. A later readiness after the timeout still counts.
 */
export function createReadinessWatcher({ clock, isReady, onReady, onTimeout }: ReadinessOptions): ReadinessWatcher {
  let state: ReadinessState = 'waiting';
  let retries = 0;
  let pollHandle: unknown = clock.setTimeout(poll, READY_FIRST_CHECK_MS);
  let timeoutHandle: unknown = clock.setTimeout(() => {
    timeoutHandle = undefined;
    if (state === 'waiting') {
      state = 'timed-out';
      onTimeout(READY_TIMEOUT_MESSAGE);
    }
  }, READY_TIMEOUT_MS);

  function clear() {
    if (pollHandle !== undefined) clock.clearTimeout(pollHandle);
    if (timeoutHandle !== undefined) clock.clearTimeout(timeoutHandle);
    pollHandle = undefined;
    timeoutHandle = undefined;
  }

  function becomeReady() {
    if (state === 'ready') return;
    state = 'ready';
    clear();
    onReady();
  }

  function poll() {
    pollHandle = undefined;
    if (state === 'ready') return;
    if (isReady()) {
      becomeReady();
      return;
    }
    if (retries < READY_MAX_RETRIES) {
      retries += 1;
      pollHandle = clock.setTimeout(poll, READY_RETRY_MS);
    }
  }

  return {
    markReady: becomeReady,
    state: () => state,
    dispose: clear,
  };
}
