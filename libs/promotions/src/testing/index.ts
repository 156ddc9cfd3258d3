import type { SiteContext } from '@exchange/ui';

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
export const visitorSiteContext: SiteContext = {
  site: 'main',
  locale: 'en',
  user: { isLoggedIn: false, uid: null, nickname: null },
  theme: 'system',
  pathname: '/',
  search: '',
  siteOrigins: {} as SiteContext['siteOrigins'],
  inAppWebview: false,
};
