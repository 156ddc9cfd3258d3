import type { Bar, ChartDatafeed, LibrarySymbolInfo, SearchSymbolResultItem, TimescaleMark } from '../lib/datafeed/datafeed-types';
import { systemClock, type Clock } from '../lib/rules/clock';
import { barOpenTime, isResolution, nextBarTime, RESOLUTIONS, resolutionMs, type Resolution } from '../lib/rules/resolution';
import { randomWalkCandles, seededRandom } from './random-walk';

export interface RandomWalkDatafeedOptions {
  seed?: number;
  /** Bars of history per resolution (0 = an empty market). */
  count?: number;
  /** "Now" for the history's last bar. */
  now?: () => number;
  clock?: Clock;
  /** Delay before each callback; Infinity never answers (a chart that stays loading). */
  latencyMs?: number;
  /** Interval of live ticks (0 = no live updates). */
  tickMs?: number;
  symbols?: { symbol: string; description: string; startPrice: number; pricescale: number }[];
}

export const DEMO_SYMBOLS = [
  { symbol: 'BTC_USDT', description: 'Bitcoin / Tether', startPrice: 64_000, pricescale: 100 },
  { symbol: 'ETH_USDT', description: 'Ether / Tether', startPrice: 3_200, pricescale: 100 },
  { symbol: 'SOL_USDT', description: 'Solana / Tether', startPrice: 145, pricescale: 1000 },
  { symbol: 'BTCUSD_PERP', description: 'Bitcoin perpetual', startPrice: 64_050, pricescale: 10 },
];

const hash = (s: string) => [...s].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0, 2166136261);

/**
 * A deterministic datafeed for stories, tests and the benchmark: seeded random-walk history for every
 * resolution, live ticks every `tickMs`, symbol search over a small list, and a few timescale marks.
 */
export function createRandomWalkDatafeed(
  options: RandomWalkDatafeedOptions = {},
): ChartDatafeed & { history(symbol: string, r: Resolution): Bar[] } {
  const { seed = 42, count = 1500, now = () => Date.UTC(2024, 5, 3, 12, 0), clock = systemClock, latencyMs = 0, tickMs = 1000 } = options;
  const symbols = options.symbols ?? DEMO_SYMBOLS;
  const cache = new Map<string, Bar[]>();
  const subs = new Map<string, unknown>();

  const later = (fn: () => void) => {
    if (latencyMs === Infinity) return;
    if (latencyMs <= 0) queueMicrotask(fn);
    else clock.setTimeout(fn, latencyMs);
  };

  const history = (symbol: string, r: Resolution): Bar[] => {
    const key = `${symbol}|${r}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const info = symbols.find((s) => s.symbol === symbol);
    let last = barOpenTime(now(), r);
    const times: number[] = [last];
    for (let i = 1; i < count; i++) {
      // Walk back bar by bar (months have different lengths).
      last = r === '1M' ? barOpenTime(last - 1, r) : last - resolutionMs(r);
      times.unshift(last);
    }
    const bars = randomWalkCandles(count, {
      seed: seed ^ hash(key),
      startPrice: info?.startPrice ?? 100,
      volatility: 0.0015 * Math.sqrt(resolutionMs(r) / 60_000) ** 0.5,
    }).map((c, i) => ({ ...c, time: times[i] ?? c.time }));
    cache.set(key, bars);
    return bars;
  };

  const symbolInfo = (s: (typeof symbols)[number]): LibrarySymbolInfo => ({
    name: s.symbol,
    ticker: s.symbol,
    full_name: `DEMO:${s.symbol}`,
    description: s.description,
    type: s.symbol.endsWith('PERP') ? 'futures' : 'crypto',
    session: '24x7',
    timezone: 'Etc/UTC',
    exchange: 'DEMO',
    format: 'price',
    pricescale: s.pricescale,
    minmov: 1,
    has_intraday: true,
    has_seconds: true,
    has_daily: true,
    has_weekly_and_monthly: true,
    supported_resolutions: [...RESOLUTIONS],
    volume_precision: 3,
    data_status: 'streaming',
  });

  return {
    history,
    onReady: (cb) =>
      later(() =>
        cb({
          supported_resolutions: [...RESOLUTIONS],
          supports_timescale_marks: true,
          supports_time: true,
          exchanges: [{ value: 'DEMO', name: 'Demo', desc: 'Demo exchange' }],
        }),
      ),
    searchSymbols: (input, _exchange, _type, onResult) => {
      const q = input.trim().toUpperCase().replace(/[/-]/g, '_');
      const items: SearchSymbolResultItem[] = symbols
        .filter((s) => q === '' || s.symbol.includes(q) || s.description.toUpperCase().startsWith(q))
        .map((s) => ({
          symbol: s.symbol,
          full_name: `DEMO:${s.symbol}`,
          description: s.description,
          exchange: 'DEMO',
          ticker: s.symbol,
          type: 'crypto',
        }));
      later(() => onResult(items));
    },
    resolveSymbol: (name, onResolve, onError) => {
      const s = symbols.find((x) => x.symbol === name || `DEMO:${x.symbol}` === name);
      later(() => (s ? onResolve(symbolInfo(s)) : onError('unknown_symbol')));
    },
    getBars: (info, resolution, { from, to, countBack }, onResult, onError) => {
      if (!isResolution(resolution)) {
        later(() => onError(`unsupported resolution ${resolution}`));
        return;
      }
      const bars = history(info.name, resolution);
      const toMs = to * 1000;
      const end = bars.findIndex((b) => b.time >= toMs);
      const stop = end < 0 ? bars.length : end;
      // countBack takes priority over from (as in TradingView's contract); without it, from decides.
      const fromMs = from * 1000;
      const byFrom = bars.findIndex((b) => b.time >= fromMs);
      const start = countBack > 0 ? Math.max(0, stop - countBack) : byFrom < 0 ? stop : byFrom;
      const slice = bars.slice(start, stop);
      later(() => onResult(slice, { noData: slice.length === 0 }));
    },
    subscribeBars: (info, resolution, onTick, guid) => {
      if (tickMs <= 0 || !isResolution(resolution)) return;
      const rand = seededRandom(seed ^ hash(guid));
      const bars = history(info.name, resolution);
      let last = bars[bars.length - 1];
      if (!last) return;
      let virtualNow = now();
      const tick = () => {
        if (!subs.has(guid) || !last) return;
        virtualNow += tickMs;
        const open = barOpenTime(virtualNow, resolution);
        const price = last.close * (1 + (rand() - 0.5) * 0.0015);
        last =
          open > last.time
            ? {
                time: nextBarTime(last.time, resolution),
                open: last.close,
                high: Math.max(last.close, price),
                low: Math.min(last.close, price),
                close: price,
                volume: rand() * 5,
              }
            : {
                ...last,
                high: Math.max(last.high, price),
                low: Math.min(last.low, price),
                close: price,
                volume: (last.volume ?? 0) + rand(),
              };
        onTick(last);
        subs.set(guid, clock.setTimeout(tick, tickMs));
      };
      subs.set(guid, clock.setTimeout(tick, tickMs));
    },
    unsubscribeBars: (guid) => {
      clock.clearTimeout(subs.get(guid));
      subs.delete(guid);
    },
    getTimescaleMarks: (info, from, to, onResult, resolution) => {
      const bars = isResolution(resolution) ? history(info.name, resolution) : [];
      const inRange = bars.filter((b) => b.time >= from * 1000 && b.time < to * 1000);
      const marks: TimescaleMark[] = [0.25, 0.6, 0.9]
        .map((f) => inRange[Math.floor(inRange.length * f)])
        .filter((b): b is Bar => b !== undefined)
        .map((b, i) => ({
          id: `mark-${i}`,
          time: Math.floor(b.time / 1000),
          color: ['#f0b90b', '#4fa3ff', '#c86ff2'][i] ?? '#f0b90b',
          label: ['L', 'N', 'E'][i] ?? 'M',
          tooltip: [['Listing', 'Network upgrade', 'Earnings call'][i] ?? 'Event'],
        }));
      later(() => onResult(marks));
    },
  };
}
