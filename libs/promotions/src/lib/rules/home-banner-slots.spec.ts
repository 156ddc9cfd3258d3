import type { AlphaUserPlans, TargetedPlan } from '@exchange/api';
import { ALPHA_BANNER_CLOSED_MS } from './alpha-banner';
import { homeBannerSlots } from './home-banner-slots';

const NOW = 1_760_000_000_000;
const PLAN: TargetedPlan = {
  plan_id: '101',
  plan_name: 'p',
  title: 'Trade BTC',
  content: '',
  img: '',
  img_h5: '',
  url: '/trade/BTC_USDT',
  position: 'index',
  extras: null,
};
const CARD = { id: '1', title: 'PEPE', url: '/alpha/PEPE', img: '', img_v2: '', sort: 1, plan_name: 'a', data_type: '1' };
const ALPHA: AlphaUserPlans = { card: [CARD], currency: 'USD' };
const NO_ALPHA: AlphaUserPlans = { card: [], currency: '' };

describe('homeBannerSlots (spec 03 §4 decided on the server, decision 1820)', () => {
  it.each([
    ['a plan and alpha cards: both slots', PLAN, ALPHA, null, true, { banner: true, alpha: true }],
    ['no plan (data.list[0] missing): no banner slot', null, ALPHA, null, true, { banner: false, alpha: true }],
    ['a plan without plan_id is no plan', { ...PLAN, plan_id: '' }, ALPHA, null, true, { banner: false, alpha: true }],
    ['no alpha cards: no alpha slot', PLAN, NO_ALPHA, null, true, { banner: true, alpha: false }],
    ['alpha closed 1 h ago (24 h memory): no alpha slot', PLAN, ALPHA, String(NOW - 3_600_000), true, { banner: true, alpha: false }],
    ['alpha closed exactly 24 h ago: shown again', PLAN, ALPHA, String(NOW - ALPHA_BANNER_CLOSED_MS), true, { banner: true, alpha: true }],
    ['a malformed close time is ignored', PLAN, ALPHA, 'soon', true, { banner: true, alpha: true }],
    ['native app too old for alpha: no alpha slot', PLAN, ALPHA, null, false, { banner: true, alpha: false }],
  ] as const)('%s', (_label, plan, alpha, closedAt, allowed, expected) => {
    expect(homeBannerSlots({ plan, alpha, alphaClosedAt: closedAt, alphaAllowed: allowed, now: NOW })).toEqual(expected);
  });
});
