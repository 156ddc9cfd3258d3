import { contentListMetadata, renderArticleList } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/learn`: the content hub's learn list (issue 25 item 5, decision 1902). */
export const generateMetadata = contentListMetadata('learn');

export default gatedPage((input) => renderArticleList('learn', input));
