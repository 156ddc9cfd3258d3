// Fixtures for tests and stories of @exchange/wallet, imported as @exchange/wallet/testing.
import type { SiteContext } from '@exchange/ui';

/** A logged-in user on the main site (English). */
export const walletSiteContext: SiteContext = {
  site: 'main',
  locale: 'en',
  user: { isLoggedIn: true, uid: '1001', nickname: 'member' },
  theme: 'system',
  pathname: '/myaccount/assets',
  search: '',
  siteOrigins: {} as SiteContext['siteOrigins'],
  inAppWebview: false,
};

export { WalletTestProviders, renderWithApi } from './render';
