import { defineMessages } from '@formatjs/intl';
import type { NoMessageValues } from 'react-intl';

type Values = {
  [K in 'views' | 'chart' | 'book' | 'trades' | 'orderSheet' | 'close' | 'hintPointer' | 'hintTouch' | 'quickTrade']: NoMessageValues;
};

/** The trade page's layout: the phone's tabs, the order sheet and the chart's hint (issue 21). */
export const tradeLayoutMessages = defineMessages<Values>({
  views: { id: 'chart.tradeLayout.views', defaultMessage: 'Market views' },
  chart: { id: 'chart.tradeLayout.chart', defaultMessage: 'Chart' },
  book: { id: 'chart.tradeLayout.book', defaultMessage: 'Order book' },
  trades: { id: 'chart.tradeLayout.trades', defaultMessage: 'Trades' },
  orderSheet: { id: 'chart.tradeLayout.orderSheet', defaultMessage: 'Place an order' },
  close: { id: 'chart.tradeLayout.close', defaultMessage: 'Close' },
  quickTrade: { id: 'chart.tradeLayout.quickTrade', defaultMessage: 'Buy or sell' },
  hintPointer: { id: 'chart.tradeLayout.hintPointer', defaultMessage: 'Right-click the chart to trade or add a price alert at a price.' },
  hintTouch: { id: 'chart.tradeLayout.hintTouch', defaultMessage: 'Long-press the chart to trade or add a price alert at a price.' },
});
