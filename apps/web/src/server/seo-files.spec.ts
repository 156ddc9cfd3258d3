import { configuredOrigin, indexablePaths, robotsFor, siteOfHost, sitemapFor } from './seo-files';

const siteHosts = 'exchange.example=main,tr.exchange.example=tr,us.exchange.example=us';

describe('robots.txt and sitemap.xml per host (decision 0805)', () => {
  it('the Host picks the site; an unknown or hostile Host is main', () => {
    expect(siteOfHost('tr.exchange.example', siteHosts)).toBe('tr');
    expect(siteOfHost('us.localhost:3000', '')).toBe('us');
    expect(siteOfHost('evil.example', siteHosts)).toBe('main');
    expect(siteOfHost('<script>', siteHosts)).toBe('main');
    expect(siteOfHost(null, siteHosts)).toBe('main');
  });

  it('the origin written is the configured one, not the request host', () => {
    expect(configuredOrigin('tr', siteHosts)).toBe('https://tr.exchange.example');
    expect(configuredOrigin('us', '')).toMatch(/^https:\/\//);
  });

  it('robots.txt allows the site, keeps crawlers off the API and account pages and names the sitemap', () => {
    const robots = robotsFor('main', 'https://exchange.example');
    expect(robots.sitemap).toBe('https://exchange.example/sitemap.xml');
    const rules = Array.isArray(robots.rules) ? robots.rules[0] : robots.rules;
    expect(rules?.allow).toBe('/');
    expect(rules?.disallow).toEqual(expect.arrayContaining(['/api/', '/myaccount/']));
  });

  it('home, auth, trade and the site’s footer pages are listed', () => {
    expect(indexablePaths('main')).toEqual(expect.arrayContaining(['/', '/login', '/signup', '/trade/BTC_USDT', '/fee', '/about-us']));
    expect(indexablePaths('us')).toContain('/legal/user-agreement');
    // A PDF or an absolute URL from the footer is not a page of this site.
    for (const site of ['main', 'us', 'eu', 'tr'] as const) for (const p of indexablePaths(site)) expect(p.startsWith('/')).toBe(true);
  });

  it('issue 25: the content hub on every site, the products (alpha, pilot, convert, earn, copy trading, launch) on main and Turkey', () => {
    expect(indexablePaths('main')).toEqual(
      expect.arrayContaining([
        '/news',
        '/help',
        '/alpha',
        '/pilot',
        '/announcements/trade-match',
        '/convert',
        '/simple-earn',
        '/lend-earn',
        '/hodl',
      ]),
    );
    expect(indexablePaths('main')).toEqual(
      expect.arrayContaining(['/copytrading', '/launchpool', '/candy-drop', '/startup', '/premint', '/pre-market', '/strategybot']),
    );
    expect(indexablePaths('us')).toEqual(expect.arrayContaining(['/news', '/crypto-market-data', '/how-to-buy']));
    expect(indexablePaths('us')).not.toContain('/alpha');
  });

  it('main: every indexable locale of every page, nl and it left out, each with its alternates', () => {
    const entries = sitemapFor('main', 'https://exchange.example', siteHosts);
    const urls = entries.map((e) => e.url);
    expect(urls).toContain('https://exchange.example/');
    expect(urls).toContain('https://exchange.example/zh/trade/BTC_USDT');
    expect(urls.some((u) => /\/(nl|it)(\/|$)/.test(u.replace('https://exchange.example', '')))).toBe(false);
    // The nine locales that read English until issue 14 have complete catalogs and are listed (decision 1500).
    for (const prefix of ['tw', 'vn', 'fr', 'de', 'pt', 'th', 'id', 'uk', 'br'])
      expect(urls).toContain(`https://exchange.example/${prefix}/trade/BTC_USDT`);
    expect(new Set(urls).size).toBe(urls.length);
    const home = entries.find((e) => e.url === 'https://exchange.example/');
    expect(home?.alternates?.languages).toMatchObject({
      'x-default': 'https://exchange.example/',
      'tr-tr': 'https://tr.exchange.example/',
    });
  });

  it('Turkey: Turkish unprefixed and English under /en, on the Turkey origin', () => {
    const urls = sitemapFor('tr', 'https://tr.exchange.example', siteHosts).map((e) => e.url);
    expect(urls).toEqual(expect.arrayContaining(['https://tr.exchange.example/', 'https://tr.exchange.example/en/signup']));
    expect(urls.every((u) => u.startsWith('https://tr.exchange.example/'))).toBe(true);
  });
});
