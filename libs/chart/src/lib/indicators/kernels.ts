/**
 * Indicator kernels over columns. Each kernel (re)computes `out[from..len)` using only the inputs and
 * the outputs before `from`, so a full computation is `from = 0` and a live update is `from = len - 1`.
 * Undefined values are NaN here; the public wrappers turn them into `undefined`.
 */

/** Reads the input value at an index. */
export type Getter = (i: number) => number;

const val = (a: Float64Array, i: number): number => a[i] ?? NaN;

/**
 * Exponential moving average with α = 2/(n+1), seeded with the simple average of the first `period`
 * defined inputs (inputs are defined from index `first`). Defined from `first + period - 1`.
 * O(1) per recomputed index once seeded.
 */
export function emaInto(get: Getter, out: Float64Array, period: number, first: number, from: number, len: number): void {
  const seedAt = first + period - 1;
  const alpha = 2 / (period + 1);
  let i = Math.max(0, from);
  if (i <= seedAt) {
    const stop = Math.min(seedAt, len);
    for (let j = i; j < stop; j++) out[j] = NaN;
    if (seedAt >= len) return;
    let sum = 0;
    for (let j = first; j <= seedAt; j++) sum += get(j);
    out[seedAt] = sum / period;
    i = seedAt + 1;
  }
  let prev = val(out, i - 1);
  for (; i < len; i++) {
    prev = alpha * get(i) + (1 - alpha) * prev;
    out[i] = prev;
  }
}

/** Simple moving average over `period` inputs, defined from `first + period - 1`. O(period) to start, then O(1). */
export function smaInto(get: Getter, out: Float64Array, period: number, first: number, from: number, len: number): void {
  const start = first + period - 1;
  let i = Math.max(0, from);
  for (; i < Math.min(start, len); i++) out[i] = NaN;
  if (i >= len) return;
  let sum = 0;
  for (let j = i - period + 1; j <= i; j++) sum += get(j);
  out[i] = sum / period;
  for (i += 1; i < len; i++) {
    sum += get(i) - get(i - period);
    out[i] = sum / period;
  }
}

/**
 * Population standard deviation over `period` inputs around the given mean column (Bollinger Bands use
 * it with the SMA). O(period) per index.
 */
export function stdevInto(get: Getter, mean: Float64Array, out: Float64Array, period: number, from: number, len: number): void {
  for (let i = Math.max(0, from); i < len; i++) {
    const m = val(mean, i);
    if (Number.isNaN(m)) {
      out[i] = NaN;
      continue;
    }
    let sq = 0;
    for (let j = i - period + 1; j <= i; j++) {
      const d = get(j) - m;
      sq += d * d;
    }
    out[i] = Math.sqrt(sq / period);
  }
}

/** Difference a − b where both are defined. */
export function diffInto(a: Float64Array, b: Float64Array, out: Float64Array, from: number, len: number): void {
  for (let i = Math.max(0, from); i < len; i++) out[i] = val(a, i) - val(b, i);
}

/**
 * KDJ: RSV over the last `period` bars (100·(close − lowest low)/(highest high − lowest low); 50 when the
 * range is flat), K = ((k−1)·K₋₁ + RSV)/k and D = ((d−1)·D₋₁ + K)/d, both starting from 50, J = 3K − 2D.
 * Highest/lowest use monotonic deques: O(period) to start, then amortised O(1) per index.
 */
export function kdjInto(
  high: Getter,
  low: Getter,
  close: Getter,
  period: number,
  kLen: number,
  dLen: number,
  outK: Float64Array,
  outD: Float64Array,
  outJ: Float64Array,
  from: number,
  len: number,
): void {
  const start = period - 1;
  let i = Math.max(0, from);
  for (; i < Math.min(start, len); i++) {
    outK[i] = NaN;
    outD[i] = NaN;
    outJ[i] = NaN;
  }
  if (i >= len) return;
  const cap = period + 1;
  const maxQ = new Int32Array(cap);
  const minQ = new Int32Array(cap);
  let maxHead = 0;
  let maxSize = 0;
  let minHead = 0;
  let minSize = 0;
  const at = (q: Int32Array, head: number, k: number): number => q[(head + k) % cap] ?? 0;
  for (let j = i - period + 1; j < len; j++) {
    const h = high(j);
    const l = low(j);
    while (maxSize > 0 && high(at(maxQ, maxHead, maxSize - 1)) <= h) maxSize--;
    maxQ[(maxHead + maxSize) % cap] = j;
    maxSize++;
    while (minSize > 0 && low(at(minQ, minHead, minSize - 1)) >= l) minSize--;
    minQ[(minHead + minSize) % cap] = j;
    minSize++;
    const windowStart = j - period + 1;
    while (at(maxQ, maxHead, 0) < windowStart) {
      maxHead = (maxHead + 1) % cap;
      maxSize--;
    }
    while (at(minQ, minHead, 0) < windowStart) {
      minHead = (minHead + 1) % cap;
      minSize--;
    }
    if (j < i) continue;
    const hh = high(at(maxQ, maxHead, 0));
    const ll = low(at(minQ, minHead, 0));
    const rsv = hh === ll ? 50 : ((close(j) - ll) / (hh - ll)) * 100;
    const prevK = j === start ? 50 : val(outK, j - 1);
    const prevD = j === start ? 50 : val(outD, j - 1);
    const k = ((kLen - 1) * prevK + rsv) / kLen;
    const d = ((dLen - 1) * prevD + k) / dLen;
    outK[j] = k;
    outD[j] = d;
    outJ[j] = 3 * k - 2 * d;
  }
}

/** Turns a NaN-padded column into the public aligned series. */
export function toSeries(col: Float64Array, len: number = col.length): (number | undefined)[] {
  const out: (number | undefined)[] = new Array<number | undefined>(len);
  for (let i = 0; i < len; i++) {
    const v = col[i] ?? NaN;
    out[i] = Number.isNaN(v) ? undefined : v;
  }
  return out;
}
