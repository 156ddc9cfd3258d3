/**
 * What the chart's legend shows for the room it has (decision 1978). The legend sits over the top of the price pane,
 * in the one line the engine keeps clear for it (`LEGEND_HEIGHT`). On a wide chart everything fits on that line or
 * two: symbol and resolution, the candle's time, OHLC, volume, each indicator's value and the time zone. On a phone the
 * same items wrapped to four lines over the newest candles (390 px, Arabic: the labels are wider), so a narrow plot
 * shows what a trader reads first, the candle's open, high, low and close, and leaves the rest to the screen around
 * it: the symbol is the ticker's heading, the resolution the selected button, the indicator names the toolbar's.
 */
export type LegendItem = 'symbol' | 'time' | 'ohlc' | 'volume' | 'indicators' | 'timeZone';

/** Below this plot width (px, candles only: the price scale and the liquidation band excluded) the legend is compact. */
export const COMPACT_LEGEND_BELOW_PX = 420;

const FULL: readonly LegendItem[] = ['symbol', 'time', 'ohlc', 'volume', 'indicators', 'timeZone'];
const COMPACT: readonly LegendItem[] = ['ohlc'];

/**
 * Whether a plot `plotWidth` px wide is a phone's (compact): the legend shows OHLC only, and the order and position
 * lines' labels keep their side, quantity, PnL and × but leave TP/SL and Reverse to the list of line actions beside the
 * chart, which has the same buttons (decision 1978). A non-finite or negative width (not laid out yet) is wide.
 */
export const isCompactPlot = (plotWidth: number): boolean =>
  Number.isFinite(plotWidth) && plotWidth >= 0 && plotWidth < COMPACT_LEGEND_BELOW_PX;

/** The legend's items for a plot `plotWidth` px wide. */
export function legendItems(plotWidth: number): readonly LegendItem[] {
  return isCompactPlot(plotWidth) ? COMPACT : FULL;
}
