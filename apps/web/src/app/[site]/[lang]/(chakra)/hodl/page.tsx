import { earnMetadata, renderEarnPage } from '@/server/earn-pages';
import { gatedPage } from '@/server/gated-page';

/** `/hodl` (issue 25, decision 1894). */
export const generateMetadata = earnMetadata('hodl');

export default gatedPage((input) => renderEarnPage('hodl', input));
