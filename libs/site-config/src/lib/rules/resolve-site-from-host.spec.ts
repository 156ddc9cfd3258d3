import { resolveSiteFromHost } from './resolve-site-from-host';
import { parseSiteHosts, splitHost } from './site-hosts';

const SITE_HOSTS = 'exchange.example=main,us.exchange.example=us,tr.exchange.example:8443=tr';

describe('resolveSiteFromHost', () => {
  it.each([
    ['localhost', 'main'],
    ['localhost:3000', 'main'],
    ['127.0.0.1', 'main'],
    ['127.0.0.1:4200', 'main'],
    ['[::1]:3000', 'main'],
    ['us.localhost', 'us'],
    ['us.localhost:3000', 'us'],
    ['TR.LOCALHOST:3001', 'tr'],
    ['testnet.localhost:80', 'testnet'],
    ['au.localhost.', 'au'],
    ['xx.localhost:3000', 'main'],
    ['a.us.localhost', 'main'],
    ['unknown.example', 'main'],
    ['', 'main'],
    ['   ', 'main'],
    [null, 'main'],
    [undefined, 'main'],
    ['bad host:abc', 'main'],
  ] as const)('%p without SITE_HOSTS → %s', (host, site) => {
    expect(resolveSiteFromHost(host)).toBe(site);
  });

  it.each([
    ['exchange.example', 'main'],
    ['us.exchange.example', 'us'],
    ['US.Exchange.Example:443', 'us'],
    ['tr.exchange.example:8443', 'tr'],
    ['tr.exchange.example', 'main'],
    ['uk.localhost:3000', 'uk'],
    ['other.example', 'main'],
  ] as const)('%p with SITE_HOSTS → %s', (host, site) => {
    expect(resolveSiteFromHost(host, SITE_HOSTS)).toBe(site);
  });
});

describe('parseSiteHosts', () => {
  it('parses host=site pairs with optional port and scheme', () => {
    expect(parseSiteHosts(' exchange.example=main , http://uk.exchange.example:8080=uk,https://eu.exchange.example/=eu')).toEqual([
      { host: 'exchange.example', site: 'main', protocol: 'https:' },
      { host: 'uk.exchange.example:8080', site: 'uk', protocol: 'http:' },
      { host: 'eu.exchange.example', site: 'eu', protocol: 'https:' },
    ]);
  });

  it.each([
    ['no-equals.example'],
    ['=us'],
    ['x.example='],
    ['x.example=mars'],
    ['x.example=US'],
    ['bad host.example=us'],
    ['x.example/path=us'],
    ['ftp://x.example=us'],
    [',,,'],
    [''],
  ])('ignores the malformed entry %p', (value) => {
    expect(parseSiteHosts(value)).toEqual([]);
  });

  it('keeps the good entries around malformed ones', () => {
    expect(parseSiteHosts('junk,us.exchange.example=us,=x').map((e) => e.site)).toEqual(['us']);
  });

  it('tolerates a missing setting', () => {
    expect(parseSiteHosts(undefined)).toEqual([]);
    expect(parseSiteHosts(null)).toEqual([]);
  });
});

describe('splitHost', () => {
  it.each([
    ['Example.COM:8080', { hostname: 'example.com', port: '8080' }],
    ['example.com.', { hostname: 'example.com', port: '' }],
    ['[::1]:3000', { hostname: '[::1]', port: '3000' }],
    ['a b', null],
    ['host:port', null],
    ['', null],
  ])('%p → %p', (host, expected) => {
    expect(splitHost(host)).toEqual(expected);
  });
});
