import { CandleStore } from '../data/candle-store';
import type { Candle } from '../types';
import { IndicatorEngine, seriesValueAt, type ComputedSeries } from './indicator-engine';
import type { KdjSettings, MacdSettings } from './settings';

const at = (s: ComputedSeries | undefined, i: number): number | undefined => (s ? seriesValueAt(s, i) : undefined);

/** Live MACD: `upsert` appends a newer candle or replaces the last one and returns the latest point. */
export interface IncrementalMacd {
  upsert(candle: Candle): { macd: number | undefined; signal: number | undefined; histogram: number | undefined };
  readonly length: number;
}

/** Live KDJ, same contract as {@link IncrementalMacd}. */
export interface IncrementalKdj {
  upsert(candle: Candle): { k: number | undefined; d: number | undefined; j: number | undefined };
  readonly length: number;
}

function live(history: readonly Candle[], config: Parameters<IndicatorEngine['setIndicators']>[0][number]) {
  const store = CandleStore.fromCandles(history);
  const engine = new IndicatorEngine(store);
  engine.setIndicators([config]);
  const upsert = (c: Candle) => {
    if (store.upsert(c) !== 'ignored') engine.update(store.length - 1);
    const cols = new Map(engine.series().map((s) => [s.id, s]));
    return { cols, i: store.length - 1 };
  };
  return { store, upsert };
}

/** Incremental MACD over a history; each update costs O(1). */
export function createIncrementalMacd(settings: MacdSettings, history: readonly Candle[] = []): IncrementalMacd {
  const l = live(history, { type: 'MACD', settings });
  return {
    upsert(candle) {
      const { cols, i } = l.upsert(candle);
      return { macd: at(cols.get('MACD-macd'), i), signal: at(cols.get('MACD-signal'), i), histogram: at(cols.get('MACD-hist'), i) };
    },
    get length() {
      return l.store.length;
    },
  };
}

/** Incremental KDJ over a history; each update costs O(period). */
export function createIncrementalKdj(settings: KdjSettings, history: readonly Candle[] = []): IncrementalKdj {
  const l = live(history, { type: 'KDJ', settings });
  return {
    upsert(candle) {
      const { cols, i } = l.upsert(candle);
      return { k: at(cols.get('KDJ-k'), i), d: at(cols.get('KDJ-d'), i), j: at(cols.get('KDJ-j'), i) };
    },
    get length() {
      return l.store.length;
    },
  };
}
