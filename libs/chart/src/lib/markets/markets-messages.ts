// defineMessages from @formatjs/intl: the Markets page formats its title and description on the server too.
import { defineMessages } from '@formatjs/intl';

/** The Markets page (`/price`, issue 14). */
export const marketsMessages = defineMessages({
  title: { id: 'chart.markets.title', defaultMessage: 'Markets' },
  description: {
    id: 'chart.markets.description',
    defaultMessage: 'Live prices, 24-hour changes and trading volumes of every spot market. Pick a pair to trade it.',
  },
  tableCaption: { id: 'chart.markets.tableCaption', defaultMessage: 'Spot markets, last 24 hours' },
  colPair: { id: 'chart.markets.colPair', defaultMessage: 'Pair' },
  colLast: { id: 'chart.markets.colLast', defaultMessage: 'Last price' },
  colChange: { id: 'chart.markets.colChange', defaultMessage: '24h change' },
  colVolume: { id: 'chart.markets.colVolume', defaultMessage: '24h volume' },
  loading: { id: 'chart.markets.loading', defaultMessage: 'Loading markets…' },
  empty: { id: 'chart.markets.empty', defaultMessage: 'No markets are listed right now.' },
  error: { id: 'chart.markets.error', defaultMessage: 'Market prices could not be loaded.' },
  retry: { id: 'chart.markets.retry', defaultMessage: 'Try again' },
});
