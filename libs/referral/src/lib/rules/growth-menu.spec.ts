import { growthMenuEntries } from './growth-menu';

describe('growthMenuEntries (spec 02 §2 routes, spec 03 §3 hiddenReferral; decision 1400)', () => {
  it.each<[boolean, string[]]>([
    [false, ['/referral', '/rewards_hub']],
    [true, ['/rewards_hub']],
  ])('hiddenReferral %p → %p', (hidden, paths) => expect(growthMenuEntries(hidden).map((e) => e.path)).toEqual(paths));
});
