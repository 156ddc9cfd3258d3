/**
 * New candles that land in the empty slots on the right are drawn by the live layer alone; once none has
 * arrived for this long, the window moves back to its usual margin with one echarts render.
 */
export const FOLLOW_SETTLE_MS = 300;

/** Remembers the margin right of the live candle while a burst of new candles arrives, and restores it after. */
export class LiveFollow {
  private margin: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly restore: (margin: number) => void) {}

  /** A new candle arrived while the view follows the live edge with `margin` empty slots (kept from the first). */
  defer(margin: number): void {
    if (this.margin === null) this.margin = Math.max(0, margin);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const m = this.margin;
      this.cancel();
      if (m !== null) this.restore(m);
    }, FOLLOW_SETTLE_MS);
  }

  /** The user moved the view, or the data was replaced: nothing to restore. */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.margin = null;
  }
}
