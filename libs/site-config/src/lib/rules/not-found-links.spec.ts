import { SITE_KEYS, type SiteKey } from '../data/site-keys';
import { notFoundLinks, showTrendingStories } from './not-found-links';

describe('notFoundLinks (spec 01 §2 404 page)', () => {
  it("main has spec 01 §2's 19 helpful links, in its order (decision 1904)", () => {
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
    ['us', 9],
    ['ae', 7],
    ['testnet', 3],
    ['eu', 8],
    ['hk', 8],
    ['bs', 8],
    ['sg', 8],
    ['uk', 8],
    ['jp', 8],
    ['au', 8],
  ])('%s has %i links', (site, count) => {
    expect(notFoundLinks(site)).toHaveLength(count);
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
    ['alpha', '/alpha'],
    ['etf', '/etf'],
    ['convert', '/convert'],
    ['buySellCrypto', '/crypto/buy/with-credit-card'],
    ['copyTrading', '/copytrading'],
    ['marketsPrice', '/price'],
    ['marketData', '/crypto-market-data'],
    ['pricePrediction', '/price-prediction'],
    ['howToBuy', '/how-to-buy'],
    ['converter', '/converter'],
    ['news', '/news'],
    ['learn', '/learn'],
    ['blog', '/blog'],
    ['wiki', '/wiki'],
    ['glossary', '/glossary'],
    ['upcomingEvents', '/upcoming-events'],
    ['help', '/help'],
  ])('%s goes to the page %s', (id, href) => {
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
