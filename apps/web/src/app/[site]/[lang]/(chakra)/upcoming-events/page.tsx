import { contentListMetadata, renderArticleList } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/upcoming-events`: the content hub's events list (issue 25 item 5, decision 1902). */
export const generateMetadata = contentListMetadata('events');

export default gatedPage((input) => renderArticleList('events', input));
