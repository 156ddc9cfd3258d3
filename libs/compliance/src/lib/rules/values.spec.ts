import { baseLanguage, isChineseLocale, nonEmptyText, normalizePath, queryOf, readStored } from './values';

describe('nonEmptyText', () => {
  it.each([
    ['  hi ', 'hi'],
    ['', null],
    ['   ', null],
    [42, null],
  ])('nonEmptyText(%p) → %p', (input, expected) => {
    expect(nonEmptyText(input)).toBe(expected);
  });
});

describe('normalizePath', () => {
  it.each([
    ['/futures/usdt/BTC_USDT', '/futures/usdt/BTC_USDT'],
    ['/futures/usdt/BTC_USDT/', '/futures/usdt/BTC_USDT'],
    ['/trade/BTC_USDT?tab=isolated_margin#x', '/trade/BTC_USDT'],
    ['login', '/login'],
    ['//login//', '/login'],
    ['', '/'],
    ['/', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('%p → %p', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it('reads the query', () => {
    expect(queryOf('/trade/BTC_USDT?tab=isolated_margin#top').get('tab')).toBe('isolated_margin');
    expect(queryOf('/trade/BTC_USDT').get('tab')).toBeNull();
    expect(queryOf(null).toString()).toBe('');
  });
});

describe('locales', () => {
  it.each([
    ['en', 'en', false],
    ['en-eu', 'en', false],
    ['ja-jp', 'ja', false],
    ['ar-dubai', 'ar', false],
    ['zh', 'zh', true],
    ['cn', 'zh', true],
    ['zh-cn', 'zh', true],
    ['tw', 'tw', true],
    ['zh-tw', 'tw', true],
    ['zh-hk', 'tw', true],
    ['', 'en', false],
    [null, 'en', false],
  ])('%p → base %p, Chinese %p', (locale, base, chinese) => {
    expect(baseLanguage(locale)).toBe(base);
    expect(isChineseLocale(locale)).toBe(chinese);
  });
});

describe('readStored', () => {
  it('reads strings only and tolerates missing areas', () => {
    expect(readStored({ local: { a: '1' } }, 'local', 'a')).toBe('1');
    expect(readStored({ local: { a: '1' } }, 'session', 'a')).toBeNull();
    expect(readStored({ cookie: { a: null } }, 'cookie', 'a')).toBeNull();
    expect(readStored(undefined, 'local', 'a')).toBeNull();
  });
});
