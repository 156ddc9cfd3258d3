import type { CandleColumns, ChartDatafeed } from '../lib/datafeed/datafeed-types';

/** A datafeed that serves its first load as typed columns (the optional `getColumns` extension). */
export function withColumns(feed: ChartDatafeed, columns: CandleColumns): ChartDatafeed {
  return { ...feed, getColumns: () => Promise.resolve(columns) };
}
