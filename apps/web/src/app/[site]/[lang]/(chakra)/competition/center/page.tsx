import { gatedPage } from '@/server/gated-page';
import { growthMetadata, renderGrowthPage } from '@/server/growth-page';

/** `/competition/center`: a growth page (spec 02 §2, issue 12 item 4, decision 1400). */
export const generateMetadata = growthMetadata('competition');

export default gatedPage((input) => renderGrowthPage('competition', input));
