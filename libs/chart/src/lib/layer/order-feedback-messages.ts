import { defineMessages } from '@formatjs/intl';
import type { NoMessageValues } from 'react-intl';

type Order = { side: string; amount: string; symbol: string; price: string };
type Values = {
  placed: Order;
  triggered: Order;
  partial: Order;
  filled: Order;
  cancelled: Order;
  rejected: Order;
} & {
  [
    K in
      | 'placedTitle'
      | 'triggeredTitle'
      | 'notSent'
      | 'reduceOnly'
      | 'leverage'
      | 'stopWouldTrigger'
      | 'noLiquidity'
      | 'partialTitle'
      | 'filledTitle'
      | 'cancelledTitle'
      | 'rejectedTitle'
      | 'insufficientBalance'
      | 'belowMinimum'
      | 'priceBand'
      | 'precision'
      | 'postOnly'
      | 'noPosition'
      | 'kycRequired'
      | 'other'
      | 'cancelFailed'
      | 'marketPrice'
  ]: NoMessageValues;
};

/** The toasts of placed, partly filled, filled, cancelled and refused orders (issue 21 item 2, decision 1892). */
export const orderFeedbackMessages = defineMessages<Values>({
  placedTitle: { id: 'chart.orderFeedback.placedTitle', defaultMessage: 'Order placed' },
  triggeredTitle: { id: 'chart.orderFeedback.triggeredTitle', defaultMessage: 'Stop order triggered' },
  triggered: { id: 'chart.orderFeedback.triggered', defaultMessage: '{side} {amount} {symbol} at {price} is now in the book' },
  notSent: { id: 'chart.orderFeedback.notSent', defaultMessage: 'The order was not sent.' },
  reduceOnly: { id: 'chart.orderFeedback.reduceOnly', defaultMessage: 'A reduce-only order may only make the position smaller.' },
  leverage: { id: 'chart.orderFeedback.leverage', defaultMessage: 'The leverage or margin mode cannot be used for this contract now.' },
  stopWouldTrigger: { id: 'chart.orderFeedback.stopWouldTrigger', defaultMessage: 'The trigger price has already been reached.' },
  noLiquidity: { id: 'chart.orderFeedback.noLiquidity', defaultMessage: 'There is nothing in the book to fill this order against.' },
  partialTitle: { id: 'chart.orderFeedback.partialTitle', defaultMessage: 'Order partially filled' },
  filledTitle: { id: 'chart.orderFeedback.filledTitle', defaultMessage: 'Order filled' },
  cancelledTitle: { id: 'chart.orderFeedback.cancelledTitle', defaultMessage: 'Order cancelled' },
  rejectedTitle: { id: 'chart.orderFeedback.rejectedTitle', defaultMessage: 'Order rejected' },
  placed: { id: 'chart.orderFeedback.placed', defaultMessage: '{side} {amount} {symbol} at {price}' },
  partial: { id: 'chart.orderFeedback.partial', defaultMessage: '{side} {amount} {symbol} at {price}: part of it is filled' },
  filled: { id: 'chart.orderFeedback.filled', defaultMessage: '{side} {amount} {symbol} at {price}' },
  cancelled: { id: 'chart.orderFeedback.cancelled', defaultMessage: '{side} {amount} {symbol} at {price}' },
  rejected: { id: 'chart.orderFeedback.rejected', defaultMessage: '{side} {amount} {symbol} at {price}' },
  insufficientBalance: {
    id: 'chart.orderFeedback.insufficientBalance',
    defaultMessage: 'Your available balance is not enough for this order.',
  },
  belowMinimum: { id: 'chart.orderFeedback.belowMinimum', defaultMessage: 'The order is below the minimum amount or total.' },
  priceBand: { id: 'chart.orderFeedback.priceBand', defaultMessage: 'The price is too far from the market price.' },
  precision: { id: 'chart.orderFeedback.precision', defaultMessage: 'The price or amount has too many decimals for this market.' },
  postOnly: { id: 'chart.orderFeedback.postOnly', defaultMessage: 'A post-only order would have filled at once, so it was not placed.' },
  noPosition: { id: 'chart.orderFeedback.noPosition', defaultMessage: 'There is no position to close.' },
  kycRequired: { id: 'chart.orderFeedback.kycRequired', defaultMessage: 'Verify your identity to trade.' },
  other: { id: 'chart.orderFeedback.other', defaultMessage: 'The exchange did not accept the order. Try again.' },
  cancelFailed: { id: 'chart.orderFeedback.cancelFailed', defaultMessage: 'The order was not cancelled' },
  marketPrice: { id: 'chart.orderFeedback.marketPrice', defaultMessage: 'market price' },
});
