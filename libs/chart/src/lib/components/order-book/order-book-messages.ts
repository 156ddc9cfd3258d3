import { defineMessages } from '@formatjs/intl';
import type { NoMessageValues } from 'react-intl';

type Values = { price: { quote: string }; size: { base: string }; total: { base: string }; spread: { spread: string } } & {
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
      | 'trades'
      | 'time'
      | 'noTrades'
  ]: NoMessageValues;
};

/** The trade page's live order book and trades (issue 20). */
export const orderBookMessages = defineMessages<Values>({
  title: { id: 'chart.orderBook.title', defaultMessage: 'Order book' },
  price: { id: 'chart.orderBook.price', defaultMessage: 'Price ({quote})' },
  size: { id: 'chart.orderBook.size', defaultMessage: 'Amount ({base})' },
  total: { id: 'chart.orderBook.total', defaultMessage: 'Total ({base})' },
  spread: { id: 'chart.orderBook.spread', defaultMessage: 'Spread {spread}' },
  asks: { id: 'chart.orderBook.asks', defaultMessage: 'Sell orders' },
  bids: { id: 'chart.orderBook.bids', defaultMessage: 'Buy orders' },
  live: { id: 'chart.orderBook.live', defaultMessage: 'Live' },
  connecting: { id: 'chart.orderBook.connecting', defaultMessage: 'Connecting…' },
  reconnecting: { id: 'chart.orderBook.reconnecting', defaultMessage: 'Reconnecting…' },
  resyncing: { id: 'chart.orderBook.resyncing', defaultMessage: 'Updating…' },
  offline: { id: 'chart.orderBook.offline', defaultMessage: 'Live data unavailable' },
  loading: { id: 'chart.orderBook.loading', defaultMessage: 'Loading the order book…' },
  trades: { id: 'chart.orderBook.trades', defaultMessage: 'Market trades' },
  time: { id: 'chart.orderBook.time', defaultMessage: 'Time' },
  noTrades: { id: 'chart.orderBook.noTrades', defaultMessage: 'No trades yet.' },
});
