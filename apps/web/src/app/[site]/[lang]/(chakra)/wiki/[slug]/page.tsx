import { articleMetadata, renderArticle } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/wiki/{slug}`: one wiki article (issue 25 item 5, decision 1902). */
export const generateMetadata = articleMetadata('wiki');

export default gatedPage<{ slug: string }>((input) => renderArticle('wiki', input));
