import { defineMessages } from '@formatjs/intl';
import type { NoMessageValues } from 'react-intl';
import type { OrderEntryErrorKey } from '../../rules/order-entry';

type Values = {
  submitBuy: { base: string };
  submitSell: { base: string };
  total: { currency: string };
  fee: { currency: string };
  margin: { currency: string };
  priceLabel: { currency: string };
  amountLabel: { currency: string };
  triggerLabel: { currency: string };
  contractsLabel: NoMessageValues;
  percent: { percent: number };
  leverageValue: { leverage: number };
  confirmBody: { side: string; amount: string; base: string; price: string; total: string; quote: string };
  priceTick: { tick: string };
  triggerTick: { tick: string };
  stopWouldTrigger: { last: string };
  tpslTick: { tick: string };
  priceBandHigh: { limit: string };
  priceBandLow: { limit: string };
  amountStep: { step: string };
  amountMin: { min: string };
  amountMax: { max: string };
  notionalMin: { min: string };
  insufficientBalance: { available: string };
  leverageRange: { max: string };
  closeTooLarge: { max: string };
  takeProfitSide: { side: string };
  stopLossSide: { side: string };
  kycPrompt: { required: string; current: string };
} & {
  [
    K in
      | 'title'
      | 'limit'
      | 'market'
      | 'stopLimit'
      | 'orderType'
      | 'buy'
      | 'sell'
      | 'side'
      | 'open'
      | 'close'
      | 'action'
      | 'openLong'
      | 'openShort'
      | 'closeLong'
      | 'closeShort'
      | 'marginMode'
      | 'cross'
      | 'isolated'
      | 'leverage'
      | 'reduceOnly'
      | 'tpsl'
      | 'takeProfit'
      | 'stopLoss'
      | 'timeInForce'
      | 'gtc'
      | 'gtcShort'
      | 'iocShort'
      | 'postOnly'
      | 'ioc'
      | 'marketPrice'
      | 'percentGroup'
      | 'loading'
      | 'balanceFailed'
      | 'submitFailed'
      | 'confirmTitle'
      | 'confirmSubmit'
      | 'cancel'
      | 'close'
      | 'loginPrompt'
      | 'loginLink'
      | 'kycLink'
      | 'signupLink'
      | 'priceRequired'
      | 'priceInvalid'
      | 'triggerRequired'
      | 'triggerInvalid'
      | 'amountRequired'
      | 'amountInvalid'
      | 'noLastPrice'
      | 'noPosition'
      | 'availableLabel'
      | 'positionLabel'
  ]: NoMessageValues;
};

/** The order form (issue 21 item 1, decision 1890). */
export const orderFormMessages = defineMessages<Values>({
  title: { id: 'chart.orderForm.title', defaultMessage: 'Place order' },
  orderType: { id: 'chart.orderForm.orderType', defaultMessage: 'Order type' },
  limit: { id: 'chart.orderForm.limit', defaultMessage: 'Limit' },
  market: { id: 'chart.orderForm.market', defaultMessage: 'Market' },
  stopLimit: { id: 'chart.orderForm.stopLimit', defaultMessage: 'Stop-limit' },
  side: { id: 'chart.orderForm.side', defaultMessage: 'Side' },
  buy: { id: 'chart.orderForm.buy', defaultMessage: 'Buy' },
  sell: { id: 'chart.orderForm.sell', defaultMessage: 'Sell' },
  action: { id: 'chart.orderForm.action', defaultMessage: 'Open or close' },
  open: { id: 'chart.orderForm.open', defaultMessage: 'Open' },
  close: { id: 'chart.orderForm.close', defaultMessage: 'Close' },
  openLong: { id: 'chart.orderForm.openLong', defaultMessage: 'Open long' },
  openShort: { id: 'chart.orderForm.openShort', defaultMessage: 'Open short' },
  closeLong: { id: 'chart.orderForm.closeLong', defaultMessage: 'Close long' },
  closeShort: { id: 'chart.orderForm.closeShort', defaultMessage: 'Close short' },
  submitBuy: { id: 'chart.orderForm.submitBuy', defaultMessage: 'Buy {base}' },
  submitSell: { id: 'chart.orderForm.submitSell', defaultMessage: 'Sell {base}' },
  marginMode: { id: 'chart.orderForm.marginMode', defaultMessage: 'Margin mode' },
  cross: { id: 'chart.orderForm.cross', defaultMessage: 'Cross' },
  isolated: { id: 'chart.orderForm.isolated', defaultMessage: 'Isolated' },
  leverage: { id: 'chart.orderForm.leverage', defaultMessage: 'Leverage' },
  leverageValue: { id: 'chart.orderForm.leverageValue', defaultMessage: '{leverage}×' },
  reduceOnly: { id: 'chart.orderForm.reduceOnly', defaultMessage: 'Reduce only' },
  tpsl: { id: 'chart.orderForm.tpsl', defaultMessage: 'Take profit / stop loss' },
  takeProfit: { id: 'chart.orderForm.takeProfit', defaultMessage: 'Take-profit price' },
  stopLoss: { id: 'chart.orderForm.stopLoss', defaultMessage: 'Stop-loss price' },
  timeInForce: { id: 'chart.orderForm.timeInForce', defaultMessage: 'Time in force' },
  gtc: { id: 'chart.orderForm.gtc', defaultMessage: 'Good till cancelled' },
  gtcShort: { id: 'chart.orderForm.gtcShort', defaultMessage: 'GTC' },
  iocShort: { id: 'chart.orderForm.iocShort', defaultMessage: 'IOC' },
  postOnly: { id: 'chart.orderForm.postOnly', defaultMessage: 'Post only' },
  ioc: { id: 'chart.orderForm.ioc', defaultMessage: 'Immediate or cancel' },
  priceLabel: { id: 'chart.orderForm.priceLabel', defaultMessage: 'Price ({currency})' },
  triggerLabel: { id: 'chart.orderForm.triggerLabel', defaultMessage: 'Trigger price ({currency})' },
  amountLabel: { id: 'chart.orderForm.amountLabel', defaultMessage: 'Amount ({currency})' },
  contractsLabel: { id: 'chart.orderForm.contractsLabel', defaultMessage: 'Size (contracts)' },
  marketPrice: { id: 'chart.orderForm.marketPrice', defaultMessage: 'Best market price' },
  percentGroup: { id: 'chart.orderForm.percentGroup', defaultMessage: 'Share of the available balance' },
  percent: { id: 'chart.orderForm.percent', defaultMessage: '{percent}%' },
  availableLabel: { id: 'chart.orderForm.availableLabel', defaultMessage: 'Available' },
  total: { id: 'chart.orderForm.total', defaultMessage: 'Total ({currency})' },
  fee: { id: 'chart.orderForm.fee', defaultMessage: 'Estimated fee ({currency})' },
  margin: { id: 'chart.orderForm.margin', defaultMessage: 'Margin ({currency})' },
  positionLabel: { id: 'chart.orderForm.positionLabel', defaultMessage: 'Position (contracts)' },
  loading: { id: 'chart.orderForm.loading', defaultMessage: 'Loading your balance…' },
  balanceFailed: { id: 'chart.orderForm.balanceFailed', defaultMessage: 'Your balance could not be loaded. The exchange still checks it.' },
  submitFailed: { id: 'chart.orderForm.submitFailed', defaultMessage: 'The order was not placed' },
  confirmTitle: { id: 'chart.orderForm.confirmTitle', defaultMessage: 'Confirm a large order' },
  confirmBody: {
    id: 'chart.orderForm.confirmBody',
    defaultMessage: '{side} {amount} {base} at {price} for about {total} {quote}. Place this order?',
  },
  confirmSubmit: { id: 'chart.orderForm.confirmSubmit', defaultMessage: 'Place order' },
  cancel: { id: 'chart.orderForm.cancel', defaultMessage: 'Cancel' },
  loginPrompt: { id: 'chart.orderForm.loginPrompt', defaultMessage: 'Log in or sign up to trade.' },
  loginLink: { id: 'chart.orderForm.loginLink', defaultMessage: 'Log in to trade' },
  kycPrompt: {
    id: 'chart.orderForm.kycPrompt',
    defaultMessage: 'Trading opens at verification level {required}. Your account is at level {current}.',
  },
  kycLink: { id: 'chart.orderForm.kycLink', defaultMessage: 'Verify your identity' },
  signupLink: { id: 'chart.orderForm.signupLink', defaultMessage: 'Sign up' },
  priceRequired: { id: 'chart.orderForm.priceRequired', defaultMessage: 'Enter a price' },
  priceInvalid: { id: 'chart.orderForm.priceInvalid', defaultMessage: 'Enter a price above 0' },
  priceTick: { id: 'chart.orderForm.priceTick', defaultMessage: 'The price moves in steps of {tick}' },
  priceBandHigh: { id: 'chart.orderForm.priceBandHigh', defaultMessage: 'The price may be at most {limit}' },
  priceBandLow: { id: 'chart.orderForm.priceBandLow', defaultMessage: 'The price must be at least {limit}' },
  triggerRequired: { id: 'chart.orderForm.triggerRequired', defaultMessage: 'Enter a trigger price' },
  triggerInvalid: { id: 'chart.orderForm.triggerInvalid', defaultMessage: 'Enter a trigger price above 0' },
  triggerTick: { id: 'chart.orderForm.triggerTick', defaultMessage: 'The trigger price moves in steps of {tick}' },
  stopWouldTrigger: {
    id: 'chart.orderForm.stopWouldTrigger',
    defaultMessage: 'The last price {last} has already reached this trigger: the order would trigger at once',
  },
  tpslTick: { id: 'chart.orderForm.tpslTick', defaultMessage: 'The price moves in steps of {tick}' },
  amountRequired: { id: 'chart.orderForm.amountRequired', defaultMessage: 'Enter an amount' },
  amountInvalid: { id: 'chart.orderForm.amountInvalid', defaultMessage: 'Enter an amount above 0' },
  amountStep: { id: 'chart.orderForm.amountStep', defaultMessage: 'The amount moves in steps of {step}' },
  amountMin: { id: 'chart.orderForm.amountMin', defaultMessage: 'The minimum amount is {min}' },
  amountMax: { id: 'chart.orderForm.amountMax', defaultMessage: 'The maximum amount is {max}' },
  notionalMin: { id: 'chart.orderForm.notionalMin', defaultMessage: 'The order total must be at least {min}' },
  insufficientBalance: {
    id: 'chart.orderForm.insufficientBalance',
    defaultMessage: 'Not enough balance: {available} available',
  },
  noLastPrice: { id: 'chart.orderForm.noLastPrice', defaultMessage: 'Waiting for a market price' },
  leverageRange: { id: 'chart.orderForm.leverageRange', defaultMessage: 'Leverage is from 1× to {max}×' },
  closeTooLarge: { id: 'chart.orderForm.closeTooLarge', defaultMessage: 'You can close at most {max} contracts' },
  noPosition: { id: 'chart.orderForm.noPosition', defaultMessage: 'No position to close in this direction' },
  takeProfitSide: {
    id: 'chart.orderForm.takeProfitSide',
    defaultMessage:
      '{side, select, long {For a long, take profit must be above the price} other {For a short, take profit must be below the price}}',
  },
  stopLossSide: {
    id: 'chart.orderForm.stopLossSide',
    defaultMessage:
      '{side, select, long {For a long, stop loss must be below the price} other {For a short, stop loss must be above the price}}',
  },
});

/** The message of a rule's error key. */
export const orderErrorMessage = (key: OrderEntryErrorKey) => orderFormMessages[key];
