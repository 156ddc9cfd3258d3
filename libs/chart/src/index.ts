// The chart domain's door (issue 9): only what other projects use. The app mounts the trade view, the chart
// domain's layer; `@exchange/chart/server` holds the trade pages' server wiring, `@exchange/chart/bench` what
// tools/bench/chart measures and `@exchange/chart/testing` the fixtures of tests, stories and the bench.
export { TradeView } from './lib/layer/trade-view';
export type { TradeLabels, TradeViewProps } from './lib/layer/trade-view';
export { MarketsView } from './lib/markets/markets-view';
export type { MarketsViewProps } from './lib/markets/markets-view';
export { marketsMessages } from './lib/markets/markets-messages';
