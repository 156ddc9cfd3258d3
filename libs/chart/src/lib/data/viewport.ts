/** The visible window: `count` candle slots ending (exclusive) at `end`; `end` may pass the last candle. */
export interface Viewport {
  end: number;
  count: number;
}

/** Issue 4: a 200-candle starting window. */
export const INITIAL_VISIBLE = 200;
export const MIN_VISIBLE = 10;
/** Empty slots kept right of the live candle so it is not glued to the price axis. */
export const RIGHT_MARGIN = 3;

/** The latest `count` candles plus the right margin. */
export function initialViewport(length: number, count = INITIAL_VISIBLE): Viewport {
  return { end: length + RIGHT_MARGIN, count: Math.max(MIN_VISIBLE, count) + RIGHT_MARGIN };
}

/** Keeps at least a few candles on screen and allows at most a fifth of the window of empty future. */
export function clampViewport(v: Viewport, length: number): Viewport {
  const maxCount = Math.max(MIN_VISIBLE, length + RIGHT_MARGIN);
  const count = Math.round(Math.min(maxCount, Math.max(MIN_VISIBLE, v.count)));
  const maxEnd = length + Math.max(RIGHT_MARGIN, Math.floor(count / 5));
  const minEnd = Math.min(count, Math.max(Math.min(length, MIN_VISIBLE), 1));
  const end = Math.round(Math.min(maxEnd, Math.max(minEnd, v.end)));
  return { end, count };
}

/** Pans by whole candles (positive = towards older candles). */
export function panViewport(v: Viewport, candles: number, length: number): Viewport {
  return clampViewport({ end: v.end - candles, count: v.count }, length);
}

/** Zooms by a factor (> 1 shows more candles) keeping the candle under `anchor` (0 = left, 1 = right) in place. */
export function zoomViewport(v: Viewport, factor: number, anchor: number, length: number): Viewport {
  const a = Math.min(1, Math.max(0, anchor));
  const count = Math.round(Math.min(Math.max(MIN_VISIBLE, length + RIGHT_MARGIN), Math.max(MIN_VISIBLE, v.count * factor)));
  const pivot = v.end - v.count * (1 - a);
  return clampViewport({ end: pivot + count * (1 - a), count }, length);
}

/**
 * When new candles arrive and the live edge was visible, the window follows it: it stays put while the newest
 * candle still fits in the empty slots on the right (so echarts need not redraw for every candle), and moves
 * to leave `margin` empty slots once it does not.
 */
export function followLatest(v: Viewport, previousLength: number, length: number, margin = RIGHT_MARGIN): Viewport {
  if (v.end < previousLength || length <= v.end) return v;
  return { end: length + margin, count: v.count };
}

/**
 * Empty slots left on the right when new candles push the window on: a fifth of it (the most `clampViewport`
 * allows), so a burst of candles costs one echarts render per fifth of a window. Each further jump in the same
 * burst (`jumps` made already) leaves twice as many, up to half the window: a long burst costs a few renders,
 * not one per fifth. Between bursts the engine moves the window back to its usual margin (see ChartEngine's
 * FOLLOW_SETTLE_MS).
 */
export function followPage(v: Viewport, jumps = 0): number {
  const fifth = Math.floor(v.count / 5);
  return Math.max(RIGHT_MARGIN, Math.min(Math.floor(v.count / 2), fifth * 2 ** Math.max(0, Math.min(jumps, 8))));
}

/** Candle index range [from, to) of the window, clamped to the data. */
export function windowRange(v: Viewport, length: number): { from: number; to: number } {
  const to = Math.min(length, Math.max(0, v.end));
  const from = Math.max(0, Math.min(to, v.end - v.count));
  return { from, to };
}
