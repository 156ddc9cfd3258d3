import { homePromoCards, isPromotionHomePath } from './home-promotions';

describe('isPromotionHomePath (spec 03 §7 position index / vip_index: the home page; decision 1310)', () => {
  it.each<[string | null, boolean]>([
    ['/', true],
    ['', true],
    ['/?ref=1', true],
    ['/trade/BTC_USDT', false],
    ['/vip', false],
    ['//', false],
    [null, false],
  ])('%p → %p', (path, expected) => expect(isPromotionHomePath(path)).toBe(expected));
});

describe('homePromoCards (spec 03 §2 sign-up and app-download promo cards)', () => {
  it.each<[string, boolean, boolean, { signup: boolean; appDownload: boolean }]>([
    ['visitor: both cards', false, false, { signup: true, appDownload: true }],
    ['logged-in user: no sign-up card', true, false, { signup: false, appDownload: true }],
    ['app download hidden (site or session switch)', false, true, { signup: true, appDownload: false }],
    ['logged in and app download hidden: none', true, true, { signup: false, appDownload: false }],
  ])('%s', (_label, isLoggedIn, hiddenAppDownload, expected) =>
    expect(homePromoCards({ isLoggedIn, hiddenAppDownload })).toEqual(expected),
  );
});
