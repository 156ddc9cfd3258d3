import { articleMetadata, renderArticle } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/announcements/{slug}`: one announcement article (issue 25 item 5, decision 1902). */
export const generateMetadata = articleMetadata('announcement');

export default gatedPage<{ slug: string }>((input) => renderArticle('announcement', input));
