import type { Frame } from '../data/decimate';
import type { ComputedSeries } from '../indicators/indicator-engine';
import type { Resolution } from '../rules/resolution';
import type { AxisTicks } from './axis-layer';
import type { FrameData } from './frame-data';
import type { ChartLayout } from './layout';
import type { Palette } from './palette';
import type { Scales } from './scales';

// Its own module so the engine's helpers (hover, live-bucket) can read the view without importing the engine
// (a type-only cycle otherwise; `import/no-cycle` counts those).
/** What overlays and the legend read after each render. */
export interface EngineView {
  layout: ChartLayout;
  scales: Scales;
  frame: Frame;
  data: FrameData;
  palette: Palette;
  series: readonly ComputedSeries[];
  length: number;
  resolution: Resolution;
  /** Where the axes put labels and grid lines. */
  ticks: AxisTicks;
}
