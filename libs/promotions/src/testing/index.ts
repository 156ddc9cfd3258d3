import type { SiteContext } from '@exchange/ui';
import { fixtureSiteContext } from '@exchange/ui/testing';

export {
  alphaCards,
  downloadTaskWithReward,
  newbiePrize,
  registerTaskNone,
  registerTaskWithReward,
  vipExpiredPlan,
  vipUpgradedPlan,
} from './fixtures';

/** The site context of a visitor on the main site's home page in English. */
export const visitorSiteContext: SiteContext = fixtureSiteContext;
