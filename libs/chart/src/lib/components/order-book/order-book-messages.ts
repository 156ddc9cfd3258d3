import { defineMessages } from '@formatjs/intl';
import type { NoMessageValues } from 'react-intl';

type Values = {
  price: { quote: string };
  size: { base: string };
  total: { base: string };
  spread: { spread: string; percent: string };
  pickLevel: { side: string; price: string; size: string };
  grouping: NoMessageValues;
} & {
  [
    K in
      | 'title'
      | 'asks'
      | 'bids'
      | 'live'
      | 'connecting'
      | 'reconnecting'
      | 'resyncing'
      | 'offline'
      | 'loading'
      | 'empty'
      | 'sides'
      | 'both'
      | 'bidsOnly'
      | 'asksOnly'
  ]: NoMessageValues;
};

/** The trade page's live order book (issues 20, 21). */
export const orderBookMessages = defineMessages<Values>({
  title: { id: 'chart.orderBook.title', defaultMessage: 'Order book' },
  price: { id: 'chart.orderBook.price', defaultMessage: 'Price ({quote})' },
  size: { id: 'chart.orderBook.size', defaultMessage: 'Amount ({base})' },
  total: { id: 'chart.orderBook.total', defaultMessage: 'Total ({base})' },
  spread: { id: 'chart.orderBook.spread', defaultMessage: 'Spread {spread} ({percent})' },
  asks: { id: 'chart.orderBook.asks', defaultMessage: 'Sell orders' },
  bids: { id: 'chart.orderBook.bids', defaultMessage: 'Buy orders' },
  live: { id: 'chart.orderBook.live', defaultMessage: 'Live' },
  connecting: { id: 'chart.orderBook.connecting', defaultMessage: 'Connecting…' },
  reconnecting: { id: 'chart.orderBook.reconnecting', defaultMessage: 'Reconnecting…' },
  resyncing: { id: 'chart.orderBook.resyncing', defaultMessage: 'Updating…' },
  offline: { id: 'chart.orderBook.offline', defaultMessage: 'Live data unavailable' },
  loading: { id: 'chart.orderBook.loading', defaultMessage: 'Loading the order book…' },
  empty: { id: 'chart.orderBook.empty', defaultMessage: 'No orders on this side.' },
  grouping: { id: 'chart.orderBook.grouping', defaultMessage: 'Price grouping' },
  sides: { id: 'chart.orderBook.sides', defaultMessage: 'Sides shown' },
  both: { id: 'chart.orderBook.both', defaultMessage: 'Buy and sell orders' },
  bidsOnly: { id: 'chart.orderBook.bidsOnly', defaultMessage: 'Buy orders only' },
  asksOnly: { id: 'chart.orderBook.asksOnly', defaultMessage: 'Sell orders only' },
  pickLevel: { id: 'chart.orderBook.pickLevel', defaultMessage: '{side} {size} at {price}: use this price' },
});
