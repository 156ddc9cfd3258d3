import { isSafeRedirect } from './is-safe-redirect';

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
