// Fixtures for tests and stories of @exchange/account, imported as @exchange/account/testing.
import type { SiteContext } from '@exchange/ui';

/** The site context of a logged-in user on the main site in English. */
export const accountSiteContext: SiteContext = {
  site: 'main',
  locale: 'en',
  user: { isLoggedIn: true, uid: '10001', nickname: 'account-user' },
  theme: 'system',
  pathname: '/myaccount/security',
  search: '',
  siteOrigins: {} as SiteContext['siteOrigins'],
  inAppWebview: false,
};
