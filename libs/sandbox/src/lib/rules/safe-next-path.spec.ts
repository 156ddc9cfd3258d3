import { safeNextPath } from './safe-next-path';

describe('safeNextPath (only internal paths)', () => {
  it.each([
    ['/', '/'],
    ['/trade/BTC_USDT?tab=isolated_margin', '/trade/BTC_USDT?tab=isolated_margin'],
    ['/tr/futures/usdt/BTC_USDT#top', '/tr/futures/usdt/BTC_USDT#top'],
    ['/%2F%2Fevil.test', '/'], // decoded, it is //evil.test: refused by the one safe-URL check (decision 1710)
    ['//evil.test', '/'],
    ['///evil.test', '/'],
    ['/\\evil.test', '/'],
    ['https://evil.test', '/'],
    ['javascript:alert(1)', '/'],
    ['trade', '/'],
    ['/a\nLocation: https://evil.test', '/'],
    ['/a\tb', '/'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
  ])('%j -> %s', (next, out) => expect(safeNextPath(next)).toBe(out));
});
