import { defineMessages } from '@formatjs/intl';
import type { NoMessageValues } from 'react-intl';

type Values = {
  price: { quote: string };
  size: { base: string };
  pickTrade: { side: string; price: string; size: string; time: string };
} & {
  [K in 'title' | 'time' | 'empty' | 'buy' | 'sell' | 'loading']: NoMessageValues;
};

/** The trade page's recent market trades (issue 21). */
export const recentTradesMessages = defineMessages<Values>({
  title: { id: 'chart.recentTrades.title', defaultMessage: 'Market trades' },
  price: { id: 'chart.recentTrades.price', defaultMessage: 'Price ({quote})' },
  size: { id: 'chart.recentTrades.size', defaultMessage: 'Amount ({base})' },
  time: { id: 'chart.recentTrades.time', defaultMessage: 'Time' },
  empty: { id: 'chart.recentTrades.empty', defaultMessage: 'No trades yet.' },
  loading: { id: 'chart.recentTrades.loading', defaultMessage: 'Waiting for trades…' },
  buy: { id: 'chart.recentTrades.buy', defaultMessage: 'Buy' },
  sell: { id: 'chart.recentTrades.sell', defaultMessage: 'Sell' },
  pickTrade: { id: 'chart.recentTrades.pickTrade', defaultMessage: '{side} {size} at {price}, {time}: use this price' },
});
