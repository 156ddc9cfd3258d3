import { contentListMetadata, renderArticleList } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/blog`: the content hub's blog list (issue 25 item 5, decision 1902). */
export const generateMetadata = contentListMetadata('blog');

export default gatedPage((input) => renderArticleList('blog', input));
