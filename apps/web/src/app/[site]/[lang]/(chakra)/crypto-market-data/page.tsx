import { contentListMetadata, renderMarketData } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/crypto-market-data`: market data, every listed market from the tickers (issue 25 item 5). */
export const generateMetadata = contentListMetadata('marketData');

export default gatedPage((input) => renderMarketData(input));
