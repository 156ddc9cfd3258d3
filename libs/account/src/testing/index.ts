// Fixtures for tests and stories of @exchange/account, imported as @exchange/account/testing.
import type { SiteContext } from '@exchange/ui';
import { fixtureSiteContext } from '@exchange/ui/testing';

/** The site context of a logged-in user on the main site in English. */
export const accountSiteContext: SiteContext = {
  ...fixtureSiteContext,
  user: { isLoggedIn: true, uid: '10001', nickname: 'account-user' },
  pathname: '/myaccount/security',
};
