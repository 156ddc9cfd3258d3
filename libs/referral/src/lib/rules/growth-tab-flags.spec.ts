import type { AgencyType } from './agency-type';
import { growthTabFlags } from './growth-tab-flags';

describe('growthTabFlags (spec 02 §2 optional tabs, spec 03 §6 agency types; decision 1400)', () => {
  it.each<[AgencyType | null, boolean, boolean]>([
    ['normal', false, false],
    ['affiliate', true, false],
    ['agentsDirect', true, false],
    ['partner', false, true],
    ['partnerDirect', false, true],
    [null, false, false],
  ])('%s → affiliate %p, broker %p', (agency, showAffiliate, showBroker) =>
    expect(growthTabFlags(agency)).toEqual({ showAffiliate, showBroker }),
  );
});
