import { contentListMetadata, renderArticleList } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/help`: the content hub's help list (issue 25 item 5, decision 1902). */
export const generateMetadata = contentListMetadata('help');

export default gatedPage((input) => renderArticleList('help', input));
