import type { CandleStore } from '../data/candle-store';
import { seriesValueAt, type PaneId } from '../indicators/indicator-engine';
import type { Candle } from '../types';
import type { EngineView } from './engine-view';
import { pairValue } from './frame-data';
import { xToSlot } from './scales';

/** OHLCV (aggregated when decimated) and indicator values under a slot. */
export interface Hover extends Candle {
  slot: number;
  /** Each indicator's value; `pane` says how to read it (prices on the main pane, volumes and oscillators below). */
  values: { id: string; label: string; value: number | null; pane: PaneId }[];
}

/** What is under x in a rendered view (null outside the candles). */
export function hoverAtX(v: EngineView, x: number): Hover | null {
  const slot = xToSlot(v.scales, x);
  const f = v.frame;
  if (slot < 0 || slot >= f.count) return null;
  return {
    slot,
    time: f.time[slot] ?? NaN,
    open: f.open[slot] ?? NaN,
    close: f.close[slot] ?? NaN,
    low: f.low[slot] ?? NaN,
    high: f.high[slot] ?? NaN,
    volume: f.volume[slot] ?? NaN,
    values: v.series.map((s) => ({ id: s.id, label: s.label, pane: s.pane, value: pairValue(v.data.lines.get(s.id), slot) ?? null })),
  };
}

/** The newest candle, exact (not aggregated), and the indicator values there. */
export function latestHover(v: EngineView, store: CandleStore): Hover | null {
  const i = store.length - 1;
  const c = store.candle(i);
  if (!c) return null;
  const slot = v.data.liveSlot >= 0 ? v.data.liveTo : -1;
  return { slot, ...c, values: v.series.map((s) => ({ id: s.id, label: s.label, pane: s.pane, value: seriesValueAt(s, i) ?? null })) };
}
