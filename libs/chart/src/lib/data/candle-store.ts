import type { Candle } from '../types';

/** What an upsert did: a new candle, the last one replaced, or an out-of-order tick ignored. */
export type UpsertResult = 'append' | 'replace' | 'ignored';

const MIN_CAPACITY = 64;

/** Room left after a reset for live candles, so the first ones do not grow every column. */
const RESET_HEADROOM = 1024;

/**
 * Candles as Float64Array columns (time, open, high, low, close, volume), ordered by time.
 * Appending is amortised O(1) (capacity grows by half: at a million candles a doubling would briefly hold
 * three copies of every column); replacing the last candle is O(1).
 */
export class CandleStore {
  time: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
  length = 0;
  /** Bumped on every change (lets views skip work when nothing changed). */
  version = 0;

  constructor(capacity = MIN_CAPACITY) {
    const cap = Math.max(MIN_CAPACITY, capacity);
    this.time = new Float64Array(cap);
    this.open = new Float64Array(cap);
    this.high = new Float64Array(cap);
    this.low = new Float64Array(cap);
    this.close = new Float64Array(cap);
    this.volume = new Float64Array(cap);
  }

  static fromCandles(candles: readonly Candle[], headroom = 1024): CandleStore {
    const store = new CandleStore(candles.length + headroom);
    for (const c of candles) store.write(store.length++, c);
    store.version++;
    return store;
  }

  get capacity(): number {
    return this.time.length;
  }

  /** Grows every column to hold at least `n` candles. */
  reserve(n: number): void {
    if (n <= this.capacity) return;
    let cap = this.capacity;
    while (cap < n) cap += Math.max(MIN_CAPACITY, cap >> 1);
    const grow = (a: Float64Array) => {
      const b = new Float64Array(cap);
      b.set(a.subarray(0, this.length));
      return b;
    };
    this.time = grow(this.time);
    this.open = grow(this.open);
    this.high = grow(this.high);
    this.low = grow(this.low);
    this.close = grow(this.close);
    this.volume = grow(this.volume);
  }

  private write(i: number, c: Candle): void {
    this.time[i] = c.time;
    this.open[i] = c.open;
    this.high[i] = c.high;
    this.low[i] = c.low;
    this.close[i] = c.close;
    this.volume[i] = c.volume;
  }

  /** Adds a newer candle or replaces the last one with the same time; older ticks are ignored. */
  upsert(c: Candle): UpsertResult {
    const last = this.length - 1;
    const lastTime = last >= 0 ? (this.time[last] ?? -Infinity) : -Infinity;
    if (c.time < lastTime || !Number.isFinite(c.time)) return 'ignored';
    if (c.time === lastTime) {
      this.write(last, c);
      this.version++;
      return 'replace';
    }
    this.reserve(this.length + 1);
    this.write(this.length, c);
    this.length++;
    this.version++;
    return 'append';
  }

  /** Replaces all candles (sorted by time; duplicates keep the later one). */
  reset(candles: readonly Candle[]): void {
    this.length = 0;
    this.reserve(candles.length + RESET_HEADROOM);
    for (const c of candles) {
      const last = this.length - 1;
      if (last >= 0 && c.time <= (this.time[last] ?? -Infinity)) {
        if (c.time === this.time[last]) this.write(last, c);
        continue;
      }
      this.write(this.length++, c);
    }
    this.version++;
  }

  /** Puts older candles in front (history paging); candles not older than the first are dropped. */
  prepend(older: readonly Candle[]): number {
    const first = this.length > 0 ? (this.time[0] ?? Infinity) : Infinity;
    const keep = older.filter((c) => c.time < first);
    if (keep.length === 0) return 0;
    const n = keep.length;
    this.reserve(this.length + n);
    for (const col of [this.time, this.open, this.high, this.low, this.close, this.volume]) col.copyWithin(n, 0, this.length);
    keep.forEach((c, i) => this.write(i, c));
    this.length += n;
    this.version++;
    return n;
  }

  candle(i: number): Candle | undefined {
    if (i < 0 || i >= this.length) return undefined;
    return {
      time: this.time[i] ?? NaN,
      open: this.open[i] ?? NaN,
      high: this.high[i] ?? NaN,
      low: this.low[i] ?? NaN,
      close: this.close[i] ?? NaN,
      volume: this.volume[i] ?? NaN,
    };
  }

  last(): Candle | undefined {
    return this.candle(this.length - 1);
  }

  /** Index of the last candle whose time ≤ t (−1 when t is before the first). O(log n). */
  indexAtOrBefore(t: number): number {
    let lo = 0;
    let hi = this.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.time[mid] ?? Infinity) <= t) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }
}
