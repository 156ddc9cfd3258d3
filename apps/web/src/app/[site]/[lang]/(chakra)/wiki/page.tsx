import { contentListMetadata, renderArticleList } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/wiki`: the content hub's wiki list (issue 25 item 5, decision 1902). */
export const generateMetadata = contentListMetadata('wiki');

export default gatedPage((input) => renderArticleList('wiki', input));
