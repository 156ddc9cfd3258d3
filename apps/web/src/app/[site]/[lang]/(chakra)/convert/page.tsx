import { earnMetadata, renderEarnPage } from '@/server/earn-pages';
import { gatedPage } from '@/server/gated-page';

/** `/convert` (issue 25, decision 1894). */
export const generateMetadata = earnMetadata('convert');

export default gatedPage((input) => renderEarnPage('convert', input));
