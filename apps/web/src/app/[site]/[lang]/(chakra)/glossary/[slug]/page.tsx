import { articleMetadata, renderArticle } from '@/server/content-hub-pages';
import { gatedPage } from '@/server/gated-page';

/** `/glossary/{slug}`: one glossary article (issue 25 item 5, decision 1902). */
export const generateMetadata = articleMetadata('glossary');

export default gatedPage<{ slug: string }>((input) => renderArticle('glossary', input));
