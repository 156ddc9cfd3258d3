import { matchAccountPage } from './account-pages';

describe('matchAccountPage', () => {
  it.each([
    [['kyc_home'], 'kyc_home', {}],
    [['kyc2'], 'kyc2', {}],
    [['deposit', 'USDT'], 'deposit/:currency', { currency: 'USDT' }],
    [['deposit', 'btc'], 'deposit/:currency', { currency: 'BTC' }],
    [['deposit'], 'deposit/:currency', { currency: 'USDT' }],
    [['withdraw', 'USDT'], 'withdraw/:currency', { currency: 'USDT' }],
    [['deposit_gatecode'], 'deposit_gatecode', {}],
    [['tickets'], 'tickets', {}],
    [['profile', 'coupon_center'], 'profile/coupon_center', {}],
  ])('%j → %s', (slug, pattern, params) => {
    const match = matchAccountPage(slug);
    expect(match?.page.pattern).toBe(pattern);
    expect(match?.params).toEqual(params);
  });

  it.each([[['nope']], [['deposit', '<script>']], [['kyc_home', 'extra']], [[]]])('%j is not a page', (slug) => {
    expect(matchAccountPage(slug)).toBeNull();
  });
});
