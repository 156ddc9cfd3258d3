import type { Hover } from '../../engine/chart-engine';

export type PointerHover = (Hover & { x: number; y: number }) | null;

/** A tiny external store so pointer moves re-render only the crosshair and legend, not the chart shell. */
export function createHoverStore() {
  let value: PointerHover = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: PointerHover) {
      if (next === value || (next && value && next.x === value.x && next.y === value.y)) return;
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => {
        listeners.delete(l);
      };
    },
  };
}

export type HoverStore = ReturnType<typeof createHoverStore>;
