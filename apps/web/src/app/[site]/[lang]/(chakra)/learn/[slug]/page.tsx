import { articleMetadata, renderArticle } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/learn/{slug}`: one learn article (issue 25 item 5, decision 1902). */
export const generateMetadata = articleMetadata('learn');

export default gatedPage<{ slug: string }>((input) => renderArticle('learn', input));
