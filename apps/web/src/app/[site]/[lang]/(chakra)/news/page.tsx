import { contentListMetadata, renderArticleList } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/news`: the content hub's news list (issue 25 item 5, decision 1902). */
export const generateMetadata = contentListMetadata('news');

export default gatedPage((input) => renderArticleList('news', input));
