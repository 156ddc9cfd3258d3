/**
 * Indicator kernels over Float64Array columns. Each kernel (re)computes `out[from..len)` using only the
 * inputs and the outputs before `from`, so a full computation is `from = 0` and a live update is
 * `from = len - 1`. Undefined values are NaN here; the public wrappers turn them into `undefined`.
 * Indices are always within the columns, hence the `as number` reads in the hot loops.
 */

/**
 * Exponential moving average with α = 2/(n+1), seeded with the simple average of the first `period`
 * defined inputs (inputs are defined from index `first`). Defined from `first + period - 1`.
 * O(1) per recomputed index once seeded.
 */
export function emaInto(src: Float64Array, out: Float64Array, period: number, first: number, from: number, len: number): void {
  const seedAt = first + period - 1;
  const alpha = 2 / (period + 1);
  const keep = 1 - alpha;
  let i = Math.max(0, from);
  if (i <= seedAt) {
    const stop = Math.min(seedAt, len);
    for (let j = i; j < stop; j++) out[j] = NaN;
    if (seedAt >= len) return;
    let sum = 0;
    for (let j = first; j <= seedAt; j++) sum += src[j] as number;
    out[seedAt] = sum / period;
    i = seedAt + 1;
  }
  let prev = out[i - 1] as number;
  for (; i < len; i++) {
    prev = alpha * (src[i] as number) + keep * prev;
    out[i] = prev;
  }
}

/** Simple moving average over `period` inputs, defined from `first + period - 1`. O(period) to start, then O(1). */
export function smaInto(src: Float64Array, out: Float64Array, period: number, first: number, from: number, len: number): void {
  const start = first + period - 1;
  let i = Math.max(0, from);
  for (; i < Math.min(start, len); i++) out[i] = NaN;
  if (i >= len) return;
  let sum = 0;
  for (let j = i - period + 1; j <= i; j++) sum += src[j] as number;
  out[i] = sum / period;
  for (i += 1; i < len; i++) {
    sum += (src[i] as number) - (src[i - period] as number);
    out[i] = sum / period;
  }
}

/** Population standard deviation over `period` inputs around the given mean column. O(period) per index. */
export function stdevInto(src: Float64Array, mean: Float64Array, out: Float64Array, period: number, from: number, len: number): void {
  for (let i = Math.max(0, from); i < len; i++) {
    const m = mean[i] as number;
    if (Number.isNaN(m)) {
      out[i] = NaN;
      continue;
    }
    let sq = 0;
    for (let j = i - period + 1; j <= i; j++) {
      const d = (src[j] as number) - m;
      sq += d * d;
    }
    out[i] = Math.sqrt(sq / period);
  }
}

/** Difference a − b (NaN where either is undefined). */
export function diffInto(a: Float64Array, b: Float64Array, out: Float64Array, from: number, len: number): void {
  for (let i = Math.max(0, from); i < len; i++) out[i] = (a[i] as number) - (b[i] as number);
}

/**
 * KDJ: RSV over the last `period` bars (100·(close − lowest low)/(highest high − lowest low); 50 when the
 * range is flat), K = ((k−1)·K₋₁ + RSV)/k and D = ((d−1)·D₋₁ + K)/d, both starting from 50, J = 3K − 2D.
 * Highest/lowest use monotonic deques: O(period) to start, then amortised O(1) per index.
 */
export function kdjInto(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
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
  // Monotonic deques of indices; head only moves forward and tail never passes it, so a flat buffer
  // as long as the scanned range works without wrapping.
  const scanFrom = i - period + 1;
  const maxQ = new Int32Array(len - scanFrom);
  const minQ = new Int32Array(len - scanFrom);
  let maxHead = 0;
  let maxTail = 0;
  let minHead = 0;
  let minTail = 0;
  let prevK = i === start ? 50 : (outK[i - 1] as number);
  let prevD = i === start ? 50 : (outD[i - 1] as number);
  for (let j = scanFrom; j < len; j++) {
    const h = high[j] as number;
    const l = low[j] as number;
    while (maxTail > maxHead && (high[maxQ[maxTail - 1] as number] as number) <= h) maxTail--;
    maxQ[maxTail++] = j;
    while (minTail > minHead && (low[minQ[minTail - 1] as number] as number) >= l) minTail--;
    minQ[minTail++] = j;
    const windowStart = j - period + 1;
    while ((maxQ[maxHead] as number) < windowStart) maxHead++;
    while ((minQ[minHead] as number) < windowStart) minHead++;
    if (j < i) continue;
    const hh = high[maxQ[maxHead] as number] as number;
    const ll = low[minQ[minHead] as number] as number;
    const rsv = hh === ll ? 50 : (((close[j] as number) - ll) / (hh - ll)) * 100;
    const k = ((kLen - 1) * prevK + rsv) / kLen;
    const d = ((dLen - 1) * prevD + k) / dLen;
    outK[j] = k;
    outD[j] = d;
    outJ[j] = 3 * k - 2 * d;
    prevK = k;
    prevD = d;
  }
}

/** Turns a NaN-padded column into the public aligned series. */
export function toSeries(col: Float64Array, len: number = col.length): (number | undefined)[] {
  const out: (number | undefined)[] = new Array<number | undefined>(len);
  for (let i = 0; i < len; i++) {
    const v = col[i] as number;
    out[i] = Number.isNaN(v) ? undefined : v;
  }
  return out;
}
