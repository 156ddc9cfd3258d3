/**
 * New candles that land in the empty slots on the right are drawn by the live layer alone; once none has
 * arrived for this long, the window moves back to its usual margin with one echarts render.
 */
export const FOLLOW_SETTLE_MS = 300;

/**
 * Remembers the margin right of the live candle while a burst of new candles arrives, and restores it after.
 * A new candle only moves the deadline: the one timer re-arms itself for what is left when it fires early
 * (clearing and setting a timer per candle cost more than the rest of a new candle's bookkeeping).
 */
export class LiveFollow {
  private margin: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private deadline = 0;
  private jumped = 0;

  constructor(
    private readonly restore: (margin: number) => void,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** A new candle arrived while the view follows the live edge with `margin` empty slots (kept from the first). */
  defer(margin: number): void {
    if (this.margin === null) this.margin = Math.max(0, margin);
    this.deadline = this.now() + FOLLOW_SETTLE_MS;
    if (!this.timer) this.arm(FOLLOW_SETTLE_MS);
  }

  /** Times the window jumped on in this burst (see followPage). */
  get jumps(): number {
    return this.jumped;
  }

  /** The window jumped on (the empty slots ran out) during this burst. */
  jump(): void {
    this.jumped++;
  }

  /** The user moved the view, or the data was replaced: nothing to restore. */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.margin = null;
    this.jumped = 0;
  }

  private arm(ms: number): void {
    this.timer = setTimeout(() => this.fire(), ms);
  }

  private fire(): void {
    this.timer = null;
    const left = this.deadline - this.now();
    if (left > 0) {
      this.arm(left);
      return;
    }
    const m = this.margin;
    this.cancel();
    if (m !== null) this.restore(m);
  }
}
