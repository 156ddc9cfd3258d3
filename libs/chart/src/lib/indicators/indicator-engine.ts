import type { CandleStore } from '../data/candle-store';
import { kdjColumns, kdjColumnsInto } from './kdj';
import { emaInto, smaInto } from './kernels';
import { macdColumns, macdInto, macdState } from './macd';
import { bollColumns, bollInto } from './moving-averages';
import type { IndicatorConfig, IndicatorType } from './settings';
import { sourceColumn } from './source';

/** Where a computed series is drawn. */
export type PaneId = 'main' | 'VOL' | 'MACD' | 'KDJ';

/** One drawable series of an indicator, as a NaN-padded column aligned with the store. */
export interface ComputedSeries {
  id: string;
  indicator: IndicatorType;
  pane: PaneId;
  kind: 'line' | 'histogram';
  /** Short legend label, e.g. "MA(7)", "DIF", "K". */
  label: string;
  column: Float64Array;
  /** When set, the value is column − minus (the MACD histogram is macd − signal, not stored). */
  minus?: Float64Array;
  /** Palette slot for the line colour. */
  colorSlot: number;
}

/** Value of a computed series at candle i (undefined where not defined). */
export function seriesValueAt(s: ComputedSeries, i: number): number | undefined {
  const v = s.minus ? (s.column[i] ?? NaN) - (s.minus[i] ?? NaN) : (s.column[i] ?? NaN);
  return Number.isNaN(v) ? undefined : v;
}

interface Computed {
  config: IndicatorConfig;
  series: ComputedSeries[];
  recompute: (from: number, len: number) => void;
}

const grow = (a: Float64Array, cap: number) => {
  if (a.length >= cap) return a;
  const b = new Float64Array(cap);
  b.set(a);
  return b;
};

/** Builds the columns and the recompute function for one indicator over a store. */
function computeFor(store: CandleStore, config: IndicatorConfig): Computed {
  const cap = store.capacity;
  switch (config.type) {
    case 'MA':
    case 'EMA': {
      const { periods, source } = config.settings;
      const series = periods.map<ComputedSeries>((p, i) => ({
        id: `${config.type}-${i}`,
        indicator: config.type,
        pane: 'main',
        kind: 'line',
        label: `${config.type}(${p})`,
        column: new Float64Array(cap),
        colorSlot: i,
      }));
      const kernel = config.type === 'MA' ? smaInto : emaInto;
      let scratch: Float64Array | null = null;
      return {
        config,
        series,
        recompute: (from, len) => {
          series.forEach((s) => (s.column = grow(s.column, store.capacity)));
          const src = (scratch = sourceColumn(store, source, scratch, from, len));
          periods.forEach((p, i) => kernel(src, (series[i] as ComputedSeries).column, p, 0, from, len));
        },
      };
    }
    case 'BOLL': {
      const s = config.settings;
      let cols = bollColumns(cap);
      let scratch: Float64Array | null = null;
      const mk = (id: string, label: string, slot: number, pick: () => Float64Array): ComputedSeries => ({
        id: `BOLL-${id}`,
        indicator: 'BOLL',
        pane: 'main',
        kind: 'line',
        label,
        column: pick(),
        colorSlot: slot,
      });
      const series = [
        mk('mid', `BOLL(${s.period}, ${s.multiplier})`, 0, () => cols.mid),
        mk('upper', 'UB', 1, () => cols.upper),
        mk('lower', 'LB', 2, () => cols.lower),
      ];
      return {
        config,
        series,
        recompute: (from, len) => {
          if (cols.mid.length < store.capacity) {
            cols = {
              mid: grow(cols.mid, store.capacity),
              dev: grow(cols.dev, store.capacity),
              upper: grow(cols.upper, store.capacity),
              lower: grow(cols.lower, store.capacity),
            };
            [cols.mid, cols.upper, cols.lower].forEach((c, i) => ((series[i] as ComputedSeries).column = c));
          }
          bollInto((scratch = sourceColumn(store, s.source, scratch, from, len)), s, cols, from, len);
        },
      };
    }
    case 'VOL': {
      const periods = config.settings.maPeriods;
      const series = periods.map<ComputedSeries>((p, i) => ({
        id: `VOL-${i}`,
        indicator: 'VOL',
        pane: 'VOL',
        kind: 'line',
        label: `MA(${p})`,
        column: new Float64Array(cap),
        colorSlot: i,
      }));
      return {
        config,
        series,
        recompute: (from, len) => {
          series.forEach((s) => (s.column = grow(s.column, store.capacity)));
          periods.forEach((p, i) => smaInto(store.volume, (series[i] as ComputedSeries).column, p, 0, from, len));
        },
      };
    }
    case 'MACD': {
      const s = config.settings;
      let cols = macdColumns(cap);
      const state = macdState();
      let scratch: Float64Array | null = null;
      const series: ComputedSeries[] = [
        {
          id: 'MACD-hist',
          indicator: 'MACD',
          pane: 'MACD',
          kind: 'histogram',
          label: 'MACD',
          column: cols.macd,
          minus: cols.signal,
          colorSlot: 2,
        },
        { id: 'MACD-macd', indicator: 'MACD', pane: 'MACD', kind: 'line', label: 'DIF', column: cols.macd, colorSlot: 0 },
        { id: 'MACD-signal', indicator: 'MACD', pane: 'MACD', kind: 'line', label: 'DEA', column: cols.signal, colorSlot: 1 },
      ];
      return {
        config,
        series,
        recompute: (from, len) => {
          if (cols.macd.length < store.capacity) {
            cols = { macd: grow(cols.macd, store.capacity), signal: grow(cols.signal, store.capacity) };
            const [hist, macd, signal] = series as [ComputedSeries, ComputedSeries, ComputedSeries];
            hist.column = macd.column = cols.macd;
            hist.minus = signal.column = cols.signal;
          }
          macdInto((scratch = sourceColumn(store, s.source, scratch, from, len)), s, cols, state, from, len);
        },
      };
    }
    case 'KDJ': {
      const s = config.settings;
      let cols = kdjColumns(cap);
      const series: ComputedSeries[] = (['k', 'd', 'j'] as const).map((key, i) => ({
        id: `KDJ-${key}`,
        indicator: 'KDJ',
        pane: 'KDJ',
        kind: 'line',
        label: key.toUpperCase(),
        column: cols[key],
        colorSlot: i,
      }));
      return {
        config,
        series,
        recompute: (from, len) => {
          if (cols.k.length < store.capacity) {
            const c = store.capacity;
            cols = { k: grow(cols.k, c), d: grow(cols.d, c), j: grow(cols.j, c) };
            (['k', 'd', 'j'] as const).forEach((key, i) => ((series[i] as ComputedSeries).column = cols[key]));
          }
          kdjColumnsInto(store, s, cols, from, len);
        },
      };
    }
  }
}

/**
 * Indicators over a candle store: computed once in full, then per live candle only from the changed
 * index (O(1) for EMA-based MACD and EMA, O(period) for window-based MA, BOLL and KDJ).
 */
export class IndicatorEngine {
  private computed: Computed[] = [];

  constructor(private readonly store: CandleStore) {}

  /** Sets the indicators (re-using columns of unchanged ones) and computes new ones in full. */
  setIndicators(configs: readonly IndicatorConfig[]): void {
    const prev = new Map(this.computed.map((c) => [JSON.stringify(c.config), c]));
    this.computed = configs.map((config) => {
      const existing = prev.get(JSON.stringify(config));
      if (existing) return existing;
      const c = computeFor(this.store, config);
      c.recompute(0, this.store.length);
      return c;
    });
  }

  /** Recomputes every indicator from candle `from` (after an upsert: the last index). */
  update(from: number): void {
    for (const c of this.computed) c.recompute(from, this.store.length);
  }

  /** Recomputes everything (after a reset or prepend). */
  recomputeAll(): void {
    for (const c of this.computed) c.recompute(0, this.store.length);
  }

  series(): ComputedSeries[] {
    return this.computed.flatMap((c) => c.series);
  }

  configs(): IndicatorConfig[] {
    return this.computed.map((c) => c.config);
  }
}
