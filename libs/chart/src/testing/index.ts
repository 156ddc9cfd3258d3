export { createManualClock } from './manual-clock';
export type { ManualClock } from './manual-clock';
export { nextRandomCandle, randomWalkCandles, randomWalkStore, seededRandom } from './random-walk';
export type { RandomWalkOptions } from './random-walk';
export { createRandomWalkDatafeed, DEMO_SYMBOLS } from './random-walk-datafeed';
export type { RandomWalkDatafeedOptions } from './random-walk-datafeed';
export { withColumns } from './column-datafeed';
export { demoEvents, demoLiquidations, demoMarkers, demoOrderLines, presetStorage } from './fixtures';
export { defined } from './defined';
export {
  BTC_PERP,
  BTC_SPOT,
  DEMO_BALANCES,
  DEMO_FILLS,
  DEMO_FUNDING,
  DEMO_FUTURES_ORDERS,
  DEMO_ORDER_HISTORY,
  DEMO_POSITION,
  DEMO_SPOT_ORDERS,
  PERP_LIMITS,
  SPOT_LIMITS,
} from './trading-fixtures';
