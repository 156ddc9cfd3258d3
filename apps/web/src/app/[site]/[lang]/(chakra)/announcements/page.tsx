import { contentListMetadata, renderArticleList } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/announcements`: the content hub's announcement list (issue 25 item 5, decision 1902). */
export const generateMetadata = contentListMetadata('announcement');

export default gatedPage((input) => renderArticleList('announcement', input));
