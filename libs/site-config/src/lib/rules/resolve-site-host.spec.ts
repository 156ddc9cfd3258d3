import { resolveSiteHost } from './resolve-site-host';

const SITE_HOSTS = 'exchange.example=main,us.exchange.example=us,http://tr.exchange.example:8443=tr';
const env = {};
const MAIN_DEFAULT = 'https://www.example-exchange.test';

describe('resolveSiteHost', () => {
  it.each([
    // Configured hosts: their site and the configured origin (scheme from SITE_HOSTS).
    ['exchange.example', true, 'main', 'https://exchange.example', true],
    ['US.Exchange.Example', false, 'us', 'https://us.exchange.example', true],
    ['us.exchange.example:443', false, 'us', 'https://us.exchange.example', true],
    ['tr.exchange.example:8443', false, 'tr', 'http://tr.exchange.example:8443', true],
    // Forged or unknown hosts never become an origin: main's configured origin stands in.
    ['evil.example', true, 'main', 'https://exchange.example', false],
    ['us.exchange.example.evil.example', true, 'main', 'https://exchange.example', false],
    ['tr.exchange.example', true, 'main', 'https://exchange.example', false],
    ['evil.example/path', true, 'main', 'https://exchange.example', false],
    ['evil.example\r\nx: 1', true, 'main', 'https://exchange.example', false],
    ['', true, 'main', 'https://exchange.example', false],
    [null, true, 'main', 'https://exchange.example', false],
    // Local hosts only when allowed (sandbox, development, no SITE_HOSTS).
    ['localhost:3205', true, 'main', 'http://localhost:3205', true],
    ['us.localhost:3205', true, 'us', 'http://us.localhost:3205', true],
    ['127.0.0.1:4200', true, 'main', 'http://127.0.0.1:4200', true],
    ['xx.localhost:3205', true, 'main', 'https://exchange.example', false],
    ['a.us.localhost:3205', true, 'main', 'https://exchange.example', false],
    ['localhost:3205', false, 'main', 'https://exchange.example', false],
    ['us.localhost:3205', false, 'main', 'https://exchange.example', false],
  ] as const)('%p (local allowed: %p) → %s at %s (known %p)', (host, allowLocal, site, origin, known) => {
    expect(resolveSiteHost(host, { siteHosts: SITE_HOSTS, allowLocal, env })).toEqual({ site, origin, known });
  });

  it.each([
    ['localhost:3000', 'main', 'http://localhost:3000', true],
    ['jp.localhost', 'jp', 'http://jp.localhost', true],
    ['evil.example', 'main', MAIN_DEFAULT, false],
    ['evil.example:3000', 'main', MAIN_DEFAULT, false],
  ] as const)('without SITE_HOSTS: %p → %s at %s (known %p)', (host, site, origin, known) => {
    expect(resolveSiteHost(host, { allowLocal: true, env })).toEqual({ site, origin, known });
  });
});
