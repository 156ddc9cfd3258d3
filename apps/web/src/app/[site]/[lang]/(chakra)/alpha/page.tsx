import { contentListMetadata, renderAlphaBoard } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/alpha`: the alpha board (03 §2, issue 25 item 4; compliance code alpha, 03 §6 app version gate). */
export const generateMetadata = contentListMetadata('alpha');

export default gatedPage((input) => renderAlphaBoard(input, 'alpha'));
