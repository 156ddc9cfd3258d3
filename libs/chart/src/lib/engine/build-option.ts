import type { CandlestickSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ComputedSeries, PaneId } from '../indicators/indicator-engine';
import type { FrameData } from './frame-data';
import type { ChartLayout } from './layout';
import type { Palette } from './palette';

export type ChartOption = ComposeOption<CandlestickSeriesOption | LineSeriesOption | GridComponentOption>;

export interface OptionInput {
  layout: ChartLayout;
  palette: Palette;
  series: readonly ComputedSeries[];
  data: FrameData;
  /** Label for the time axis, given a bucket's open time (the category value). */
  timeLabel: (time: number) => string;
  /** Length of one bucket in ms (resolution × bucket size). */
  barMs: number;
  priceLabel: (value: number) => string;
  paneLabel: (value: number) => string;
}

/**
 * Everything bar-like is drawn in echarts' "large" mode: one batched path per colour instead of one
 * element per item (no per-item hover states: hit-testing is ours).
 */
export const LARGE_THRESHOLD = 1;

/** Candle body width for a slot width: 70% of the slot, between 1 and 14 px. */
export function bodyWidth(plotWidth: number, slots: number): number {
  return Math.max(1, Math.min(14, Math.floor((plotWidth / Math.max(1, slots)) * 0.7)));
}

const paneIndex = (layout: ChartLayout, pane: PaneId) => Math.max(0, layout.panes.findIndex((p) => p.id === pane));

/** Series drawn as thick vertical lines whose width follows the zoom. */
const THICK = new Set(['bodies', 'volume', 'MACD-hist']);

function seriesData(input: OptionInput): { id: string; data: Float64Array }[] {
  const { data } = input;
  const out: { id: string; data: Float64Array }[] = [
    { id: 'wicks', data: data.wicks },
    { id: 'bodies', data: data.bodies },
  ];
  if (input.layout.panes.some((p) => p.id === 'VOL')) out.push({ id: 'volume', data: data.volume });
  for (const s of input.series) {
    if (s.kind === 'histogram') out.push({ id: s.id, data: data.histogram });
    else {
      const line = data.lines.get(s.id) ?? new Float64Array(0);
      // The live layer draws the segment into the live slot.
      const blanked = data.liveSlot >= 0 ? line.slice() : line;
      if (data.liveSlot >= 0) blanked[2 * data.liveSlot + 1] = NaN;
      out.push({ id: s.id, data: blanked });
    }
  }
  return out;
}

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
/** Label steps a reader expects on a time axis. */
export const NICE_STEPS = [S, 5 * S, 10 * S, 15 * S, 30 * S, M, 5 * M, 15 * M, 30 * M, H, 2 * H, 3 * H, 4 * H, 6 * H, 12 * H, D, 2 * D, 7 * D, 14 * D, 30 * D, 91 * D, 182 * D, 365 * D];

/** The smallest nice step that puts labels at least `minPx` apart (bars of `barMs`, `pxPerSlot` wide). */
export function niceTimeStep(barMs: number, pxPerSlot: number, minPx = 90): number {
  const need = barMs * Math.max(1, Math.ceil(minPx / Math.max(0.01, pxPerSlot)));
  return NICE_STEPS.find((s) => s >= need) ?? need;
}

/** Whether a bar time sits on a step boundary (UTC; months and years on the 1st). */
export function onTimeStep(time: number, step: number): boolean {
  if (!Number.isFinite(time)) return false;
  if (step >= 30 * D) {
    const d = new Date(time);
    const months = Math.round(step / (30 * D));
    return d.getUTCDate() === 1 && d.getUTCHours() === 0 && d.getUTCMinutes() === 0 && d.getUTCMonth() % Math.min(12, months) === 0;
  }
  if (step === 7 * D || step === 14 * D) return (time - 4 * D) % step === 0; // weeks start on Monday
  return time % step === 0;
}

function axes(input: OptionInput, full: boolean): Pick<ChartOption, 'xAxis' | 'yAxis'> {
  const { layout, data, palette } = input;
  const last = layout.panes.length - 1;
  // Labels and vertical grid lines on round times (every 1h, 6h, 1 day, …), chosen from the zoom.
  const step = niceTimeStep(input.barMs, layout.plotWidth / Math.max(1, data.times.length));
  const interval = (_index: number, value: string) => onTimeStep(Number(value), step);
  const xAxis = layout.panes.map((p, i) =>
    full
      ? {
          type: 'category' as const,
          gridIndex: i,
          data: data.times,
          boundaryGap: true,
          // Only the main pane draws vertical grid lines and only the last pane draws time labels.
          show: i === 0 || i === last,
          axisLine: { show: i === last, lineStyle: { color: palette.axis } },
          axisTick: { show: false },
          splitLine: { show: i === 0, interval, lineStyle: { color: palette.grid } },
          axisLabel: { show: i === last, interval, color: palette.mutedText, formatter: (value: string) => input.timeLabel(Number(value)) },
          axisPointer: { show: false },
        }
      : { data: data.times, splitLine: { interval }, axisLabel: { interval } },
  );
  const yAxis = layout.panes.map((p, i) => {
    const r = data.ranges[p.id] ?? { min: 0, max: 1 };
    return full
      ? {
          type: 'value' as const,
          gridIndex: i,
          position: 'right' as const,
          min: r.min,
          max: r.max,
          splitNumber: p.id === 'main' ? 6 : 2,
          axisLine: { show: true, lineStyle: { color: palette.axis } },
          splitLine: { lineStyle: { color: palette.grid } },
          axisLabel: { color: palette.mutedText, formatter: p.id === 'main' ? input.priceLabel : input.paneLabel, showMinLabel: false, showMaxLabel: false },
        }
      : { min: r.min, max: r.max };
  });
  return { xAxis, yAxis };
}

/** The complete option: used once at start, after a theme switch, after an indicator or layout change. */
export function buildFullOption(input: OptionInput): ChartOption {
  const { layout, palette } = input;
  const grid = layout.panes.map((p) => ({ left: layout.left, width: layout.plotWidth, top: p.top, height: p.height, outerBoundsMode: 'none' as const }));
  const width = bodyWidth(layout.plotWidth, input.data.times.length);
  type AnySeries = CandlestickSeriesOption | LineSeriesOption;
  // Large-mode candlesticks draw each item as one vertical line from low to high, coloured by close vs
  // open: with a 1 px line they are wicks, with a body-wide line they are bodies, volume and histogram bars.
  const bars = (id: string, pane: number, lineWidth: number, opacity = 1): CandlestickSeriesOption => ({
    id,
    type: 'candlestick',
    xAxisIndex: pane,
    yAxisIndex: pane,
    large: true,
    largeThreshold: LARGE_THRESHOLD,
    silent: true,
    emphasis: { disabled: true },
    encode: { x: 0, y: [1, 2, 3, 4] },
    dimensions: ['slot', 'open', 'close', 'lowest', 'highest'],
    itemStyle: { color: palette.up, color0: palette.down, borderColor: palette.up, borderColor0: palette.down, borderColorDoji: palette.up, borderWidth: lineWidth, opacity },
    data: [],
  });
  const series: AnySeries[] = [bars('wicks', 0, 1), bars('bodies', 0, width)];
  if (layout.panes.some((p) => p.id === 'VOL')) series.push(bars('volume', paneIndex(layout, 'VOL'), width, 0.7));
  for (const s of input.series) {
    const i = paneIndex(layout, s.pane);
    if (s.kind === 'histogram') series.push(bars(s.id, i, width));
    else {
      series.push({
        id: s.id,
        type: 'line',
        xAxisIndex: i,
        yAxisIndex: i,
        showSymbol: false,
        encode: { x: 0, y: 1 },
        symbol: 'none',
        silent: true,
        emphasis: { disabled: true },
        connectNulls: false,
        lineStyle: { width: 1, color: palette.lines[s.colorSlot % palette.lines.length] },
        data: [],
      });
    }
  }
  // echarts reads flat typed arrays (see FrameData); its option types only declare plain arrays.
  const byId = new Map(seriesData(input).map((d) => [d.id, d.data]));
  for (const s of series) s.data = byId.get(String(s.id)) as unknown as AnySeries['data'] & [];
  return {
    animation: false,
    backgroundColor: palette.background,
    textStyle: { color: palette.text },
    grid,
    ...axes(input, true),
    series,
  };
}

/** A data-only update (pan, zoom, live candle): axes' data and ranges plus each series' data, merged by id. */
export function buildDataOption(input: OptionInput): ChartOption {
  const borderWidth = bodyWidth(input.layout.plotWidth, input.data.times.length);
  const series = seriesData(input).map((d) => (THICK.has(d.id) ? { ...d, itemStyle: { borderWidth } } : d));
  return { ...axes(input, false), series: series as unknown as ChartOption['series'] };
}
