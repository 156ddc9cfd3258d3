import { AggregationLevels } from '../data/aggregation-levels';
import { CandleStore } from '../data/candle-store';
import { createFrame, decimate, type Frame } from '../data/decimate';
import {
  clampViewport,
  followLatest,
  followPage,
  initialViewport,
  panViewport,
  windowRange,
  zoomViewport,
  type Viewport,
} from '../data/viewport';
import { IndicatorEngine } from '../indicators/indicator-engine';
import { PANE_INDICATORS, type IndicatorConfig } from '../indicators/settings';
import { liquidationBandWidth } from '../rules/liquidation';
import { resolutionMs, type Resolution } from '../rules/resolution';
import type { Candle, ChartTheme } from '../types';
import { computeAxisTicks, drawAxisLabels, type AxisLabels } from './axis-layer';
import { buildDataOption, buildFullOption, type OptionInput } from './build-option';
import type { EngineView } from './engine-view';
import { buildFrameData } from './frame-data';
import { hoverAtX, latestHover, type Hover } from './hover';
import { layoutPanes, priceAxisWidthFor, type ChartLayout } from './layout';
import { drawLiveLayer, refreshLive, type LiveShown } from './live-bucket';
import { createCanvasLiveLayer, type LiveLayer } from './live-canvas';
import { LiveFollow } from './live-follow';
import type { Rect } from './live-layer';
import { intlNumberFormat, paneFormat, priceFormat, type NumberFormatFactory } from './number-format';
import { paletteFor, type Palette } from './palette';
import { makeScales, slotToX } from './scales';
import { createEchartsSurface, type ChartSurface, type SurfaceFactory } from './surface';
import { formatAxisTime } from './time-format';

/** Pixels per bucket below which candles are aggregated. */
export const MIN_BUCKET_PX = 2;

export interface EngineOptions {
  width: number;
  height: number;
  theme: ChartTheme;
  resolution: Resolution;
  timeZone: string;
  locale: string;
  priceDecimals: number;
  indicators: readonly IndicatorConfig[];
  /** The page's number formatter (decision 1974; the locale's `Intl.NumberFormat` by default). */
  numberFormat?: NumberFormatFactory;
  /** Keeps a band between the candles and the price scale for the liquidation histogram (decision 1973). */
  liquidationBand?: boolean;
  createSurface?: SurfaceFactory;
  /** Frame scheduler (requestAnimationFrame by default). */
  scheduleFrame?: (cb: () => void) => void;
  /** The transparent canvases for the scales, the live candles and the last price (canvases over the chart by default; null: none). */
  createLiveLayer?: ((container: HTMLElement) => LiveLayer | null) | null;
}

type Mode = 'none' | 'live' | 'data' | 'full';
export type RenderMode = Exclude<Mode, 'none'>;
export type { Hover } from './hover';
export type { EngineView } from './engine-view';
const RANK: Record<Mode, number> = { none: 0, live: 1, data: 2, full: 3 };

/**
 * The chart without React: typed-array candles, incremental indicators, a viewport, and an echarts
 * surface fed only the visible window decimated to the pixel width. Live updates and pan/zoom send
 * data-only options; the full option is rebuilt only for theme, layout and indicator changes.
 */
export class ChartEngine {
  readonly store = new CandleStore();
  private levels = new AggregationLevels(this.store);
  private indicators = new IndicatorEngine(this.store);
  private surface: ChartSurface;
  private viewport: Viewport = initialViewport(0);
  private frame: Frame;
  private layout: ChartLayout;
  private palette: Palette;
  private opts: EngineOptions;
  private pending: Mode = 'none';
  private scheduled = false;
  private lastView: EngineView | null = null;
  private listeners = new Set<(view: EngineView, mode: RenderMode) => void>();
  private disposed = false;
  private labels = new Map<number, string>();
  private liveLayer: LiveLayer | null;
  private follow = new LiveFollow((margin) => this.settle(margin));
  private indicatorsVersion = 0;
  private liveShown: LiveShown | null = null;
  private formats: { price: (v: number) => string; pane: (v: number) => string } | null = null;

  constructor(container: HTMLElement, options: EngineOptions) {
    this.opts = { ...options };
    this.palette = paletteFor(options.theme);
    this.indicators.setIndicators(options.indicators);
    this.layout = this.computeLayout();
    this.frame = createFrame(this.maxBuckets());
    this.surface = (options.createSurface ?? createEchartsSurface)(container, { width: options.width, height: options.height });
    const liveFactory = options.createLiveLayer === undefined ? createCanvasLiveLayer : options.createLiveLayer;
    this.liveLayer = liveFactory ? liveFactory(container) : null;
  }

  // ---- data ----------------------------------------------------------------------------------

  /** Replaces all candles (history load, resolution or symbol change) and shows the latest 200. */
  setData(candles: readonly Candle[]): void {
    this.store.reset(candles);
    this.afterReset();
  }

  /** Adopts ready-made columns without copying (binary feeds, the benchmark). */
  setColumns(cols: Pick<CandleStore, 'time' | 'open' | 'high' | 'low' | 'close' | 'volume'>, length: number): void {
    Object.assign(this.store, {
      time: cols.time,
      open: cols.open,
      high: cols.high,
      low: cols.low,
      close: cols.close,
      volume: cols.volume,
      length,
    });
    this.store.version++;
    this.afterReset();
  }

  /** Older candles in front (scrolling into history); the view keeps showing the same candles. */
  prependHistory(older: readonly Candle[]): number {
    const added = this.store.prepend(older);
    if (added > 0) {
      this.levels.clear();
      this.indicators.recomputeAll();
      this.viewport = { ...this.viewport, end: this.viewport.end + added };
      this.request('data');
    }
    return added;
  }

  private afterReset(): void {
    this.relayout();
    this.follow.cancel();
    this.levels.clear();
    this.indicators.recomputeAll();
    this.viewport = clampViewport(initialViewport(this.store.length), this.store.length);
    this.request('full');
  }

  /**
   * A live candle: appends or replaces the last. O(1) for the data; on screen only the live layer is redrawn
   * while the candle stays inside the scales and the window (a tick, or a new candle in the empty slots on the
   * right); otherwise one data-only render per frame. Off screen (scrolled into history) only the last-price
   * line is redrawn.
   */
  upsert(candle: Candle): void {
    const before = this.store.length;
    const result = this.store.upsert(candle);
    if (result === 'ignored') return;
    const i = this.store.length - 1;
    this.levels.touch(i);
    this.indicators.update(i);
    const v = this.lastView;
    const following = this.viewport.end >= before;
    if (v && RANK[this.pending] < RANK.data) {
      if (refreshLive(this.store, v)) {
        if (result === 'append') this.follow.defer(this.viewport.end - before);
        this.request('live');
        return;
      }
      // The live candle is neither on screen nor coming onto it: echarts' data does not change.
      if (!following && v.frame.count > 0 && v.data.liveSlot < 0) {
        this.request('live');
        return;
      }
    }
    if (result === 'append' && following) {
      this.follow.defer(this.viewport.end - before);
      const next = followLatest(this.viewport, before, this.store.length, followPage(this.viewport, this.follow.jumps));
      if (next !== this.viewport) this.follow.jump();
      this.viewport = next;
    }
    this.request('data');
  }

  /** After a burst of new candles: back to the margin the view had before it (when still at the live edge). */
  private settle(margin: number): void {
    const len = this.store.length;
    if (this.disposed || this.viewport.end < len) return;
    const next = clampViewport({ end: len + margin, count: this.viewport.count }, len);
    if (next.end === this.viewport.end) return;
    this.viewport = next;
    this.request('data');
  }

  setIndicators(configs: readonly IndicatorConfig[]): void {
    this.indicatorsVersion++;
    this.indicators.setIndicators(configs);
    this.opts.indicators = configs;
    this.layout = this.computeLayout();
    this.request('full');
  }

  // ---- appearance ----------------------------------------------------------------------------

  /** Dark/light without a reload: new colours and the current data in one full option. */
  setTheme(theme: ChartTheme): void {
    if (theme === this.opts.theme) return;
    this.opts.theme = theme;
    this.palette = paletteFor(theme);
    this.request('full');
  }

  setFormat(format: Partial<Pick<EngineOptions, 'resolution' | 'timeZone' | 'locale' | 'priceDecimals' | 'numberFormat'>>): void {
    Object.assign(this.opts, format);
    this.labels.clear();
    this.formats = null;
    this.relayout();
    this.request('full');
  }

  /** Keeps (or gives back) the liquidation histogram's band beside the price scale (decision 1973). */
  setLiquidationBand(on: boolean): void {
    if (on === Boolean(this.opts.liquidationBand)) return;
    this.opts.liquidationBand = on;
    this.relayout();
    this.request('full');
  }

  /** A new layout (and frame buffer) when the price scale's width or the band changed. */
  private relayout(): void {
    const next = this.computeLayout();
    if (next.axisWidth === this.layout.axisWidth && next.bandWidth === this.layout.bandWidth) return;
    this.layout = next;
    this.frame = createFrame(this.maxBuckets());
  }

  /** The price and indicator-pane formatters of the scales and the last-price label (one per decimals and locale). */
  private numberFormats(): { price: (v: number) => string; pane: (v: number) => string } {
    if (!this.formats) {
      const factory = this.opts.numberFormat ?? intlNumberFormat(this.opts.locale);
      this.formats = { price: priceFormat(factory, this.opts.priceDecimals), pane: paneFormat(factory) };
    }
    return this.formats;
  }

  resize(width: number, height: number): void {
    if (width === this.opts.width && height === this.opts.height) return;
    this.opts.width = width;
    this.opts.height = height;
    this.layout = this.computeLayout();
    this.frame = createFrame(this.maxBuckets());
    this.surface.resize({ width, height });
    this.request('full');
  }

  // ---- navigation ----------------------------------------------------------------------------

  getViewport(): Viewport {
    return { ...this.viewport };
  }

  setViewport(v: Viewport): void {
    this.follow.cancel();
    this.viewport = clampViewport(v, this.store.length);
    this.request('data');
  }

  /** Pans by pixels (positive dx drags the chart right, towards older candles). */
  panByPixels(dx: number): void {
    const slots = this.lastView?.scales.slots ?? this.viewport.count;
    const candlesPerPx = (slots * (this.lastView?.frame.bucketSize ?? 1)) / Math.max(1, this.layout.plotWidth);
    const candles = Math.round(dx * candlesPerPx);
    if (candles !== 0) this.setViewport(panViewport(this.viewport, candles, this.store.length));
  }

  /** Zooms around the x position (factor > 1 zooms out). */
  zoomAt(factor: number, x: number): void {
    const anchor = (x - this.layout.left) / Math.max(1, this.layout.plotWidth);
    this.follow.cancel();
    this.viewport = zoomViewport(this.viewport, factor, anchor, this.store.length);
    this.request('data');
  }

  // ---- rendering -----------------------------------------------------------------------------

  /** Called after each render: 'live' when only the live candle was redrawn (scales unchanged). */
  onRender(listener: (view: EngineView, mode: RenderMode) => void): () => void {
    this.listeners.add(listener);
    if (this.lastView) listener(this.lastView, 'full');
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** The last rendered view (null before the first render). */
  view(): EngineView | null {
    return this.lastView;
  }

  private request(mode: Mode): void {
    if (RANK[mode] > RANK[this.pending]) this.pending = mode;
    if (this.scheduled || this.disposed) return;
    this.scheduled = true;
    const run = () => {
      this.scheduled = false;
      this.flush();
    };
    if (this.opts.scheduleFrame) this.opts.scheduleFrame(run);
    else if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
    else setTimeout(run, 0);
  }

  /** Renders what is pending now (synchronously). */
  flush(): void {
    if (this.disposed || this.pending === 'none') return;
    const mode = this.pending;
    this.pending = 'none';
    if (mode !== 'live') {
      const input = this.prepare();
      if (mode === 'full') this.surface.setOption(buildFullOption(input), { notMerge: true, lazyUpdate: false, silent: true });
      else this.surface.setOption(buildDataOption(input), { lazyUpdate: false, silent: true });
      const l = this.liveLayer;
      if (l)
        drawAxisLabels({ price: l.priceAxis, time: l.timeAxis }, input.layout, input.data, input.ticks, input.palette, this.axisLabels());
    }
    this.drawLiveLayer();
    const view = this.lastView;
    if (view) for (const l of this.listeners) l(view, mode);
  }

  private drawLiveLayer(): void {
    const v = this.lastView;
    if (this.liveLayer && v) this.liveShown = drawLiveLayer(this.liveLayer, v, this.store, this.numberFormats().price, this.liveShown);
  }

  private prepare(): OptionInput {
    const len = this.store.length;
    const { from, to } = windowRange(this.viewport, len);
    const frame = decimate(this.store, this.levels, from, to, this.maxBuckets(), this.frame);
    const size = frame.bucketSize;
    const padSlots = Math.max(0, Math.ceil((this.viewport.end - Math.max(len, from)) / size));
    const series = this.indicators.series();
    const barMs = resolutionMs(this.opts.resolution) * size;
    const liveSlot = frame.count > 0 && frame.lastIndex[frame.count - 1] === len - 1 ? frame.count - 1 : -1;
    const data = buildFrameData(frame, series, padSlots, barMs, liveSlot, this.layout, this.palette.lines.length);
    const scales = makeScales(this.layout, data.times.length, data.ranges.main ?? { min: 0, max: 1 });
    const ticks = computeAxisTicks(this.layout, data, barMs);
    this.lastView = {
      layout: this.layout,
      scales,
      frame,
      data,
      palette: this.palette,
      series,
      length: len,
      resolution: this.opts.resolution,
      ticks,
    };
    return { layout: this.layout, palette: this.palette, series, data, ticks };
  }

  private axisLabels(): AxisLabels {
    const { resolution, timeZone, locale } = this.opts;
    const formats = this.numberFormats();
    return {
      time: (t) => {
        let label = this.labels.get(t);
        if (label === undefined) {
          if (this.labels.size > 20_000) this.labels.clear();
          label = formatAxisTime(t, resolution, timeZone, locale);
          this.labels.set(t, label);
        }
        return label;
      },
      price: formats.price,
      pane: formats.pane,
    };
  }

  private computeLayout(): ChartLayout {
    const types = new Set(this.opts.indicators.map((i) => i.type));
    const axis = priceAxisWidthFor(this.numberFormats().price(this.widestPrice()));
    const band = liquidationBandWidth(this.opts.width - axis, Boolean(this.opts.liquidationBand));
    return layoutPanes(
      this.opts.width,
      this.opts.height,
      PANE_INDICATORS.filter((p) => types.has(p)) as ('VOL' | 'MACD' | 'KDJ')[],
      band,
      axis,
    );
  }

  /** The highest price loaded, with the scale's 8 % padding and room to rise: the widest label the scale may show. */
  private widestPrice(): number {
    const { high, length } = this.store;
    let max = 0;
    for (let i = 0; i < length; i++) {
      const h = high[i] as number;
      if (h > max) max = h;
    }
    return max * 1.1;
  }

  private maxBuckets(): number {
    return Math.max(10, Math.floor(this.layout.plotWidth / MIN_BUCKET_PX));
  }

  // ---- geometry ------------------------------------------------------------------------------

  /** Changes whenever `latest()` may (candles or indicators changed), not when panning. */
  latestKey(): string {
    return `${this.store.version}:${this.indicatorsVersion}`;
  }

  /** OHLCV (aggregated when decimated) and indicator values under x (null outside the candles). */
  hoverAt(x: number): Hover | null {
    return this.lastView ? hoverAtX(this.lastView, x) : null;
  }

  /** OHLCV of the newest candle and the indicator values there (the legend when not hovering). */
  latest(): Hover | null {
    return this.lastView ? latestHover(this.lastView, this.store) : null;
  }

  /** Centre x of the slot holding `time` (null when off screen). */
  xOfTime(time: number): number | null {
    const v = this.lastView;
    if (!v) return null;
    const i = this.store.indexAtOrBefore(time);
    if (i < 0) return null;
    const slot = Math.floor(i / v.frame.bucketSize) - Math.floor(v.frame.startIndex / v.frame.bucketSize);
    return slot >= 0 && slot < v.frame.count ? slotToX(v.scales, slot) : null;
  }

  /** A PNG of the chart (screenshot). */
  toDataURL(): string {
    return this.surface.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: this.palette.background });
  }

  /** The live layer's canvases and the chart rectangles they cover (composed by the screenshot helper). */
  liveCanvases(): { canvas: CanvasImageSource; rect: Rect }[] {
    const l = this.liveLayer;
    if (!l) return [];
    return [l.priceAxis.snapshot(), l.timeAxis.snapshot(), l.live.snapshot()].filter(
      (x): x is { canvas: CanvasImageSource; rect: Rect } => x !== null,
    );
  }

  dispose(): void {
    this.disposed = true;
    this.follow.cancel();
    this.listeners.clear();
    this.surface.dispose();
    const l = this.liveLayer;
    if (l) {
      for (const canvas of [l.priceAxis, l.timeAxis, l.live]) canvas.dispose();
      l.glyphs?.clear();
    }
  }
}
