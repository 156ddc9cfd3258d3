import { articleMetadata, renderArticle } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/help/{slug}`: one help article (issue 25 item 5, decision 1902). */
export const generateMetadata = articleMetadata('help');

export default gatedPage<{ slug: string }>((input) => renderArticle('help', input));
