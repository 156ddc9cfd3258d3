import { gatedPage } from '@/server/gated-page';
import { growthMetadata, renderGrowthPage } from '@/server/growth-page';

/** `/referral`: a growth page (spec 02 §2, issue 12 item 4, decision 1400). */
export const generateMetadata = growthMetadata('referral');

export default gatedPage((input) => renderGrowthPage('referral', input));
