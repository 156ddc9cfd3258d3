import { isSafeRedirect, isSitePath, safeImageUrl, safeSitePath } from './is-safe-redirect';

const options = { anti: ['https://www.example-exchange.test', 'partner.example-exchange.test'], origin: 'http://us.localhost:3000' };

describe('isSafeRedirect', () => {
  it.each([
    ['/'],
    ['/trade/BTC_USDT'],
    ['/myaccount/deposit/USDT?tab=1#top'],
    ['/zh/futures/USDT/BTC_USDT'],
    ['/search?q=a%20b'],
    ['/price/%E6%AF%94%E7%89%B9%E5%B8%81'],
    ['/市场'],
    ['https://www.example-exchange.test/login'],
    ['https://WWW.EXAMPLE-EXCHANGE.TEST:443/x'],
    ['https://partner.example-exchange.test/?r=/x'],
    ['http://us.localhost:3000/signup'],
  ])('accepts %p', (target) => {
    expect(isSafeRedirect(target, options)).toBe(target);
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['triple slash', '///evil.com'],
    ['slash backslash', '/\\evil.com'],
    ['backslashes', '\\\\evil.com'],
    ['backslash in path', '/a\\b'],
    ['other origin', 'https://evil.com'],
    ['lookalike subdomain', 'https://www.example-exchange.test.evil.com/'],
    ['userinfo trick', 'https://www.example-exchange.test@evil.com/'],
    ['userinfo on an allowed host', 'https://user:pw@www.example-exchange.test/'],
    ['http on an https-only origin', 'http://www.example-exchange.test/'],
    ['other port', 'http://us.localhost:3001/'],
    ['javascript', 'javascript:alert(1)'],
    ['JavaScript mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript with tab', 'java\tscript:alert(1)'],
    ['data url', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['encoded double slash', '/%2F%2Fevil.com'],
    ['encoded double slash, lower case', '/%2f%2fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['double-encoded double slash', '/%252F%252Fevil.com'],
    ['triple-encoded double slash', '/%25252F%25252Fevil.com'],
    ['encoded tab then slash', '/%09/evil.com'],
    ['encoded newline then slash', '/%0A/evil.com'],
    ['fully encoded relative', '%2F%2Fevil.com'],
    ['leading space', ' //evil.com'],
    ['leading space before a path', ' /trade'],
    ['trailing newline', '/trade\n'],
    ['tab inside slashes', '/\t/evil.com'],
    ['non-breaking space', '/\u00a0/evil.com'],
    ['ideographic space', '\u3000/trade'],
    ['relative path', 'trade/BTC_USDT'],
    ['bare host', 'evil.com'],
    ['scheme without slashes', 'https:evil.com'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(2048)}`],
  ])('refuses %s: %p', (_label, target) => {
    expect(isSafeRedirect(target, options)).toBeNull();
  });

  it.each([[null], [undefined], [42], [{}], [['/x']]])('refuses the non-string %p', (target) => {
    expect(isSafeRedirect(target, options)).toBeNull();
  });

  it('accepts only internal paths with an empty allow-list and no origin', () => {
    expect(isSafeRedirect('/x', { anti: [] })).toBe('/x');
    expect(isSafeRedirect('https://www.example-exchange.test/', { anti: [] })).toBeNull();
  });

  it('ignores malformed allow-list entries', () => {
    expect(isSafeRedirect('https://evil.com/', { anti: ['', 'javascript:x', 'ftp://evil.com'] })).toBeNull();
  });
});

// Issue 26: 13 of 70 server-provided download links and the 404 page's trending stories escaped through these.
describe('isSafeRedirect with external links (decision 1710)', () => {
  const external = { anti: [], external: true };

  it.each([
    ['a site path', '/mobileapp?from=home'],
    ['an https page elsewhere', 'https://news.example.test/story/1'],
    ['an https app store', 'https://apps.example.test/app/id1?mt=8'],
    ['an allowed origin', 'https://www.example-exchange.test/x'],
  ])('accepts %s: %p', (_label, target) => {
    expect(isSafeRedirect(target, external)).toBe(target);
  });

  it.each([
    ['tab between slashes (issue 26)', '/\t/evil.example'],
    ['newline between slashes', '/\n/evil.example'],
    ['carriage return between slashes', '/\r/evil.example'],
    ['C1 control', '/\u0085/evil.example'],
    ['userinfo before another host (issue 26)', 'https://localhost@evil.example'],
    ['userinfo with a password', 'https://a:b@news.example.test/'],
    ['protocol-relative', '//evil.example'],
    ['backslash host', '/\\evil.example'],
    ['backslash in an https URL', 'https://news.example.test\\@evil.example/'],
    ['plain http elsewhere', 'http://news.example.test/'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,x'],
    ['ftp', 'ftp://files.example.test/a'],
    ['tab inside an https URL', 'https://news.example.test/\ta'],
  ])('refuses %s: %p', (_label, target) => {
    expect(isSafeRedirect(target, external)).toBeNull();
  });

  it('accepts plain http elsewhere only with allowHttp', () => {
    expect(isSafeRedirect('http://collector.example.test/e', { anti: [], external: true, allowHttp: true })).toBe(
      'http://collector.example.test/e',
    );
    expect(isSafeRedirect('http://localhost@evil.example/', { anti: [], external: true, allowHttp: true })).toBeNull();
  });
});

describe('isSitePath and safeSitePath', () => {
  it.each([
    ['/', true],
    ['/trade/BTC_USDT?x=1', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/\t/evil.example', false],
    ['https://www.example-exchange.test/', false],
    ['trade', false],
    [null, false],
  ])('isSitePath(%p) is %p', (target, expected) => {
    expect(isSitePath(target)).toBe(expected);
    expect(safeSitePath(target)).toBe(expected ? target : '/');
  });
});

describe("safeImageUrl (issue 26 item 6: the site's image origins and site paths, nothing else; decision 1870)", () => {
  const origin = 'https://www.example-exchange.test';
  const origins = ['https://static.example-exchange.test', 'cdn.example-exchange.test'];
  const ok = 'https://static.example-exchange.test/banner/a.png';

  it.each<[string, unknown, string | null]>([
    ['a site path', '/static/promo/a.png', '/static/promo/a.png'],
    ['a trimmed site path', '  /static/promo/a.png ', '/static/promo/a.png'],
    ['https on an image origin', ok, ok],
    [
      'https on a bare-host entry (normalised to https)',
      'https://cdn.example-exchange.test/a.png?v=2',
      'https://cdn.example-exchange.test/a.png?v=2',
    ],
    ['upper-case scheme and host', 'HTTPS://STATIC.example-exchange.test/a.png', 'HTTPS://STATIC.example-exchange.test/a.png'],
    ['another https host', 'https://evil.example/a.png', null],
    ['the site itself, not an image origin', 'https://www.example-exchange.test/a.png', null],
    ['a look-alike suffix', 'https://static.example-exchange.test.evil.example/a.png', null],
    ['a look-alike prefix', 'https://evilstatic.example-exchange.test/a.png', null],
    ['another port', 'https://static.example-exchange.test:8443/a.png', null],
    ['userinfo', 'https://static.example-exchange.test@evil.example/a.png', null],
    ['userinfo with a password', 'https://a:b@static.example-exchange.test/a.png', null],
    ['plain http on an image origin', 'http://static.example-exchange.test/a.png', null],
    ['protocol-relative', '//evil.example/a.png', null],
    ['protocol-relative to an image origin', '//static.example-exchange.test/a.png', null],
    ['slash-backslash', '/\\evil.example/a.png', null],
    ['a tab between slashes', '/\t/evil.example/a.png', null],
    ['a line feed in the scheme', 'java\nscript:alert(1)', null],
    ['an encoded double slash', '/%2F%2Fevil.example/a.png', null],
    ['javascript', 'javascript:alert(1)', null],
    ['data, even a small png', 'data:image/png;base64,iVBORw0KGgo=', null],
    ['data svg', 'data:image/svg+xml,<svg onload=alert(1)>', null],
    ['blob', 'blob:https://static.example-exchange.test/1', null],
    ['vbscript', 'vbscript:msgbox(1)', null],
    ['a space inside', 'https://static.example-exchange.test/a b.png', null],
    ['a no-break space inside', 'https://static.example-exchange.test/a\u00a0.png', null],
    ['a relative path', 'banner/a.png', null],
    ['empty', '', null],
    ['not a string', 42, null],
    ['null', null, null],
  ])('%s: %p', (_label, target, expected) => {
    expect(safeImageUrl(target, { origins })).toBe(expected);
  });

  it('makes a site path absolute on the page origin when asked (Open Graph images)', () => {
    expect(safeImageUrl('/static/og.png', { origins, origin: `${origin}/` })).toBe(`${origin}/static/og.png`);
    expect(safeImageUrl(ok, { origins, origin })).toBe(ok);
  });

  it('accepts no https host at all when the site lists no image origin, and never an http origin entry', () => {
    expect(safeImageUrl(ok, { origins: [] })).toBeNull();
    expect(safeImageUrl('http://static.example-exchange.test/a.png', { origins: ['http://static.example-exchange.test'] })).toBeNull();
    expect(safeImageUrl('/a.png', { origins: [] })).toBe('/a.png');
  });
});
