import { defineMessages } from '@formatjs/intl';
import type { NoMessageValues } from 'react-intl';

type Order = { side: string; amount: string; symbol: string; price: string };
type Values = {
  placed: Order;
  partial: Order;
  filled: Order;
  cancelled: Order;
  rejected: Order;
  cancelledAll: { count: number };
} & {
  [
    K in
      | 'placedTitle'
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
      | 'other'
      | 'cancelFailed'
      | 'closeFailed'
      | 'closed'
      | 'marketPrice'
  ]: NoMessageValues;
};

/** The toasts of placed, partly filled, filled, cancelled and refused orders (issue 21 item 2, decision 1892). */
export const orderFeedbackMessages = defineMessages<Values>({
  placedTitle: { id: 'chart.orderFeedback.placedTitle', defaultMessage: 'Order placed' },
  partialTitle: { id: 'chart.orderFeedback.partialTitle', defaultMessage: 'Order partially filled' },
  filledTitle: { id: 'chart.orderFeedback.filledTitle', defaultMessage: 'Order filled' },
  cancelledTitle: { id: 'chart.orderFeedback.cancelledTitle', defaultMessage: 'Order cancelled' },
  rejectedTitle: { id: 'chart.orderFeedback.rejectedTitle', defaultMessage: 'Order rejected' },
  placed: { id: 'chart.orderFeedback.placed', defaultMessage: '{side} {amount} {symbol} at {price}' },
  partial: { id: 'chart.orderFeedback.partial', defaultMessage: '{side} {amount} {symbol} at {price}: part of it is filled' },
  filled: { id: 'chart.orderFeedback.filled', defaultMessage: '{side} {amount} {symbol} at {price}' },
  cancelled: { id: 'chart.orderFeedback.cancelled', defaultMessage: '{side} {amount} {symbol} at {price}' },
  rejected: { id: 'chart.orderFeedback.rejected', defaultMessage: '{side} {amount} {symbol} at {price}' },
  cancelledAll: {
    id: 'chart.orderFeedback.cancelledAll',
    defaultMessage: '{count, plural, one {# order cancelled} other {# orders cancelled}}',
  },
  insufficientBalance: {
    id: 'chart.orderFeedback.insufficientBalance',
    defaultMessage: 'Your available balance is not enough for this order.',
  },
  belowMinimum: { id: 'chart.orderFeedback.belowMinimum', defaultMessage: 'The order is below the minimum amount or total.' },
  priceBand: { id: 'chart.orderFeedback.priceBand', defaultMessage: 'The price is too far from the market price.' },
  precision: { id: 'chart.orderFeedback.precision', defaultMessage: 'The price or amount has too many decimals for this market.' },
  postOnly: { id: 'chart.orderFeedback.postOnly', defaultMessage: 'A post-only order would have filled at once, so it was not placed.' },
  noPosition: { id: 'chart.orderFeedback.noPosition', defaultMessage: 'There is no position to close.' },
  other: { id: 'chart.orderFeedback.other', defaultMessage: 'The exchange did not accept the order. Try again.' },
  cancelFailed: { id: 'chart.orderFeedback.cancelFailed', defaultMessage: 'The order was not cancelled' },
  closeFailed: { id: 'chart.orderFeedback.closeFailed', defaultMessage: 'The position was not closed' },
  closed: { id: 'chart.orderFeedback.closed', defaultMessage: 'Position closed' },
  marketPrice: { id: 'chart.orderFeedback.marketPrice', defaultMessage: 'market price' },
});
