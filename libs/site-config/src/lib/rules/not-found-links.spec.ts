import { SITE_KEYS, type SiteKey } from '../data/site-keys';
import { notFoundLinks, showTrendingStories } from './not-found-links';

describe('notFoundLinks (spec 01 §2 404 page)', () => {
  it('main has the helpful links that have pages (decision 0806), in the spec order first', () => {
    expect(notFoundLinks('main').map((l) => l.id)).toEqual([
      'spotTrade',
      'futures',
      'marketsPrice',
      'signup',
      'login',
      'fees',
      'download',
      'about',
      'help',
    ]);
  });

  it.each<[SiteKey, number]>([
    ['main', 9],
    ['tr', 9],
    ['us', 5],
    ['ae', 4],
    ['testnet', 3],
    ['eu', 7],
    ['hk', 7],
    ['bs', 7],
    ['sg', 7],
    ['uk', 7],
    ['jp', 7],
    ['au', 7],
  ])('%s has %i links (at most 3 full columns of 3)', (site, count) => {
    expect(notFoundLinks(site)).toHaveLength(count);
    expect(count).toBeLessThanOrEqual(9);
  });

  it.each([['us'], ['ae']] as const)('%s has a shorter list than main, all drawn from it', (site) => {
    const mainIds = notFoundLinks('main').map((l) => l.id);
    const ids = notFoundLinks(site).map((l) => l.id);
    expect(ids.length).toBeLessThan(mainIds.length);
    for (const id of ids) expect(mainIds).toContain(id);
  });

  it.each<[string, string]>([
    ['spotTrade', '/trade/BTC_USDT'],
    ['futures', '/futures/usdt/BTC_USDT'],
    ['marketsPrice', '/price'],
    ['signup', '/signup'],
    ['login', '/login'],
    ['fees', '/fee'],
    ['download', '/mobileapp'],
    ['about', '/about-us'],
    ['help', '/page/contacts'],
  ])('%s goes to the existing page %s', (id, href) => {
    expect(notFoundLinks('main').find((l) => l.id === id)?.href).toBe(href);
  });

  it("an unknown site gets main's list", () => {
    expect(notFoundLinks('nope' as SiteKey)).toEqual(notFoundLinks('main'));
  });

  it.each(SITE_KEYS.map((k) => [k]))('%s links are internal paths ending with help', (site) => {
    const links = notFoundLinks(site);
    for (const link of links) expect(link.href).toMatch(/^\/[^/]/);
    expect(links.at(-1)?.id).toBe('help');
  });

  it.each(['eu', 'uk', 'jp', 'au', 'ae', 'us'] as const)('%s never lists derivatives or launch products', (site) => {
    const ids = notFoundLinks(site).map((l) => l.id);
    expect(ids).not.toContain('futures');
  });
});

describe('showTrendingStories (main and US only)', () => {
  it.each(SITE_KEYS.map((k) => [k, k === 'main' || k === 'us']))('%s → %p', (site, shown) => {
    expect(showTrendingStories(site as SiteKey)).toBe(shown);
  });
});
