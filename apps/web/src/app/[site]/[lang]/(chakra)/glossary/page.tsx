import { contentListMetadata, renderArticleList } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/glossary`: the content hub's glossary list (issue 25 item 5, decision 1902). */
export const generateMetadata = contentListMetadata('glossary');

export default gatedPage((input) => renderArticleList('glossary', input));
