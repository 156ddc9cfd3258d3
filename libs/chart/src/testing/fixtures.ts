import type { Bar } from '../lib/datafeed/datafeed-types';
import type { Hover } from '../lib/engine/hover';
import { defaultIndicator, type IndicatorType } from '../lib/indicators/settings';
import { CHART_STATE_KEY, serializeChartState, type ChartState } from '../lib/rules/chart-state';
import type { ImportantEvent } from '../lib/rules/important-events';
import type { LiquidationDatum } from '../lib/rules/liquidation';
import type { BuySellMarker } from '../lib/rules/markers';
import type { OrderLine } from '../lib/rules/order-lines';
import type { ChartTheme } from '../lib/types';

/** An in-memory Storage holding a chart state (stories and tests). */
export function presetStorage(
  state: {
    resolution?: ChartState['resolution'];
    theme?: ChartTheme;
    indicators?: readonly (IndicatorType | ChartState['indicators'][number])[];
  } = {},
) {
  const map = new Map<string, string>();
  const indicators = (state.indicators ?? ['VOL']).map((i) => (typeof i === 'string' ? defaultIndicator(i) : i));
  map.set(CHART_STATE_KEY, serializeChartState({ resolution: state.resolution ?? '60', theme: state.theme ?? 'dark', indicators }));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

/** Order lines around the last close: a buy limit, a sell stop, a position with TP/SL (two close lines stack). */
export function demoOrderLines(lastClose: number): OrderLine[] {
  const cb = { onClose: () => undefined, onTPSL: () => undefined, onReverse: () => undefined };
  return [
    {
      id: 'limit-buy',
      type: 0,
      side: 1,
      avgPrice: lastClose * 0.985,
      visible: true,
      sideText: 'Buy Limit',
      qtyText: '0.250',
      qty: 0.25,
      showCloseButton: true,
      tooltips: { close: 'Cancel order' },
      callbacks: cb,
    },
    {
      id: 'stop-sell',
      type: 2,
      side: -1,
      avgPrice: lastClose * 1.02,
      visible: true,
      sideText: 'Sell Stop',
      qtyText: '0.100',
      qty: 0.1,
      showCloseButton: true,
      callbacks: cb,
    },
    {
      id: 'position',
      type: 4,
      side: 1,
      avgPrice: lastClose * 0.996,
      visible: true,
      sideText: 'Long',
      qtyText: '0.500',
      qty: 0.5,
      pnlText: '+128.40 USDT',
      pnlValue: 128.4,
      showCloseButton: true,
      showTPSLButton: true,
      showReverseButton: true,
      tooltips: { line: 'Position', close: 'Close position', tpsl: 'Add TP/SL', reverse: 'Reverse position' },
      callbacks: cb,
    },
    {
      id: 'tp',
      type: 5,
      side: -1,
      avgPrice: lastClose * 0.997,
      visible: true,
      sideText: 'TP',
      qtyText: '0.500',
      showCloseButton: true,
      callbacks: cb,
    },
    {
      id: 'sl',
      type: 6,
      side: -1,
      avgPrice: lastClose * 0.97,
      visible: true,
      sideText: 'SL',
      qtyText: '0.500',
      showCloseButton: true,
      callbacks: cb,
    },
  ];
}

/** Liquidation clusters above and below the last close. */
export function demoLiquidations(lastClose: number): LiquidationDatum[] {
  return Array.from({ length: 60 }, (_, i) => {
    const offset = ((i % 30) - 15) / 300;
    const weight = Math.exp(-(((i % 30) - 22) ** 2) / 20) + Math.exp(-(((i % 30) - 6) ** 2) / 12);
    return {
      mark_price: lastClose * (1 + offset),
      short_liq_usd_new: offset > 0 ? weight * 2e6 : 0,
      long_liq_usd_new: offset < 0 ? weight * 1.5e6 : 0,
    };
  });
}

/** Buy and sell fills on some of the given bars. */
export function demoMarkers(bars: readonly Bar[], symbol: string): BuySellMarker[] {
  return bars
    .filter((_, i) => i % 23 === 5)
    .map((b, i) => ({
      time: b.time,
      type: i % 2 ? 'sell' : 'buy',
      price: i % 2 ? b.high : b.low,
      quantity: 0.05 * (i + 1),
      symbol,
      rawTimestamp: b.time,
    }));
}

/** One important event of each of the eight types spread over the bars. */
export function demoEvents(bars: readonly Bar[]): ImportantEvent[] {
  const types = [1, 2, 3, 4, 5, 6, 7, 8] as const;
  return types.flatMap((type, i) => {
    const bar = bars[Math.floor(((i + 1) * bars.length) / 10)];
    return bar ? [{ type, time: bar.time, data: { text: `Event ${type}` } }] : [];
  });
}

/** A candle under the crosshair for the legend's spec and stories (decision 1978): a price MA and a volume MA. */
export const demoLegendHover: Hover = {
  slot: 0,
  time: Date.UTC(2026, 10, 28, 21),
  open: 61019.5,
  high: 61036.6,
  low: 60901.3,
  close: 61030.5,
  volume: 7260,
  values: [
    { id: 'ma5', label: 'MA(5)', value: 61000, pane: 'main' },
    { id: 'vol-ma5', label: 'MA(5)', value: 19169.5, pane: 'VOL' },
    { id: 'ma10', label: 'MA(10)', value: null, pane: 'main' },
  ],
};
