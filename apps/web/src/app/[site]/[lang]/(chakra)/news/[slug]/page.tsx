import { articleMetadata, renderArticle } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/news/{slug}`: one news article (issue 25 item 5, decision 1902). */
export const generateMetadata = articleMetadata('news');

export default gatedPage<{ slug: string }>((input) => renderArticle('news', input));
