import type { Clock } from '../lib/rules/clock';

/** A clock that only moves when told to; timers fire in order during `advance`. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  pending(): number;
}

export function createManualClock(start = 0): ManualClock {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void; seq: number }>();
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = ++seq;
      timers.set(id, { at: now + Math.max(0, ms), fn, seq: id });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const target = now + ms;
      for (;;) {
        let next: { id: number; at: number; fn: () => void; seq: number } | undefined;
        for (const [id, t] of timers)
          if (t.at <= target && (!next || t.at < next.at || (t.at === next.at && t.seq < next.seq))) next = { id, ...t };
        if (!next) break;
        timers.delete(next.id);
        now = next.at;
        next.fn();
      }
      now = target;
    },
    pending: () => timers.size,
  };
}
