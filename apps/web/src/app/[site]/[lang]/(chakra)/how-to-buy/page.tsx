import { contentListMetadata, renderHowToBuy } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/how-to-buy`: the how-to-buy guides per coin (issue 25 item 5). */
export const generateMetadata = contentListMetadata('howToBuy');

export default gatedPage((input) => renderHowToBuy(input));
