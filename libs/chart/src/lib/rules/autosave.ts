import type { Clock } from './clock';

/** Spec 02 §9: idle-detection interval. */
export const IDLE_CHECK_MS = 1000;

export interface Autosave {
  /** The state changed; it will be saved at the next idle check. */
  markDirty(): void;
  /** The user interacted (pan, zoom, drag): saving waits until a check finds no interaction. */
  touch(): void;
  /** Save now if dirty (theme change, page unload). */
  flush(): void;
  dispose(): void;
}

/**
 * Auto-save on idle (spec 02 §4 "saves its state on auto-save"): every 1000 ms, if the state changed
 * and the user did not interact since the previous check, save. `flush` saves at once.
 */
export function createAutosave(clock: Clock, save: () => void, interval = IDLE_CHECK_MS): Autosave {
  let dirty = false;
  let lastTouch = Number.NEGATIVE_INFINITY;
  let lastCheck = clock.now();
  let handle: unknown = clock.setTimeout(check, interval);
  let disposed = false;

  function flush() {
    if (!dirty) return;
    dirty = false;
    save();
  }

  function check() {
    const now = clock.now();
    if (dirty && lastTouch < lastCheck) flush();
    lastCheck = now;
    if (!disposed) handle = clock.setTimeout(check, interval);
  }

  return {
    markDirty: () => {
      dirty = true;
    },
    touch: () => {
      lastTouch = clock.now();
    },
    flush,
    dispose: () => {
      disposed = true;
      clock.clearTimeout(handle);
    },
  };
}
