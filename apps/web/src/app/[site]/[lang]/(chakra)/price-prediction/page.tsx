import { contentListMetadata, renderPricePrediction } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/price-prediction`: Bitcoin's price and the user's prediction calculator (issue 25 item 5). */
export const generateMetadata = contentListMetadata('pricePrediction');

export default gatedPage((input) => renderPricePrediction(input, 'BTC'));
