/**
 * Delivers updates once per animation frame (issue 20, decision 1801): a burst of 500 socket messages marks their
 * consumers dirty, and each consumer re-renders once at the next frame. Where there is no `requestAnimationFrame`
 * (a hidden tab throttles it; Node), a 16 ms timer stands in.
 */
export type FrameScheduler = (flush: () => void) => void;

export interface FrameBatcher {
  /** Runs `notify` at the next frame; the same function queued twice runs once. */
  schedule(notify: () => void): void;
  /** Runs everything queued now (tests). */
  flush(): void;
}

const defaultScheduler: FrameScheduler = (flush) => {
  if (typeof globalThis.requestAnimationFrame === 'function' && globalThis.document?.visibilityState !== 'hidden')
    globalThis.requestAnimationFrame(() => flush());
  else globalThis.setTimeout(flush, 16);
};

export function createFrameBatcher(scheduler: FrameScheduler = defaultScheduler): FrameBatcher {
  let queued = new Set<() => void>();
  let pending = false;
  const flush = () => {
    pending = false;
    const run = queued;
    queued = new Set();
    for (const notify of run) notify();
  };
  return {
    schedule(notify) {
      queued.add(notify);
      if (!pending) {
        pending = true;
        scheduler(flush);
      }
    },
    flush,
  };
}
