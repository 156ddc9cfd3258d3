import type { CandlestickSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ComputedSeries } from '../indicators/indicator-engine';
import { gridRows, type AxisTicks } from './axis-layer';
import type { FrameData } from './frame-data';
import type { ChartLayout } from './layout';
import { VOLUME_OPACITY } from './live-layer';
import type { Palette } from './palette';
import { bodyWidth } from './scales';

export type ChartOption = ComposeOption<CandlestickSeriesOption | LineSeriesOption | GridComponentOption>;

export interface OptionInput {
  layout: ChartLayout;
  palette: Palette;
  series: readonly ComputedSeries[];
  data: FrameData;
  ticks: AxisTicks;
}

/**
 * Everything bar-like is drawn in echarts' "large" mode: one batched path per colour instead of one
 * element per item (no per-item hover states: hit-testing is ours).
 */
export const LARGE_THRESHOLD = 1;

/** Line series ids: one per colour slot (`line-0`…), holding every line of that colour. */
export const lineSeriesId = (colorSlot: number) => `line-${colorSlot}`;

/** echarts' data per series id; echarts reads flat typed arrays although its option types only declare plain arrays. */
function seriesData(input: OptionInput): { id: string; data: Float64Array }[] {
  const { px } = input.data;
  const out = [
    { id: 'wicks', data: px.wicks },
    { id: 'bodies', data: px.bodies },
  ];
  if (input.layout.panes.some((p) => p.id === 'VOL')) out.push({ id: 'volume', data: px.volume });
  px.lines.forEach((rows, c) => {
    if (rows.length > 0) out.push({ id: lineSeriesId(c), data: rows });
  });
  return out;
}

const plotHeight = (layout: ChartLayout) => layout.height - layout.timeAxisHeight;

/** The x (slot) and y (−pixel row) axes of the one grid: grid lines only, labels are ours (axis-layer). */
function axes(input: OptionInput, full: boolean): Pick<ChartOption, 'xAxis' | 'yAxis'> {
  const { layout, palette, data, ticks } = input;
  const x = { min: -0.5, max: Math.max(1, data.times.length) - 0.5, axisTick: { show: false, customValues: ticks.slots } };
  const y = { min: -plotHeight(layout), max: 0, axisTick: { show: false, customValues: gridRows(layout, data, ticks) } };
  if (!full) return { xAxis: [x], yAxis: [y] };
  const line = { show: true, lineStyle: { color: palette.axis } };
  const split = { show: true, lineStyle: { color: palette.grid } };
  return {
    xAxis: [{ type: 'value', ...x, axisLine: line, axisLabel: { show: false }, splitLine: split, axisPointer: { show: false } }],
    yAxis: [
      {
        type: 'value',
        position: 'right',
        ...y,
        axisLine: line,
        axisLabel: { show: false },
        splitLine: split,
        axisPointer: { show: false },
      },
    ],
  };
}

/** The complete option: used once at start, after a theme switch, after an indicator or layout change. */
export function buildFullOption(input: OptionInput): ChartOption {
  const { layout, palette } = input;
  const width = bodyWidth(layout.plotWidth, input.data.times.length);
  type AnySeries = CandlestickSeriesOption | LineSeriesOption;
  // Large-mode candlesticks draw each item as one vertical line from low to high, coloured by close vs
  // open: with a 1 px line they are wicks, with a body-wide line they are bodies, volume and histogram bars.
  const bars = (id: string, lineWidth: number, opacity = 1): CandlestickSeriesOption => ({
    id,
    type: 'candlestick',
    large: true,
    largeThreshold: LARGE_THRESHOLD,
    progressive: 0,
    silent: true,
    emphasis: { disabled: true },
    encode: { x: 0, y: [1, 2, 3, 4] },
    dimensions: ['slot', 'open', 'close', 'lowest', 'highest'],
    itemStyle: {
      color: palette.up,
      color0: palette.down,
      borderColor: palette.up,
      borderColor0: palette.down,
      borderColorDoji: palette.up,
      borderWidth: lineWidth,
      opacity,
    },
    data: [],
  });
  const series: AnySeries[] = [bars('wicks', 1), bars('bodies', width)];
  if (layout.panes.some((p) => p.id === 'VOL')) series.push(bars('volume', width, VOLUME_OPACITY));
  input.data.px.lines.forEach((rows, c) => {
    if (rows.length === 0) return;
    series.push({
      id: lineSeriesId(c),
      type: 'line',
      showSymbol: false,
      symbol: 'none',
      progressive: 0,
      silent: true,
      emphasis: { disabled: true },
      encode: { x: 0, y: 1 },
      connectNulls: false,
      lineStyle: { width: 1, color: palette.lines[c % palette.lines.length] },
      data: [],
    });
  });
  const byId = new Map(seriesData(input).map((d) => [d.id, d.data]));
  for (const s of series) s.data = byId.get(String(s.id)) as unknown as AnySeries['data'] & [];
  return {
    animation: false,
    // Transparent: the chart's box paints the background, so the liquidation histogram drawn under the canvas shows
    // between the candles and never over them (issue 21 item 6, decision 1888).
    backgroundColor: 'transparent',
    grid: [{ left: layout.left, width: layout.plotWidth, top: 0, height: plotHeight(layout), outerBoundsMode: 'none' }],
    ...axes(input, true),
    series,
  };
}

/** A data-only update (pan, zoom, live candle): the axes' extent and grid lines plus each series' data, merged by id. */
export function buildDataOption(input: OptionInput): ChartOption {
  const borderWidth = bodyWidth(input.layout.plotWidth, input.data.times.length);
  const series = seriesData(input).map((d) => (d.id === 'bodies' || d.id === 'volume' ? { ...d, itemStyle: { borderWidth } } : d));
  return { ...axes(input, false), series: series as unknown as ChartOption['series'] };
}
