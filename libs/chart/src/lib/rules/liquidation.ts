import type { MarketLiquidation } from '@exchange/api';

/** Spec 02 §3 "Liquidation data": the api's `MarketLiquidation` (one contract, one type). */
export type LiquidationDatum = Pick<MarketLiquidation, 'mark_price' | 'short_liq_usd_new' | 'long_liq_usd_new'>;

/** Spec 02 §9: 24 price buckets, 50 px offset (the room the candles keep for the histogram, decision 1973), minimum bar width 2. */
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

/** The band's widest (decision 1973): 12 % of the room beside the price scale, from 50 px to 120 px. */
export const LIQUIDATION_BAND_MAX_PX = 120;
export const LIQUIDATION_BAND_SHARE = 0.12;

/**
 * The width of the liquidation histogram's own band between the candles and the price scale (decision 1973): the spec's
 * 50 px offset is the room the candles keep clear of the price scale for it, at least 50 px (a phone), 12 % of the
 * plot on wider charts, at most 120 px; none when the chart has no histogram or is too narrow to keep 4 × that for
 * candles.
 */
export function liquidationBandWidth(available: number, histogram: boolean): number {
  if (!histogram || !finite(available) || available < LIQUIDATION_OFFSET_PX * 5) return 0;
  return Math.round(Math.max(LIQUIDATION_OFFSET_PX, Math.min(LIQUIDATION_BAND_MAX_PX, available * LIQUIDATION_BAND_SHARE)));
}

export interface LiquidationBar {
  bucket: LiquidationBucket;
  /** Top y and height of the bucket's row. */
  y: number;
  height: number;
  /** Bars grow leftwards from `right` (the band's edge at the price scale); short and long are drawn side by side. */
  right: number;
  shortWidth: number;
  longWidth: number;
}

/** Room left between the band's bars and the candles' side of the band. */
export const LIQUIDATION_BAND_GAP_PX = 4;

/**
 * Places the histogram in its band `[left, left + width]` (decision 1973): bars grow leftwards from the band's edge at
 * the price scale, proportional to the largest bucket total within the band (less a 4 px gap on the candles' side),
 * and any non-zero amount is at least 2 px. Nothing when the band has no width.
 */
export function layoutLiquidationHistogram(
  buckets: readonly LiquidationBucket[],
  priceToY: (price: number) => number,
  band: { left: number; width: number },
): LiquidationBar[] {
  const maxWidth = band.width - LIQUIDATION_BAND_GAP_PX;
  if (!(maxWidth > 0)) return [];
  const biggest = Math.max(0, ...buckets.map((b) => b.short + b.long));
  const width = (v: number) => (v <= 0 || biggest <= 0 ? 0 : Math.max(LIQUIDATION_MIN_BAR_PX, (v / biggest) * maxWidth));
  return buckets.map((bucket) => {
    const yTop = priceToY(bucket.high);
    const yBottom = priceToY(bucket.low);
    return {
      bucket,
      y: Math.min(yTop, yBottom),
      height: Math.abs(yBottom - yTop),
      right: band.left + band.width,
      shortWidth: width(bucket.short),
      longWidth: width(bucket.long),
    };
  });
}
