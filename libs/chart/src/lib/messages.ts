// defineMessages from @formatjs/intl (react-intl's own): react-intl's entry is a client module, and the server entry
// (`@exchange/chart/server`) formats `tradeMessages` in server components.
import { defineMessages } from '@formatjs/intl';
import type { NoMessageValues } from 'react-intl';

type Price = { price: string };
/** Placeholder values per chart message (react-intl checks them at every formatMessage call). */
type ChartValues = {
  chartLabel: { symbol: string; resolution: string };
  timeZone: { timeZone: string };
  indicatorSettings: { indicator: string };
  menuAddAlert: Price;
  menuBuy: Price;
  menuSell: Price;
  alertDelete: Price;
  alertUp: Price;
  alertDown: Price;
  alertFired: { symbol: string; price: string };
  quickOrderTitle: { side: 'buy' | 'sell'; symbol: string };
  markerTooltip: { side: string; quantity: number; price: string; time: string };
  eventGroup: { count: number };
} & {
  [
    K in
      | 'loading'
      | 'empty'
      | 'legendOpen'
      | 'legendHigh'
      | 'legendLow'
      | 'legendClose'
      | 'legendVolume'
      | 'resolution'
      | 'indicators'
      | 'themeDark'
      | 'themeLight'
      | 'screenshot'
      | 'screenshotUploading'
      | 'screenshotShared'
      | 'screenshotOpen'
      | 'screenshotFallback'
      | 'alerts'
      | 'alertPanelTitle'
      | 'alertPrice'
      | 'alertCreate'
      | 'alertNone'
      | 'alertDismiss'
      | 'close'
      | 'cancel'
      | 'apply'
      | 'orderLimit'
      | 'orderMarket'
      | 'orderPrice'
      | 'orderMarketPrice'
      | 'orderAmount'
      | 'orderSubmitBuy'
      | 'orderSubmitSell'
      | 'orderPlaced'
      | 'orderFailed'
      | 'orderClose'
      | 'orderTpsl'
      | 'orderReverse'
      | 'markerBuy'
      | 'markerSell'
      | 'liquidations'
      | 'eventHighPrice'
      | 'eventLowPrice'
      | 'eventMsg'
      | 'eventCfgS'
      | 'eventCfgM'
      | 'eventMew'
      | 'eventAiReasoning'
      | 'eventComplex'
  ]: NoMessageValues;
};

/** Validation messages take the numbers of the rule's error (min, max, step) when they have any. */
type NumberValues = Record<string, number>;
type ValidationValues = {
  [
    K in
      | 'required'
      | 'integer'
      | 'range'
      | 'number'
      | 'source'
      | 'alertPriceRequired'
      | 'alertPricePositive'
      | 'tpslInvalid'
      | 'tpslTakeProfitAbove'
      | 'tpslTakeProfitBelow'
      | 'tpslStopLossBelow'
      | 'tpslStopLossAbove'
      | 'tpslPriceStep'
      | 'tpslRequired'
      | 'tpslNoMark'
  ]: NumberValues;
};

/** Chart texts. Spec 02 §5 leaves form-validation wording to us (decision 0402). */
export const chartMessages = defineMessages<ChartValues>({
  chartLabel: { id: 'chart.priceChart.label', defaultMessage: 'Price chart for {symbol}, {resolution}' },
  loading: { id: 'chart.priceChart.loading', defaultMessage: 'Loading chart…' },
  empty: { id: 'chart.priceChart.empty', defaultMessage: 'No trades in this period yet' },
  timeZone: { id: 'chart.priceChart.timeZone', defaultMessage: 'Time zone: {timeZone}' },
  legendOpen: { id: 'chart.legend.open', defaultMessage: 'O' },
  legendHigh: { id: 'chart.legend.high', defaultMessage: 'H' },
  legendLow: { id: 'chart.legend.low', defaultMessage: 'L' },
  legendClose: { id: 'chart.legend.close', defaultMessage: 'C' },
  legendVolume: { id: 'chart.legend.volume', defaultMessage: 'Vol' },
  resolution: { id: 'chart.toolbar.resolution', defaultMessage: 'Resolution' },
  indicators: { id: 'chart.toolbar.indicators', defaultMessage: 'Indicators' },
  indicatorSettings: { id: 'chart.toolbar.indicatorSettings', defaultMessage: '{indicator} settings' },
  themeDark: { id: 'chart.toolbar.themeDark', defaultMessage: 'Dark theme' },
  themeLight: { id: 'chart.toolbar.themeLight', defaultMessage: 'Light theme' },
  screenshot: { id: 'chart.toolbar.screenshot', defaultMessage: 'Screenshot' },
  screenshotUploading: { id: 'chart.screenshotNotice.uploading', defaultMessage: 'Uploading the screenshot…' },
  screenshotShared: { id: 'chart.screenshotNotice.shared', defaultMessage: 'Screenshot saved on the charting host' },
  screenshotOpen: { id: 'chart.screenshotNotice.open', defaultMessage: 'Open snapshot' },
  screenshotFallback: {
    id: 'chart.screenshotNotice.fallback',
    defaultMessage: 'The charting host did not take the screenshot; the image was downloaded instead',
  },
  alerts: { id: 'chart.toolbar.alerts', defaultMessage: 'Price alerts' },
  menuAddAlert: { id: 'chart.contextMenu.addAlert', defaultMessage: 'Add alert at {price}' },
  menuBuy: { id: 'chart.contextMenu.buy', defaultMessage: 'Buy at {price}' },
  menuSell: { id: 'chart.contextMenu.sell', defaultMessage: 'Sell at {price}' },
  alertPanelTitle: { id: 'chart.priceAlert.title', defaultMessage: 'Price alerts' },
  alertPrice: { id: 'chart.priceAlert.price', defaultMessage: 'Alert price' },
  alertCreate: { id: 'chart.priceAlert.create', defaultMessage: 'Create alert' },
  alertDelete: { id: 'chart.priceAlert.delete', defaultMessage: 'Delete alert at {price}' },
  alertNone: { id: 'chart.priceAlert.none', defaultMessage: 'No alerts yet' },
  alertUp: { id: 'chart.priceAlert.up', defaultMessage: 'Rises to {price}' },
  alertDown: { id: 'chart.priceAlert.down', defaultMessage: 'Falls to {price}' },
  alertFired: { id: 'chart.priceAlert.fired', defaultMessage: '{symbol} reached {price}' },
  alertDismiss: { id: 'chart.priceAlert.dismiss', defaultMessage: 'Dismiss' },
  close: { id: 'chart.common.close', defaultMessage: 'Close' },
  cancel: { id: 'chart.common.cancel', defaultMessage: 'Cancel' },
  apply: { id: 'chart.common.apply', defaultMessage: 'Apply' },
  quickOrderTitle: { id: 'chart.quickOrder.title', defaultMessage: '{side, select, buy {Buy} other {Sell}} {symbol}' },
  orderLimit: { id: 'chart.quickOrder.limit', defaultMessage: 'Limit' },
  orderMarket: { id: 'chart.quickOrder.market', defaultMessage: 'Market' },
  orderPrice: { id: 'chart.quickOrder.price', defaultMessage: 'Price' },
  orderMarketPrice: { id: 'chart.quickOrder.marketPrice', defaultMessage: 'Best market price' },
  orderAmount: { id: 'chart.quickOrder.amount', defaultMessage: 'Amount' },
  orderSubmitBuy: { id: 'chart.quickOrder.submitBuy', defaultMessage: 'Buy' },
  orderSubmitSell: { id: 'chart.quickOrder.submitSell', defaultMessage: 'Sell' },
  orderPlaced: { id: 'chart.quickOrder.placed', defaultMessage: 'Order placed' },
  orderFailed: { id: 'chart.quickOrder.failed', defaultMessage: 'Something went wrong' },
  orderClose: { id: 'chart.orderLine.close', defaultMessage: 'Close' },
  orderTpsl: { id: 'chart.orderLine.tpsl', defaultMessage: 'TP/SL' },
  orderReverse: { id: 'chart.orderLine.reverse', defaultMessage: 'Reverse' },
  markerBuy: { id: 'chart.marker.buy', defaultMessage: 'Buy' },
  markerSell: { id: 'chart.marker.sell', defaultMessage: 'Sell' },
  markerTooltip: { id: 'chart.marker.tooltip', defaultMessage: '{side} {quantity} @ {price} · {time}' },
  liquidations: { id: 'chart.liquidation.label', defaultMessage: 'Liquidations' },
  eventHighPrice: { id: 'chart.event.highPrice', defaultMessage: 'High price' },
  eventLowPrice: { id: 'chart.event.lowPrice', defaultMessage: 'Low price' },
  eventMsg: { id: 'chart.event.msg', defaultMessage: 'Message' },
  eventCfgS: { id: 'chart.event.cfgS', defaultMessage: 'Strategy settings (single)' },
  eventCfgM: { id: 'chart.event.cfgM', defaultMessage: 'Strategy settings (multiple)' },
  eventMew: { id: 'chart.event.mew', defaultMessage: 'New listing' },
  eventAiReasoning: { id: 'chart.event.aiReasoning', defaultMessage: 'AI reasoning' },
  eventComplex: { id: 'chart.event.complex', defaultMessage: 'Several events' },
  eventGroup: { id: 'chart.event.group', defaultMessage: '{count, plural, one {# event} other {# events}}' },
});

/** Per-field validation messages returned by the rules (ids match the rules' error ids). */
export const validationMessages = defineMessages<ValidationValues>({
  required: { id: 'chart.indicatorSettings.required', defaultMessage: 'Enter a value' },
  integer: { id: 'chart.indicatorSettings.integer', defaultMessage: 'Enter a whole number' },
  range: { id: 'chart.indicatorSettings.range', defaultMessage: 'Enter a number from {min} to {max}' },
  number: { id: 'chart.indicatorSettings.number', defaultMessage: 'Enter a number' },
  source: { id: 'chart.indicatorSettings.source', defaultMessage: 'Choose open, high, low, close, hl2, hlc3 or ohlc4' },
  alertPriceRequired: { id: 'chart.priceAlert.priceRequired', defaultMessage: 'Enter a price' },
  alertPricePositive: { id: 'chart.priceAlert.pricePositive', defaultMessage: 'Enter a price above 0' },
  tpslInvalid: { id: 'chart.tpsl.invalid', defaultMessage: 'Enter a price above 0, e.g. 65000.5, or leave it empty' },
  tpslTakeProfitAbove: { id: 'chart.tpsl.takeProfitAbove', defaultMessage: 'For a long, take profit must be above the mark price' },
  tpslTakeProfitBelow: { id: 'chart.tpsl.takeProfitBelow', defaultMessage: 'For a short, take profit must be below the mark price' },
  tpslStopLossBelow: { id: 'chart.tpsl.stopLossBelow', defaultMessage: 'For a long, stop loss must be below the mark price' },
  tpslStopLossAbove: { id: 'chart.tpsl.stopLossAbove', defaultMessage: 'For a short, stop loss must be above the mark price' },
  tpslPriceStep: { id: 'chart.tpsl.priceStep', defaultMessage: 'Use steps of {step}' },
  tpslRequired: { id: 'chart.tpsl.required', defaultMessage: 'Enter a take-profit or a stop-loss price' },
  tpslNoMark: { id: 'chart.tpsl.noMark', defaultMessage: 'The mark price is not known yet; try again in a moment' },
});

const byId = new Map<string, (typeof validationMessages)[keyof typeof validationMessages]>(
  Object.values(validationMessages).map((m) => [m.id, m]),
);

/** The descriptor for a rule's error id (every id a rule can return has one; see messages.spec.ts). */
export function validationMessage(id: string) {
  return byId.get(id) ?? validationMessages.required;
}

/** Placeholder values per trade message (react-intl checks them at every formatMessage call). */
type TradeValues = {
  futuresHeading: { contract: string };
  futuresMarket: { unit: string };
  buy: { base: string };
  sell: { base: string };
  lineTooltip: { side: 'buy' | 'sell'; amount: string; price: string };
  linePnl: { value: string };
  sharePositionLabel: { side: 'long' | 'short'; contract: string };
} & {
  [
    K in
      | 'spotMarket'
      | 'chartLoading'
      | 'quickOrder'
      | 'quickOrderHint'
      | 'loginPrompt'
      | 'loginLink'
      | 'signupLink'
      | 'openOrders'
      | 'noOpenOrders'
      | 'positions'
      | 'noPositions'
      | 'colSide'
      | 'colPrice'
      | 'colAmount'
      | 'colSize'
      | 'colEntry'
      | 'colLiquidation'
      | 'colPnl'
      | 'lineBuy'
      | 'lineSell'
      | 'lineLong'
      | 'lineShort'
      | 'sharePosition'
  ]: NoMessageValues;
};

/**
 * The trade view (spot and futures) around the chart (decisions 0413, 0414). The ids keep their `web.trade.*`
 * names from when the view lived in the app, so the translated catalogs still apply.
 */
export const tradeMessages = defineMessages<TradeValues>({
  futuresHeading: { id: 'web.trade.futuresHeading', defaultMessage: '{contract} Perpetual' },
  spotMarket: { id: 'web.trade.spotMarket', defaultMessage: 'Spot market' },
  futuresMarket: { id: 'web.trade.futuresMarket', defaultMessage: '{unit}-margined perpetual contract' },
  chartLoading: { id: 'web.trade.chartLoading', defaultMessage: 'Loading chart…' },
  quickOrder: { id: 'web.trade.quickOrder', defaultMessage: 'Quick order' },
  quickOrderHint: { id: 'web.trade.quickOrderHint', defaultMessage: 'Right-click the chart to trade or add a price alert at a price.' },
  buy: { id: 'web.trade.buy', defaultMessage: 'Buy {base}' },
  sell: { id: 'web.trade.sell', defaultMessage: 'Sell {base}' },
  loginPrompt: { id: 'web.trade.loginPrompt', defaultMessage: 'Log in to place orders from the chart and see your orders on it.' },
  loginLink: { id: 'web.trade.loginLink', defaultMessage: 'Log in to trade' },
  signupLink: { id: 'web.trade.signupLink', defaultMessage: 'Sign up' },
  openOrders: { id: 'web.trade.openOrders', defaultMessage: 'Open orders' },
  noOpenOrders: { id: 'web.trade.noOpenOrders', defaultMessage: 'No open orders' },
  positions: { id: 'web.trade.positions', defaultMessage: 'Positions' },
  noPositions: { id: 'web.trade.noPositions', defaultMessage: 'No open positions' },
  colSide: { id: 'web.trade.colSide', defaultMessage: 'Side' },
  colPrice: { id: 'web.trade.colPrice', defaultMessage: 'Price' },
  colAmount: { id: 'web.trade.colAmount', defaultMessage: 'Amount' },
  colSize: { id: 'web.trade.colSize', defaultMessage: 'Size' },
  colEntry: { id: 'web.trade.colEntry', defaultMessage: 'Entry price' },
  colLiquidation: { id: 'web.trade.colLiquidation', defaultMessage: 'Liq. price' },
  colPnl: { id: 'web.trade.colPnl', defaultMessage: 'Unrealized PnL' },
  lineBuy: { id: 'web.trade.lineBuy', defaultMessage: 'Buy' },
  lineSell: { id: 'web.trade.lineSell', defaultMessage: 'Sell' },
  lineLong: { id: 'web.trade.lineLong', defaultMessage: 'Long' },
  lineShort: { id: 'web.trade.lineShort', defaultMessage: 'Short' },
  lineTooltip: { id: 'web.trade.lineTooltip', defaultMessage: '{side, select, buy {Buy} other {Sell}} {amount} at {price}' },
  linePnl: { id: 'web.trade.linePnl', defaultMessage: 'PnL {value}' },
  sharePosition: { id: 'web.trade.sharePosition', defaultMessage: 'Share' },
  sharePositionLabel: {
    id: 'web.trade.sharePositionLabel',
    defaultMessage: '{side, select, long {Share your long {contract} position} other {Share your short {contract} position}}',
  },
});

type Side = { side: 'buy' | 'sell'; amount: string; price: string; symbol: string };
type PositionSide = { side: 'long' | 'short'; size: string; symbol: string };
/** Placeholder values per line-action message. */
type LineActionValues = {
  cancelOrder: Side;
  closePosition: PositionSide;
  tpslPosition: PositionSide;
  reversePosition: PositionSide;
  lineSummary: { side: string; amount: string; price: string };
  tpslTitle: { symbol: string };
  markPrice: { price: string };
  reverseBody: PositionSide;
} & {
  [
    K in
      | 'listLabel'
      | 'cancel'
      | 'close'
      | 'tpsl'
      | 'reverse'
      | 'takeProfit'
      | 'stopLoss'
      | 'takeProfitShort'
      | 'stopLossShort'
      | 'tpslHintLong'
      | 'tpslHintShort'
      | 'save'
      | 'reverseTitle'
      | 'reverseConfirm'
      | 'cancelFailed'
      | 'closeFailed'
      | 'tpslFailed'
      | 'reverseFailed'
      | 'tryAgain'
  ]: NoMessageValues;
};

/** The order and position line actions (spec 02 §3, decision 0415): buttons, the TP/SL form, the reverse confirmation. */
export const lineActionMessages = defineMessages<LineActionValues>({
  listLabel: { id: 'chart.lineActions.label', defaultMessage: 'Order and position actions' },
  cancel: { id: 'chart.lineActions.cancel', defaultMessage: 'Cancel' },
  close: { id: 'chart.lineActions.close', defaultMessage: 'Close' },
  tpsl: { id: 'chart.lineActions.tpsl', defaultMessage: 'TP/SL' },
  reverse: { id: 'chart.lineActions.reverse', defaultMessage: 'Reverse' },
  cancelOrder: {
    id: 'chart.lineActions.cancelOrder',
    defaultMessage: 'Cancel order {symbol} {side, select, buy {buy} other {sell}} {amount} at {price}',
  },
  closePosition: {
    id: 'chart.lineActions.closePosition',
    defaultMessage: 'Close position {symbol} {side, select, long {long} other {short}} {size}',
  },
  tpslPosition: {
    id: 'chart.lineActions.tpslPosition',
    defaultMessage: 'TP/SL for position {symbol} {side, select, long {long} other {short}} {size}',
  },
  reversePosition: {
    id: 'chart.lineActions.reversePosition',
    defaultMessage: 'Reverse position {symbol} {side, select, long {long} other {short}} {size}',
  },
  lineSummary: { id: 'chart.lineActions.summary', defaultMessage: '{side} {amount} at {price}' },
  tpslTitle: { id: 'chart.lineActions.tpslTitle', defaultMessage: 'Take profit and stop loss · {symbol}' },
  takeProfit: { id: 'chart.lineActions.takeProfit', defaultMessage: 'Take-profit price' },
  stopLoss: { id: 'chart.lineActions.stopLoss', defaultMessage: 'Stop-loss price' },
  takeProfitShort: { id: 'chart.lineActions.takeProfitShort', defaultMessage: 'TP' },
  stopLossShort: { id: 'chart.lineActions.stopLossShort', defaultMessage: 'SL' },
  markPrice: { id: 'chart.lineActions.markPrice', defaultMessage: 'Mark price: {price}' },
  tpslHintLong: {
    id: 'chart.lineActions.tpslHintLong',
    defaultMessage: 'Long: take profit above the mark price, stop loss below it. Leave a field empty for none.',
  },
  tpslHintShort: {
    id: 'chart.lineActions.tpslHintShort',
    defaultMessage: 'Short: take profit below the mark price, stop loss above it. Leave a field empty for none.',
  },
  save: { id: 'chart.lineActions.save', defaultMessage: 'Save' },
  reverseTitle: { id: 'chart.lineActions.reverseTitle', defaultMessage: 'Reverse this position?' },
  reverseBody: {
    id: 'chart.lineActions.reverseBody',
    defaultMessage:
      'Your {side, select, long {long} other {short}} position of {size} {symbol} closes at the market price and a {side, select, long {short} other {long}} position of the same size opens.',
  },
  reverseConfirm: { id: 'chart.lineActions.reverseConfirm', defaultMessage: 'Reverse position' },
  cancelFailed: { id: 'chart.lineActions.cancelFailed', defaultMessage: 'The order was not cancelled' },
  closeFailed: { id: 'chart.lineActions.closeFailed', defaultMessage: 'The position was not closed' },
  tpslFailed: { id: 'chart.lineActions.tpslFailed', defaultMessage: 'Take profit and stop loss were not saved' },
  reverseFailed: { id: 'chart.lineActions.reverseFailed', defaultMessage: 'The position was not reversed' },
  tryAgain: { id: 'chart.lineActions.tryAgain', defaultMessage: 'Please try again.' },
});
