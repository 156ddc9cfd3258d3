import { earnMetadata, renderEarnPage } from '@/server/earn-pages';
import { gatedPage } from '@/server/gated-page';

/** `/converter` (issue 25, decision 1894). */
export const generateMetadata = earnMetadata('converter');

export default gatedPage((input) => renderEarnPage('converter', input));
