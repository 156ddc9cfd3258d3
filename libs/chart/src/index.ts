// Types
export type { Candle, ChartTheme, PriceSource, Series } from './lib/types';
export { PRICE_SOURCES } from './lib/types';

// Indicator maths (pure, aligned with the input candles)
export { computeMacd } from './lib/indicators/macd';
export { computeKdj } from './lib/indicators/kdj';
export { computeBoll, computeEma, computeMa } from './lib/indicators/moving-averages';
export { createIncrementalKdj, createIncrementalMacd } from './lib/indicators/incremental';
export type { IncrementalKdj, IncrementalMacd } from './lib/indicators/incremental';
export {
  DEFAULT_BOLL,
  DEFAULT_EMA,
  DEFAULT_KDJ,
  DEFAULT_MA,
  DEFAULT_MACD,
  DEFAULT_VOL,
  defaultIndicator,
  INDICATOR_TYPES,
} from './lib/indicators/settings';
export type {
  BollSettings,
  IndicatorConfig,
  IndicatorType,
  KdjSettings,
  MacdSettings,
  MaSettings,
  VolSettings,
} from './lib/indicators/settings';

// Rules
export {
  BOLL_MULTIPLIER_RANGE,
  KDJ_PERIOD_RANGE,
  MACD_LENGTH_RANGE,
  MACD_SIGNAL_RANGE,
  validateBollSettings,
  validateKdjSettings,
  validateMacdSettings,
  validateMaSettings,
} from './lib/rules/indicator-settings';
export type { FieldError, SettingsErrorId, ValidationResult } from './lib/rules/indicator-settings';
export {
  barOpenTime,
  DEFAULT_RESOLUTION,
  initialResolution,
  isResolution,
  RESOLUTIONS,
  resolutionLabel,
  resolutionMs,
} from './lib/rules/resolution';
export type { Resolution } from './lib/rules/resolution';
export { CHART_LOCALES, chartLocale } from './lib/rules/chart-locale';
export type { AppLocale, ChartLocale } from './lib/rules/chart-locale';
export {
  CHART_STATE_KEY,
  DEFAULT_CHART_STATE,
  loadChartState,
  parseChartState,
  saveChartState,
  serializeChartState,
} from './lib/rules/chart-state';
export type { ChartState } from './lib/rules/chart-state';
export {
  createReadinessWatcher,
  READY_FIRST_CHECK_MS,
  READY_MAX_RETRIES,
  READY_RETRY_MS,
  READY_TIMEOUT_MESSAGE,
  READY_TIMEOUT_MS,
} from './lib/rules/readiness';
export type { ReadinessState, ReadinessWatcher } from './lib/rules/readiness';
export { createAutosave, IDLE_CHECK_MS } from './lib/rules/autosave';
export { createDebouncedSearch, SYMBOL_SEARCH_DELAY_MS } from './lib/rules/symbol-search';
export { systemClock } from './lib/rules/clock';
export type { Clock } from './lib/rules/clock';
export { isOrderType, isSide, layoutOrderLines, ORDER_TYPE, orderLineTone, SIDE } from './lib/rules/order-lines';
export type { OrderLine, OrderTypeCode, PlacedOrderLine, SideCode } from './lib/rules/order-lines';
export {
  bucketLiquidations,
  layoutLiquidationHistogram,
  LIQUIDATION_BUCKETS,
  LIQUIDATION_MIN_BAR_PX,
  LIQUIDATION_OFFSET_PX,
} from './lib/rules/liquidation';
export type { LiquidationBar, LiquidationBucket, LiquidationDatum } from './lib/rules/liquidation';
export { hitTestMarker, MARKER_HIT_RADIUS, placeMarkers } from './lib/rules/markers';
export type { BuySellMarker, PlacedMarker } from './lib/rules/markers';
export { EVENT_GLYPH, eventName, groupEvents, IMPORTANT_EVENT_TYPE } from './lib/rules/important-events';
export type { ImportantEvent, ImportantEventType } from './lib/rules/important-events';
export { createAlert, crossedAlerts, parseAlertPrice, parseAlerts, PRICE_ALERTS_KEY } from './lib/rules/price-alerts';
export type { PriceAlert } from './lib/rules/price-alerts';
export { roundToStep, validateQuickOrder } from './lib/rules/quick-order';
export type { QuickOrderLimits, QuickOrderRequest, QuickOrderType } from './lib/rules/quick-order';
export { DEFAULT_SCREENSHOT, safeHostUrl, screenshotFileName } from './lib/rules/screenshot';
export type { ScreenshotSetting } from './lib/rules/screenshot';

// Data and engine
export { CandleStore } from './lib/data/candle-store';
export { AggregationLevels } from './lib/data/aggregation-levels';
export { bucketSizeFor, decimate } from './lib/data/decimate';
export type { Frame } from './lib/data/decimate';
export { ChartEngine } from './lib/engine/chart-engine';
export type { EngineOptions, EngineView, Hover } from './lib/engine/chart-engine';

// Datafeed contract (TradingView JS datafeed shape)
export type {
  Bar,
  CandleColumns,
  ChartDatafeed,
  DatafeedConfiguration,
  HistoryMetadata,
  LibrarySymbolInfo,
  PeriodParams,
  SearchSymbolResultItem,
  TimescaleMark,
} from './lib/datafeed/datafeed-types';
export { barsToCandles, barToCandle, loadHistory, priceDecimals, subscribeCandles } from './lib/datafeed/datafeed-adapter';
export { createExchangeDatafeed, normaliseSymbolName, toSymbolInfo } from './lib/datafeed/exchange-datafeed';
export type { ExchangeDatafeed, ExchangeDatafeedOptions, OpenMarketStream } from './lib/datafeed/exchange-datafeed';

// Components
export { PriceChart } from './lib/components/price-chart/price-chart';
export type { PriceChartProps } from './lib/components/price-chart/price-chart';
export { QuickOrderModal } from './lib/components/quick-order-modal/quick-order-modal';
export type { QuickOrderModalProps } from './lib/components/quick-order-modal/quick-order-modal';
export { PriceAlertPanel } from './lib/components/price-alert-panel/price-alert-panel';
export type { PriceAlertPanelProps } from './lib/components/price-alert-panel/price-alert-panel';
export { ChartContextMenu } from './lib/components/chart-context-menu/chart-context-menu';
export type { ChartContextMenuProps } from './lib/components/chart-context-menu/chart-context-menu';
export { IndicatorSettingsDialog } from './lib/components/indicator-settings-dialog/indicator-settings-dialog';
export type { IndicatorSettingsDialogProps } from './lib/components/indicator-settings-dialog/indicator-settings-dialog';
export { chartMessages, validationMessages } from './lib/messages';

// The chart domain's layer (decision 0414)
export { TradeView } from './lib/layer/trade-view';
export type { TradeLabels, TradeViewProps } from './lib/layer/trade-view';
