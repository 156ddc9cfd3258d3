import { ACCOUNT_NAV_ROUTES, accountNavRoutes, currentNavKeys } from './account-nav-entries';

describe('the /myaccount menu marks the entry that names the page (decision 1946)', () => {
  it.each<[string, string[]]>([
    ['/myaccount/assets', ['assetsOverview']],
    ['/myaccount/deposit_fiat', ['fiat_trade']],
    ['/myaccount/deposit_fiat/', ['fiat_trade']],
    ['/myaccount/deposit_fiat?fiat=EUR', ['fiat_trade']],
    ['/myaccount/deposit/USDT', ['deposit']],
    ['/myaccount/deposit/BTC', ['deposit']],
    ['/myaccount/deposit', ['deposit']],
    ['/myaccount/deposit_gatecode', ['deposit']],
    ['/myaccount/withdraw/USDT', ['withdraw']],
    ['/myaccount/withdraw/ETH', ['withdraw']],
    ['/myaccount/kyc_home', ['verification']],
    ['/myaccount/kyc2', ['verification']],
    ['/myaccount/security', ['securityOverview']],
    ['/myaccount/totp', ['totp']],
    ['/myaccount/security_device', ['devices']],
    ['/myaccount/fundpass_setup', ['fundpass']],
    ['/myaccount/sub-account-manage', ['subAccounts']],
    ['/myaccount/notifications', ['notifications']],
    ['/myaccount/coupon_center', ['coupons']],
    ['/myaccount/profile/coupon_center', ['coupons']],
    ['/myaccount/tickets', ['tickets']],
    // Pages without an entry of their own mark nothing rather than a wrong one.
    ['/myaccount/anti_phishing', []],
    ['/myaccount/customer-declaration', []],
    ['/myaccount/deposit_fiatx', []],
  ])('%s → %j', (path, keys) => {
    expect(currentNavKeys(ACCOUNT_NAV_ROUTES, path)).toEqual(keys);
  });

  it('never marks two entries for one page', () => {
    const paths = ACCOUNT_NAV_ROUTES.flatMap((e) => [e, ...(e.children ?? [])]).flatMap((e) => [
      ...(e.route ? [e.route] : []),
      ...(e.activeRoutes ?? []),
    ]);
    for (const path of paths) expect(currentNavKeys(ACCOUNT_NAV_ROUTES, path).length).toBeLessThanOrEqual(1);
  });

  it('leaves out the notification centre where the site has none (03 §3/§6 hiddenNotification)', () => {
    expect(accountNavRoutes(true).map((e) => e.key)).toContain('notifications');
    expect(accountNavRoutes(false).map((e) => e.key)).not.toContain('notifications');
  });
});
