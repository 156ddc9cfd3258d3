import { defineMessages } from '@formatjs/intl';
import type { NoMessageValues } from 'react-intl';

type Values = { volume: { unit: string }; openInterest: { unit: string }; fundingValue: { rate: string; countdown: string } } & {
  [
    K in
      | 'figures'
      | 'lastPrice'
      | 'change'
      | 'high'
      | 'low'
      | 'markPrice'
      | 'indexPrice'
      | 'funding'
      | 'unavailable'
      | 'search'
      | 'searchLabel'
      | 'searchPlaceholder'
      | 'searching'
      | 'noMatches'
      | 'pairs'
  ]: NoMessageValues;
};

/** The trade page's ticker header and symbol search (issue 21). */
export const tickerHeaderMessages = defineMessages<Values>({
  figures: { id: 'chart.tickerHeader.figures', defaultMessage: '24-hour figures' },
  lastPrice: { id: 'chart.tickerHeader.lastPrice', defaultMessage: 'Last price' },
  change: { id: 'chart.tickerHeader.change', defaultMessage: '24h change' },
  high: { id: 'chart.tickerHeader.high', defaultMessage: '24h high' },
  low: { id: 'chart.tickerHeader.low', defaultMessage: '24h low' },
  volume: { id: 'chart.tickerHeader.volume', defaultMessage: '24h volume ({unit})' },
  markPrice: { id: 'chart.tickerHeader.markPrice', defaultMessage: 'Mark price' },
  indexPrice: { id: 'chart.tickerHeader.indexPrice', defaultMessage: 'Index price' },
  funding: { id: 'chart.tickerHeader.funding', defaultMessage: 'Funding / countdown' },
  fundingValue: { id: 'chart.tickerHeader.fundingValue', defaultMessage: '{rate} / {countdown}' },
  openInterest: { id: 'chart.tickerHeader.openInterest', defaultMessage: 'Open interest ({unit})' },
  unavailable: { id: 'chart.tickerHeader.unavailable', defaultMessage: 'Market figures are unavailable right now.' },
  search: { id: 'chart.tickerHeader.search', defaultMessage: 'Switch pair' },
  searchLabel: { id: 'chart.tickerHeader.searchLabel', defaultMessage: 'Search pairs' },
  searchPlaceholder: { id: 'chart.tickerHeader.searchPlaceholder', defaultMessage: 'Search, e.g. ETH' },
  searching: { id: 'chart.tickerHeader.searching', defaultMessage: 'Searching…' },
  noMatches: { id: 'chart.tickerHeader.noMatches', defaultMessage: 'No pair matches.' },
  pairs: { id: 'chart.tickerHeader.pairs', defaultMessage: 'Pairs' },
});
