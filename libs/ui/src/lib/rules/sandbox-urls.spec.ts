import { internalPath, sandboxPersonaUrl, sandboxSiteUrl } from './sandbox-urls';

describe('internalPath', () => {
  it.each<[string | null | undefined, string]>([
    ['/myaccount', '/myaccount'],
    ['/zh/trade/BTC_USDT?tab=x', '/zh/trade/BTC_USDT?tab=x'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['', '/'],
    [null, '/'],
  ])('%p → %p', (path, expected) => {
    expect(internalPath(path)).toBe(expected);
  });
});

describe('sandboxPersonaUrl (issue 2 §5)', () => {
  it.each<[string, string | undefined, string]>([
    ['user-kyc2', '/myaccount', '/_sandbox/persona/user-kyc2?next=%2Fmyaccount'],
    ['visitor', '/ar/?a=1&b=2', '/_sandbox/persona/visitor?next=%2Far%2F%3Fa%3D1%26b%3D2'],
    ['uk-limited', '//evil.example', '/_sandbox/persona/uk-limited?next=%2F'],
    ['a b', undefined, '/_sandbox/persona/a%20b?next=%2F'],
  ])('%p from %p → %p', (persona, path, expected) => {
    expect(sandboxPersonaUrl(persona, path)).toBe(expected);
  });
});

describe('sandboxSiteUrl', () => {
  it.each<[string, string | undefined, string]>([
    ['http://us.localhost:3000', '/myaccount', 'http://us.localhost:3000/myaccount'],
    ['http://tr.localhost:3000/', '/?x=1', 'http://tr.localhost:3000/?x=1'],
    ['https://uk.example.test/some/path', '/fee', 'https://uk.example.test/fee'],
    ['http://localhost:3000', '//evil.example', 'http://localhost:3000/'],
    ['/relative', '/fee', '/relative'],
    ['javascript:alert(1)', '/fee', '/'],
    ['not a url', '/fee', '/'],
    ['https://localhost@evil.example', '/fee', '/'],
    ['http://localhost:3000', '/\t/evil.example', 'http://localhost:3000/'],
  ])('%p with %p → %p', (href, path, expected) => {
    expect(sandboxSiteUrl(href, path)).toBe(expected);
  });
});
