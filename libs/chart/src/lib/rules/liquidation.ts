import type { MarketLiquidation } from '@exchange/api';

/** Spec 02 §3 "Liquidation data": the api's `MarketLiquidation` (one contract, one type). */
export type LiquidationDatum = Pick<MarketLiquidation, 'mark_price' | 'short_liq_usd_new' | 'long_liq_usd_new'>;

/** Spec 02 §9: 24 price buckets, 50 px offset, minimum bar width 2. */
export const LIQUIDATION_BUCKETS = 24;
export const LIQUIDATION_OFFSET_PX = 50;
export const LIQUIDATION_MIN_BAR_PX = 2;

export interface LiquidationBucket {
  /** Price range [low, high) (the last bucket includes its high). */
  low: number;
  high: number;
  short: number;
  long: number;
}

const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/**
 * Sums liquidations into 24 equal price buckets spanning the visible range [min, max]: a datum at a
 * bucket edge belongs to the upper bucket, one at `max` to the last bucket; data outside the range, with
 * non-finite fields or negative amounts are ignored.
 */
export function bucketLiquidations(
  data: readonly LiquidationDatum[],
  min: number,
  max: number,
  buckets = LIQUIDATION_BUCKETS,
): LiquidationBucket[] {
  if (!finite(min) || !finite(max) || max <= min || buckets < 1) return [];
  const step = (max - min) / buckets;
  const out = Array.from({ length: buckets }, (_, i) => ({
    low: min + i * step,
    high: i === buckets - 1 ? max : min + (i + 1) * step,
    short: 0,
    long: 0,
  }));
  for (const d of data) {
    if (!d || !finite(d.mark_price) || d.mark_price < min || d.mark_price > max) continue;
    const i = Math.min(buckets - 1, Math.floor((d.mark_price - min) / step));
    const b = out[i] as LiquidationBucket;
    if (finite(d.short_liq_usd_new) && d.short_liq_usd_new > 0) b.short += d.short_liq_usd_new;
    if (finite(d.long_liq_usd_new) && d.long_liq_usd_new > 0) b.long += d.long_liq_usd_new;
  }
  return out;
}

export interface LiquidationBar {
  bucket: LiquidationBucket;
  /** Top y and height of the bucket's row. */
  y: number;
  height: number;
  /** Bars grow leftwards from `right`; short and long are drawn side by side. */
  right: number;
  shortWidth: number;
  longWidth: number;
}

/**
 * Places the histogram at the right of the plot, 50 px in from the price axis: bar widths are
 * proportional to the largest bucket total within `maxWidth`, and any non-zero amount is at least 2 px.
 */
export function layoutLiquidationHistogram(
  buckets: readonly LiquidationBucket[],
  priceToY: (price: number) => number,
  plotRight: number,
  maxWidth: number,
): LiquidationBar[] {
  const biggest = Math.max(0, ...buckets.map((b) => b.short + b.long));
  const width = (v: number) => (v <= 0 || biggest <= 0 ? 0 : Math.max(LIQUIDATION_MIN_BAR_PX, (v / biggest) * maxWidth));
  return buckets.map((bucket) => {
    const yTop = priceToY(bucket.high);
    const yBottom = priceToY(bucket.low);
    return {
      bucket,
      y: Math.min(yTop, yBottom),
      height: Math.abs(yBottom - yTop),
      right: plotRight - LIQUIDATION_OFFSET_PX,
      shortWidth: width(bucket.short),
      longWidth: width(bucket.long),
    };
  });
}
