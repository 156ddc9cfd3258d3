import { earnMetadata, renderEarnPage } from '@/server/earn-pages';
import { gatedPage } from '@/server/gated-page';

/** `/lend-earn` (issue 25, decision 1894). */
export const generateMetadata = earnMetadata('lend');

export default gatedPage((input) => renderEarnPage('lend', input));
