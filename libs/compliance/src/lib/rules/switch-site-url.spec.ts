import { switchSiteUrl } from './switch-site-url';

const origins = {
  main: 'http://localhost:3100',
  uk: 'http://uk.localhost:3100',
  eu: 'https://eu.example.test/',
  us: 'https://us.example.test',
};

describe('switchSiteUrl (spec 01 §4 Switch Site)', () => {
  it.each<[string, { site: string; path: string; locale: string }, string | null]>([
    [
      'main → UK keeps the path (default locale: no prefix)',
      { site: 'uk', path: '/trade/BTC_USDT', locale: 'en' },
      'http://uk.localhost:3100/trade/BTC_USDT',
    ],
    [
      'a regional locale gets its prefix',
      { site: 'uk', path: '/trade/BTC_USDT', locale: 'en-uk' },
      'http://uk.localhost:3100/en-uk/trade/BTC_USDT',
    ],
    ['regional → main in Chinese gets the prefix', { site: 'main', path: '/price', locale: 'zh' }, 'http://localhost:3100/zh/price'],
    ['keeps the query', { site: 'main', path: '/trade/BTC_USDT?tab=spot', locale: 'en' }, 'http://localhost:3100/trade/BTC_USDT?tab=spot'],
    ['a trailing slash on the origin is dropped', { site: 'eu', path: '/', locale: 'en' }, 'https://eu.example.test/'],
    ['an empty path is home, in the regional locale', { site: 'us', path: '', locale: 'en-us' }, 'https://us.example.test/en-us'],
    ['an unknown site gives null', { site: 'mars', path: '/', locale: 'en' }, null],
    ['a site without a known origin gives null', { site: 'jp', path: '/', locale: 'en-jp' }, null],
  ])('%s', (_label, target, expected) => expect(switchSiteUrl(target, origins)).toBe(expected));
});
