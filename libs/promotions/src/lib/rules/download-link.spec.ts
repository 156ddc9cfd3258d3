import type { DownloadLinks } from '@exchange/api';
import { downloadLinkFor, downloadLinksPage } from './download-link';

const entry = (c: string) => ({ c, china_apk: `${c}/cn.apk`, overseas_apk: `${c}/global.apk` });
const links: DownloadLinks = {
  home: { h5: entry('/mobileapp?from=home-h5'), web: entry('https://apps.example-exchange.test/home') },
  mobileapp: { web: entry('/mobileapp?from=mobileapp') },
  trade: { h5: entry('javascript:alert(1)') },
  price: { h5: entry('//evil.test/app') },
  // Issue 26: these escaped the old check in Chromium; the one safe-URL check refuses them (decision 1710).
  futures: { web: entry('/\t/evil.example') },
  markets: { web: entry('https://localhost@evil.example') },
  fees: { web: entry('http://apps.example-exchange.test/home') },
};

describe('downloadLinksPage (decision 1151)', () => {
  it.each<[string, string]>([
    ['/', 'home'],
    ['', 'home'],
    ['/mobileapp', 'mobileapp'],
    ['/trade/BTC_USDT?x=1', 'trade'],
  ])('%s → %s', (path, expected) => expect(downloadLinksPage(path)).toBe(expected));
});

describe('downloadLinkFor (spec 01 §3 download links: per page, h5 and web entries with c, china_apk, overseas_apk)', () => {
  it.each<[string, DownloadLinks | null | undefined, string, 'h5' | 'web', string | null]>([
    ['home on a phone', links, 'home', 'h5', '/mobileapp?from=home-h5'],
    ['home on the web (https)', links, 'home', 'web', 'https://apps.example-exchange.test/home'],
    ['a page with its own entry', links, 'mobileapp', 'web', '/mobileapp?from=mobileapp'],
    ['a page without an entry uses home’s', links, 'futures', 'h5', '/mobileapp?from=home-h5'],
    ['a page whose entry lacks the device uses home’s', links, 'mobileapp', 'h5', '/mobileapp?from=home-h5'],
    ['javascript: is refused', links, 'trade', 'h5', null],
    ['protocol-relative is refused', links, 'price', 'h5', null],
    ['a tab between slashes is refused (issue 26)', links, 'futures', 'web', null],
    ['userinfo before another host is refused (issue 26)', links, 'markets', 'web', null],
    ['plain http is refused', links, 'fees', 'web', null],
    [
      'https on a host outside the allowed origins is refused (issue 26 item 6)',
      { home: { web: entry('https://evil.example/app') } },
      'home',
      'web',
      null,
    ],
    ['the fallback {} (failed fetch)', {}, 'home', 'h5', null],
    ['no answer yet', undefined, 'home', 'h5', null],
  ])('%s', (_label, data, page, device, expected) =>
    expect(downloadLinkFor(data, page, device, ['https://apps.example-exchange.test'])).toBe(expected),
  );
});
