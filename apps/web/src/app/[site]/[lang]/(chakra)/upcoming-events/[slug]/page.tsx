import { articleMetadata, renderArticle } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/upcoming-events/{slug}`: one events article (issue 25 item 5, decision 1902). */
export const generateMetadata = articleMetadata('events');

export default gatedPage<{ slug: string }>((input) => renderArticle('events', input));
