import { contentListMetadata, renderHowToBuy } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/how-to-buy/{coin}`: one coin's buying steps, linking to buy crypto and the spot market (issue 25 item 5). */
export const generateMetadata = contentListMetadata('howToBuy');

export default gatedPage<{ coin: string }>((input) => renderHowToBuy(input));
