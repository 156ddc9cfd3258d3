// `@exchange/chart/bench`: what tools/bench/chart measures: the chart itself (PriceChart, and the engine without
// React), without the trade view's data wiring. No app imports this entry.
export { PriceChart } from './lib/components/price-chart/price-chart';
export type { PriceChartProps } from './lib/components/price-chart/price-chart';
export { ChartEngine } from './lib/engine/chart-engine';
export { defaultIndicator } from './lib/indicators/settings';
export { serializeChartState } from './lib/rules/chart-state';
