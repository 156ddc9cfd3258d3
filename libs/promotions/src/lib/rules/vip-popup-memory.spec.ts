import { VIP_POPUP_SEEN_MAX_AGE_S, parseVipPopupSeen, rememberVipPopup, vipPopupWanted } from './vip-popup-memory';

describe('vipPopupWanted (spec 03 §4 "appears when a plan is returned"; once per plan per 24 h, decision 1310)', () => {
  it.each<[string, string | null, string | null, boolean]>([
    ['a plan, nothing remembered', '204', null, true],
    ['a plan, another plan remembered', '204', '201', true],
    ['the plan already shown', '204', '201,204', false],
    ['the plan already shown (percent-encoded cookie)', '204', '201%2C204', false],
    ['no plan id', '', null, false],
    ['a plan id with unsafe characters', '20;4', null, false],
    ['garbage in the cookie is ignored', '204', '<script>,,', true],
  ])('%s → %p', (_label, planId, seenRaw, expected) => expect(vipPopupWanted({ planId, seenRaw })).toBe(expected));

  it('the memory lasts 24 hours (spec 03 §9 banner closed memory)', () => expect(VIP_POPUP_SEEN_MAX_AGE_S).toBe(86_400));
});

describe('rememberVipPopup', () => {
  it.each<[string, string | null, string, string]>([
    ['first plan', null, '204', '204'],
    ['appended once', '201', '204', '201,204'],
    ['not duplicated, moved to the end', '204,201', '204', '201,204'],
    ['only the newest 10 kept', '1,2,3,4,5,6,7,8,9,10', '11', '2,3,4,5,6,7,8,9,10,11'],
    ['garbage dropped', 'x y,201', '204', '201,204'],
  ])('%s', (_label, seen, planId, expected) => {
    expect(rememberVipPopup(seen, planId)).toBe(expected);
    expect(parseVipPopupSeen(expected)).toContain(planId);
  });
});
