import { NewUserGuideSection } from '@exchange/promotions';
import { gatedPage } from '@/server/gated-page';
import { growthMetadata, renderGrowthPage } from '@/server/growth-page';

/** `/rewards_hub`: a growth page (spec 02 §2, issue 12 item 4, decision 1400), with the new-user reward guide (decision 1320). */
export const generateMetadata = growthMetadata('rewards');

export default gatedPage(async (input) => (
  <>
    {await renderGrowthPage('rewards', input)}
    <NewUserGuideSection site={input.site} locale={input.locale} />
  </>
));
