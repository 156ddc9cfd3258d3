import { SITE_KEYS, type SiteKey } from '../data/site-keys';
import { drawerLinks } from './drawer-links';

describe('drawerLinks (spec 01 §2 "Fund-wallet deposit drawer")', () => {
  const MAIN = [
    '/myaccount/deposit/USDT',
    '/myaccount/deposit_gatecode',
    '/crypto/buy/with-credit-card?method=card',
    '/crypto/buy/with-bank-account?method=bank',
    '/c2c/market',
  ];

  it.each<[SiteKey, string[]]>([
    ['main', MAIN],
    ['us', ['/myaccount/deposit/USDT', '/buy-sell-crypto']],
    ['tr', MAIN],
    ['testnet', ['/myaccount/deposit/USDT']],
    ['eu', ['/myaccount/deposit/USDT']],
    ['uk', ['/myaccount/deposit/USDT']],
    ['ae', ['/myaccount/deposit/USDT']],
  ])('%s → %p', (site, hrefs) => {
    expect(drawerLinks(site).map((l) => l.href)).toEqual(hrefs);
  });

  it.each(SITE_KEYS.map((k) => [k]))('%s starts with the USDT crypto deposit', (site) => {
    expect(drawerLinks(site)[0]).toEqual({ id: 'depositCrypto', href: '/myaccount/deposit/USDT', newTab: false });
  });

  it('returns a fresh list each time', () => {
    const links = drawerLinks('main');
    links.pop();
    expect(drawerLinks('main')).toHaveLength(5);
  });
});
