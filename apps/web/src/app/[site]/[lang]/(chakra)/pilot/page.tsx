import { contentListMetadata, renderAlphaBoard } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/pilot`: Pilot, the newest listings (03 §2, issue 25 item 4; compliance code pilot, 03 §6 app version gate). */
export const generateMetadata = contentListMetadata('pilot');

export default gatedPage((input) => renderAlphaBoard(input, 'pilot'));
