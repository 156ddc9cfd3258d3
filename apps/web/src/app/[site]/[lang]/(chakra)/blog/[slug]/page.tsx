import { articleMetadata, renderArticle } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/blog/{slug}`: one blog article (issue 25 item 5, decision 1902). */
export const generateMetadata = articleMetadata('blog');

export default gatedPage<{ slug: string }>((input) => renderArticle('blog', input));
