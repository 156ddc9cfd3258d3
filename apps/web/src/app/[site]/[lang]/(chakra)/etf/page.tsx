import { contentListMetadata, renderEtf } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/etf`: the leveraged ETF tokens with the spot tickers (issue 25 item 5; compliance code etf). */
export const generateMetadata = contentListMetadata('etf');

export default gatedPage((input) => renderEtf(input));
