import type { MarketFill, MarketImportantEvent, MarketLiquidation, MarketResolution, MarketTimescaleMark } from '@exchange/api';
import { resolutionMs } from '@exchange/api';
import type { SymbolSeries } from './bars';
import { hash3, seedOf, unit } from './price-path';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Most marks or events one request answers. */
export const MAX_ANNOTATIONS = 60;

const MARK_KINDS = [
  { label: 'N', color: '#4fa3ff', tooltip: 'Market news' },
  { label: 'L', color: '#f0b90b', tooltip: 'New listing on the exchange' },
  { label: 'U', color: '#c86ff2', tooltip: 'Network upgrade' },
  { label: 'R', color: '#2ebd85', tooltip: 'Research report' },
] as const;

/**
 * Timescale marks (TradingView shape, seconds) in [from, to): one every 150 bars of the resolution, on
 * an epoch-aligned grid, so each resolution shows a few on screen and the same time always has the same mark.
 */
export function timescaleMarksOf(series: SymbolSeries, resolution: MarketResolution, from: number, to: number): MarketTimescaleMark[] {
  const step = resolutionMs(resolution) * 150;
  const out: MarketTimescaleMark[] = [];
  for (let t = Math.ceil((from * 1000) / step) * step; t < to * 1000 && out.length < MAX_ANNOTATIONS; t += step) {
    const kind = MARK_KINDS[hash3(series.seed, 201, Math.floor(t / 1000)) % MARK_KINDS.length] ?? MARK_KINDS[0];
    out.push({
      id: `${series.symbol.info.symbol}-${resolution}-${t}`,
      time: t / 1000,
      color: kind.color,
      label: kind.label,
      tooltip: [kind.tooltip],
    });
  }
  return out;
}

/** The event types other than high/low, each on its own grid (period, offset) with a text. */
const EVENT_GRID: readonly { type: 3 | 4 | 5 | 6 | 7 | 8; period: number; offset: number; text: string }[] = [
  { type: 3, period: 6 * HOUR, offset: HOUR, text: 'Exchange announcement' },
  { type: 4, period: 2 * DAY, offset: 3 * HOUR, text: 'Strategy settings changed' },
  { type: 5, period: 3 * DAY, offset: 7 * HOUR, text: 'Several strategies changed settings' },
  { type: 6, period: 5 * DAY, offset: 11 * HOUR, text: 'New listing' },
  { type: 7, period: 12 * HOUR, offset: 5 * HOUR, text: 'AI market reasoning published' },
  { type: 8, period: 4 * DAY, offset: 17 * HOUR, text: 'Several events at once' },
];

/**
 * Spec 02 §3 important events between `from` and `to` (ms): the range's high (1) and low (2) from hourly
 * samples of the walk, and types 3–8 on fixed grids (the newest kept when there are too many).
 */
export function importantEventsOf(series: SymbolSeries, from: number, to: number): MarketImportantEvent[] {
  if (!(to > from)) return [];
  const places = series.symbol.info.price_precision;
  const step = Math.max(60_000, Math.ceil((to - from) / 500 / 60_000) * 60_000);
  let high = { time: from, price: -Infinity };
  let low = { time: from, price: Infinity };
  for (let t = Math.ceil(from / step) * step; t < to; t += step) {
    const price = series.path.at(t);
    if (price > high.price) high = { time: t, price };
    if (price < low.price) low = { time: t, price };
  }
  const out: MarketImportantEvent[] = [];
  if (Number.isFinite(high.price)) {
    out.push({
      id: `high-${high.time}`,
      type: 1,
      time: high.time,
      data: { price: Number(high.price.toFixed(places)), text: 'Highest price of the period' },
    });
    out.push({
      id: `low-${low.time}`,
      type: 2,
      time: low.time,
      data: { price: Number(low.price.toFixed(places)), text: 'Lowest price of the period' },
    });
  }
  const grid: MarketImportantEvent[] = [];
  for (const g of EVENT_GRID) {
    for (let t = Math.ceil((from - g.offset) / g.period) * g.period + g.offset; t < to; t += g.period) {
      if (t >= from) grid.push({ id: `${g.type}-${t}`, type: g.type, time: t, data: { text: g.text } });
    }
  }
  grid.sort((a, b) => b.time - a.time);
  return [...out, ...grid.slice(0, MAX_ANNOTATIONS - out.length)].sort((a, b) => a.time - b.time);
}

/**
 * Spec 02 §3 liquidation data of a contract: 48 price levels within ±12% of the mark price now, longs
 * liquidated below it and shorts above, amounts larger near the price; they change every hour.
 */
export function liquidationsOf(series: SymbolSeries, now: number): MarketLiquidation[] {
  const mark = series.path.at(now);
  const hour = Math.floor(now / HOUR);
  const places = series.symbol.info.price_precision;
  const out: MarketLiquidation[] = [];
  for (let i = 0; i < 48; i++) {
    const offset = ((i + 0.5) / 48) * 0.24 - 0.12;
    const nearness = 1 - Math.abs(offset) / 0.12;
    const amount = Math.round((20_000 + unit(hash3(series.seed, 301 + i, hour)) * 480_000) * (0.3 + nearness));
    out.push({
      mark_price: Number((mark * (1 + offset)).toFixed(places)),
      short_liq_usd_new: offset > 0 ? amount : 0,
      long_liq_usd_new: offset < 0 ? amount : 0,
    });
  }
  return out;
}

/**
 * A logged-in user's recent fills of a symbol (buy/sell markers): eight, one in each of the last eight whole
 * 9-hour slots before the current one,
 * at the walk's price then; the same user and time give the same fills.
 */
export function fillsOf(series: SymbolSeries, uid: string, now: number): MarketFill[] {
  const slot = 9 * HOUR;
  const user = seedOf(uid);
  const futures = series.symbol.info.market === 'futures';
  const places = series.symbol.info.price_precision;
  const out: MarketFill[] = [];
  for (let i = 0; i < 8; i++) {
    const k = Math.floor(now / slot) - 1 - i;
    const time = k * slot + Math.floor(unit(hash3(user, series.seed, k)) * slot);
    const r = unit(hash3(user, series.seed + 1, k));
    out.push({
      id: `${uid}-${series.symbol.info.symbol}-${k}`,
      symbol: series.symbol.info.symbol,
      side: r < 0.5 ? 'buy' : 'sell',
      price: series.path.at(time).toFixed(places),
      amount: futures ? String(1 + Math.floor(r * 20)) : (0.001 + r * 0.05).toFixed(4),
      create_time_ms: time,
    });
  }
  return out.reverse();
}
