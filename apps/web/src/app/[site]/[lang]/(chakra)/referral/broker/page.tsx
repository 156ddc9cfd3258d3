import { gatedPage } from '@/server/gated-page';
import { growthMetadata, renderGrowthPage } from '@/server/growth-page';

/** `/referral/broker`: a growth page (spec 02 §2, issue 12 item 4, decision 1400). */
export const generateMetadata = growthMetadata('broker');

export default gatedPage((input) => renderGrowthPage('broker', input));
