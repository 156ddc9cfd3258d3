import { SITE_KEYS, type SiteKey } from '../data/site-keys';
import { notFoundLinks, showTrendingStories } from './not-found-links';

describe('notFoundLinks (spec 01 §2 404 page)', () => {
  it('main has the 19 helpful links in the spec order', () => {
    expect(notFoundLinks('main').map((l) => l.id)).toEqual([
      'spotTrade',
      'futures',
      'alpha',
      'etf',
      'convert',
      'buySellCrypto',
      'copyTrading',
      'marketsPrice',
      'marketData',
      'pricePrediction',
      'howToBuy',
      'converter',
      'news',
      'learn',
      'blog',
      'wiki',
      'glossary',
      'upcomingEvents',
      'help',
    ]);
  });

  it.each<[SiteKey, number]>([
    ['main', 19],
    ['tr', 19],
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
  ])('%s has %i links', (site, count) => {
    expect(notFoundLinks(site)).toHaveLength(count);
  });

  it.each([['us'], ['ae']] as const)('%s has a shorter list than main, all drawn from it', (site) => {
    const mainIds = notFoundLinks('main').map((l) => l.id);
    const ids = notFoundLinks(site).map((l) => l.id);
    expect(ids.length).toBeLessThan(mainIds.length);
    for (const id of ids) expect(mainIds).toContain(id);
  });

  it('the US buy link goes to the US buy-sell page', () => {
    expect(notFoundLinks('us').find((l) => l.id === 'buySellCrypto')?.href).toBe('/buy-sell-crypto');
    expect(notFoundLinks('main').find((l) => l.id === 'buySellCrypto')?.href).toBe('/crypto/buy');
  });

  it.each(SITE_KEYS.map((k) => [k]))('%s links are internal paths ending with help', (site) => {
    const links = notFoundLinks(site);
    for (const link of links) expect(link.href).toMatch(/^\/[^/]/);
    expect(links.at(-1)?.id).toBe('help');
  });

  it.each(['eu', 'uk', 'jp', 'au', 'ae', 'us'] as const)('%s never lists derivatives or launch products', (site) => {
    const ids = notFoundLinks(site).map((l) => l.id);
    for (const id of ['futures', 'alpha', 'copyTrading', 'etf'] as const) expect(ids).not.toContain(id);
  });
});

describe('showTrendingStories (main and US only)', () => {
  it.each(SITE_KEYS.map((k) => [k, k === 'main' || k === 'us']))('%s → %p', (site, shown) => {
    expect(showTrendingStories(site as SiteKey)).toBe(shown);
  });
});
