import { VIP_POPUP_AUTO_CLOSE_MS, normaliseTargetedPlan, vipPopupAutoCloseMs } from './vip-popup';

describe('vipPopupAutoCloseMs (spec 03 §9: VIP popup auto-close 10 s)', () => {
  const T = 1_717_243_200_000;
  it('is 10 s', () => expect(VIP_POPUP_AUTO_CLOSE_MS).toBe(10_000));
  it.each<[string, number, number, number]>([
    ['just shown', T, T, 10_000],
    ['shown 4 s ago', T, T + 4_000, 6_000],
    ['shown 10 s ago', T, T + 10_000, 0],
    ['shown a minute ago', T, T + 60_000, 0],
    ['clock went backwards', T, T - 5_000, 10_000],
    ['bad shownAt', Number.NaN, T, 10_000],
  ])('%s → %i ms left', (_label, shownAt, now, left) => expect(vipPopupAutoCloseMs({ shownAt, now })).toBe(left));
});

describe('normaliseTargetedPlan (spec 03 §3 targeted popup plan, §7 data.list[0])', () => {
  const plan = {
    plan_id: 42,
    plan_name: 'vip-upgrade',
    title: 'You are now VIP 3',
    content: 'Enjoy lower fees',
    img: '/img/vip.png',
    img_h5: '/img/vip-h5.png',
    url: '/vip',
    position: 'vip_index',
    extras: {
      tier: '3',
      benefit_title: 'Your benefits',
      benefit_1_content: 'Lower fees',
      benefit_1_img: '/b1.png',
      benefit_2_content: 'Priority support',
      benefit_2_img: '/b2.png',
      benefit_3_content: '',
      button_copywriting: 'View benefits',
      vip_popup_type: 'VIP_UPGRADED',
    },
  };

  it('reads data.list[0] with its extras', () => {
    expect(normaliseTargetedPlan({ code: 0, data: { list: [plan, { plan_id: 2 }] } })).toEqual({
      plan_id: '42',
      plan_name: 'vip-upgrade',
      title: 'You are now VIP 3',
      content: 'Enjoy lower fees',
      img: '/img/vip.png',
      img_h5: '/img/vip-h5.png',
      url: '/vip',
      position: 'vip_index',
      extras: {
        tier: '3',
        benefit_title: 'Your benefits',
        benefits: [
          { content: 'Lower fees', img: '/b1.png' },
          { content: 'Priority support', img: '/b2.png' },
        ],
        button_copywriting: 'View benefits',
        vip_popup_type: 'VIP_UPGRADED',
      },
    });
  });

  it('accepts extras as a JSON string and drops an unknown popup type', () => {
    const result = normaliseTargetedPlan({
      data: { list: [{ ...plan, extras: JSON.stringify({ tier: 2, vip_popup_type: 'VIP_GOLD' }) }] },
    });
    expect(result?.extras).toEqual({ tier: '2', benefit_title: '', benefits: [], button_copywriting: '', vip_popup_type: null });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['no data', { code: 0 }],
    ['an empty list', { data: { list: [] } }],
    ['a plan without id', { data: { list: [{ title: 'x' }] } }],
    ['a list that is not an array', { data: { list: 'x' } }],
    ['a string body', 'oops'],
  ])('returns null for %s', (_label, response) => expect(normaliseTargetedPlan(response)).toBeNull());

  it('treats malformed extras JSON as empty', () => {
    expect(normaliseTargetedPlan({ data: { list: [{ plan_id: '1', extras: '{bad' }] } })?.extras.benefits).toEqual([]);
  });
});
