import type { PaneId } from '../indicators/indicator-engine';

/** One pane's rectangle in px (relative to the chart's top-left corner). */
export interface PaneRect {
  id: PaneId;
  top: number;
  height: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  /** Plot area shared by all panes horizontally. */
  left: number;
  plotWidth: number;
  /**
   * The liquidation histogram's own band between the plot and the price scale (0: none; decision 1973): candles,
   * grid and indicators end at `left + plotWidth`, the price scale starts at `axisLeft(layout)`.
   */
  bandWidth: number;
  /** Room for the price scale on the right. */
  axisWidth: number;
  panes: PaneRect[];
  /** Height of the time axis under the last pane. */
  timeAxisHeight: number;
}

export const PRICE_AXIS_WIDTH = 72;
export const TIME_AXIS_HEIGHT = 24;
export const LEGEND_HEIGHT = 24;
export const PANE_GAP = 8;

/**
 * Stacks the main pane and the indicator panes: each sub-pane takes 18% of the height (at least 56 px),
 * the candles keep the rest (at least 40%).
 */
export function layoutPanes(
  width: number,
  height: number,
  subPanes: readonly PaneId[],
  bandWidth = 0,
  axisWidth = PRICE_AXIS_WIDTH,
): ChartLayout {
  const w = Math.max(0, width);
  const axis = Math.max(PRICE_AXIS_WIDTH, Math.min(Math.round(axisWidth), Math.floor(w / 3)));
  const band = Math.max(0, Math.min(bandWidth, w - axis));
  const h = Math.max(0, height);
  const usable = Math.max(0, h - LEGEND_HEIGHT - TIME_AXIS_HEIGHT);
  const n = subPanes.length;
  let sub = n === 0 ? 0 : Math.max(56, Math.round(usable * 0.18));
  if (n > 0 && usable - n * (sub + PANE_GAP) < usable * 0.4) sub = Math.max(0, Math.floor((usable * 0.6) / n - PANE_GAP));
  const mainHeight = Math.max(0, usable - n * (sub + PANE_GAP));
  const panes: PaneRect[] = [{ id: 'main', top: LEGEND_HEIGHT, height: mainHeight }];
  let top = LEGEND_HEIGHT + mainHeight;
  for (const id of subPanes) {
    top += PANE_GAP;
    panes.push({ id, top, height: sub });
    top += sub;
  }
  return {
    width: w,
    height: h,
    left: 0,
    plotWidth: Math.max(0, w - axis - band),
    bandWidth: band,
    axisWidth: axis,
    panes,
    timeAxisHeight: TIME_AXIS_HEIGHT,
  };
}

/** Where the price scale starts (after the plot and the liquidation band). */
export const axisLeft = (layout: ChartLayout): number => layout.left + layout.plotWidth + layout.bandWidth;

/**
 * The price scale's width for its widest label (decision 1974): 72 px, wider when a 12 px sans-serif label (digits
 * 0.56 em, separators 0.28 em, anything else 0.6 em) needs more with 8 px before it and 6 px after, so a grouped price
 * like "3,512,345.6" is never cut. At most a third of the chart.
 */
export function priceAxisWidthFor(label: string): number {
  let em = 0;
  for (const ch of label) em += /\d/.test(ch) ? 0.56 : /[.,'\s\u066b\u066c]/.test(ch) ? 0.28 : 0.6;
  return Math.max(PRICE_AXIS_WIDTH, Math.ceil(em * 12 + 14));
}
