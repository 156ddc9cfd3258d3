import type { CandleStore } from './candle-store';

/** One level of the min/max pyramid: buckets of `size` candles aligned to multiples of `size`. */
export interface AggregationLevel {
  size: number;
  high: Float64Array;
  low: Float64Array;
  volume: Float64Array;
  count: number;
}

/**
 * A min/max-preserving pyramid over a candle store: level k holds buckets of 2^(k+1) candles (highest
 * high, lowest low, summed volume). Built lazily up to the coarsest size a view asks for, then kept
 * current by recomputing only the tail buckets after a live update (O(levels)).
 */
export class AggregationLevels {
  private readonly levels: AggregationLevel[] = [];
  private dirtyFrom = Infinity;

  constructor(private readonly store: CandleStore) {}

  /** The candle at `index` (and everything after it) changed. */
  touch(index: number): void {
    this.dirtyFrom = Math.min(this.dirtyFrom, Math.max(0, index));
  }

  /** The store was reset or prepended: rebuild from scratch on next use. */
  clear(): void {
    this.levels.length = 0;
    this.dirtyFrom = Infinity;
  }

  /** Number of built levels (for tests and the benchmark's memory notes). */
  get depth(): number {
    return this.levels.length;
  }

  /** The level with buckets of exactly `size` candles (a power of two ≥ 2), built and current. */
  level(size: number): AggregationLevel {
    this.sync();
    const k = Math.round(Math.log2(size)) - 1;
    while (this.levels.length <= k) this.build(this.levels.length);
    const lv = this.levels[k];
    if (!lv) throw new RangeError(`no level for size ${size}`);
    return lv;
  }

  private sync(): void {
    if (this.dirtyFrom === Infinity) return;
    const from = this.dirtyFrom;
    this.dirtyFrom = Infinity;
    for (let k = 0; k < this.levels.length; k++) this.fill(k, Math.floor(from / (2 << k)));
  }

  private build(k: number): void {
    const size = 2 << k;
    const cap = Math.ceil(this.store.capacity / size) + 1;
    this.levels.push({ size, high: new Float64Array(cap), low: new Float64Array(cap), volume: new Float64Array(cap), count: 0 });
    this.fill(k, 0);
  }

  /** Recomputes buckets of level k from bucket `fromBucket` to the end of the data. */
  private fill(k: number, fromBucket: number): void {
    const lv = this.levels[k];
    if (!lv) return;
    const n = this.store.length;
    const count = Math.ceil(n / lv.size);
    if (count > lv.high.length) {
      const cap = Math.ceil(this.store.capacity / lv.size) + 1;
      const grow = (a: Float64Array) => {
        const b = new Float64Array(Math.max(cap, count));
        b.set(a);
        return b;
      };
      lv.high = grow(lv.high);
      lv.low = grow(lv.low);
      lv.volume = grow(lv.volume);
    }
    lv.count = count;
    const below = k === 0 ? null : this.levels[k - 1];
    const { high, low, volume } = below ?? this.store;
    const belowCount = below ? below.count : n;
    for (let b = fromBucket; b < count; b++) {
      const i = 2 * b;
      let h = high[i] ?? -Infinity;
      let l = low[i] ?? Infinity;
      let v = volume[i] ?? 0;
      if (i + 1 < belowCount) {
        h = Math.max(h, high[i + 1] ?? -Infinity);
        l = Math.min(l, low[i + 1] ?? Infinity);
        v += volume[i + 1] ?? 0;
      }
      lv.high[b] = h;
      lv.low[b] = l;
      lv.volume[b] = v;
    }
  }
}
