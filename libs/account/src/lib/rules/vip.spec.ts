import type { VipTier } from '@exchange/api';
import { VIP_BADGE_SIZE, isVipTrial, vipBadgeLevel, vipBadgeSrc } from './vip';

const tier = (holding: number, trial: number): VipTier => ({ tier: holding, trial: { tier: trial }, expire_time: 0 });

describe('isVipTrial (spec 01 §4: main site, logged in, tier above 0)', () => {
  it.each([
    ['main', true, 2, true],
    ['main', true, 0, false],
    ['main', false, 2, false],
    ['eu', true, 2, false],
    ['us', true, 5, false],
  ])('site %s, logged in %s, trial tier %d → %s', (site, isLoggedIn, trialTier, expected) =>
    expect(isVipTrial({ site, isLoggedIn, trialTier })).toBe(expected),
  );
});

describe('vipBadgeLevel (spec 02 §9: one image per level)', () => {
  it.each<[string, VipTier, boolean, number]>([
    ['no tier', tier(0, 0), false, 0],
    ['fallback after a failure (trial tier 0)', tier(0, 0), true, 0],
    ['holding 3', tier(3, 0), false, 3],
    ['holding 3, trial 2 applies', tier(3, 2), true, 3],
    ['holding 1, trial 5 applies', tier(1, 5), true, 5],
    ['holding 1, trial 5 does not apply (not main)', tier(1, 5), false, 1],
    ['above the highest image', tier(40, 0), false, 16],
    ['negative', tier(-1, 0), false, 0],
  ])('%s → %d', (_name, value, trial, expected) => expect(vipBadgeLevel(value, trial)).toBe(expected));

  it('the image of a level and the default size', () => {
    expect(vipBadgeSrc(3)).toBe('/static/vip/vip-3.svg');
    expect(VIP_BADGE_SIZE).toBe(16);
  });
});
