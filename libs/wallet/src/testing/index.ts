// Fixtures for tests and stories of @exchange/wallet, imported as @exchange/wallet/testing.
import type { SiteContext } from '@exchange/ui';
import { fixtureSiteContext } from '@exchange/ui/testing';

/** A logged-in user on the main site (English). */
export const walletSiteContext: SiteContext = {
  ...fixtureSiteContext,
  user: { isLoggedIn: true, uid: '1001', nickname: 'member' },
  pathname: '/myaccount/assets',
};

export { WalletTestProviders, renderWithApi } from './render';
export { fixtureCoins, moneyFixtures, moneyLinks, withMoneyClient } from './money-fixtures';
export { emptyMoneyFixtures, fixtureAddress } from './money-fixtures';
