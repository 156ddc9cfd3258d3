import { CandlestickChart, LineChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { init, use as registerEchartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartOption } from './build-option';

// Only the parts the chart draws: large-mode candlesticks (candles and every bar) and lines on grids, on canvas. Crosshair, legend and
// overlays are ours (HTML/SVG over the canvas), so no tooltip, axis-pointer or data-zoom components.
registerEchartsParts([CandlestickChart, LineChart, GridComponent, CanvasRenderer]);

/** What the engine needs from echarts (a narrow seam for component tests). */
export interface ChartSurface {
  setOption(option: ChartOption, opts?: { notMerge?: boolean; lazyUpdate?: boolean; silent?: boolean }): void;
  resize(opts: { width: number; height: number }): void;
  getDataURL(opts: { type: 'png'; pixelRatio?: number; backgroundColor?: string }): string;
  dispose(): void;
}

export type SurfaceFactory = (el: HTMLElement, size: { width: number; height: number }) => ChartSurface;

/** Creates an echarts canvas instance of a fixed size. */
export const createEchartsSurface: SurfaceFactory = (el, size) =>
  init(el, null, { renderer: 'canvas', width: size.width, height: size.height }) as unknown as ChartSurface;
