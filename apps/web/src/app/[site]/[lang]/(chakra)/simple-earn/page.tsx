import { earnMetadata, renderEarnPage } from '@/server/earn-pages';
import { gatedPage } from '@/server/gated-page';

/** `/simple-earn` (issue 25, decision 1894). */
export const generateMetadata = earnMetadata('simple');

export default gatedPage((input) => renderEarnPage('simple', input));
