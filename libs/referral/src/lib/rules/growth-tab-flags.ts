import type { AgencyType } from './agency-type';
import type { GrowthTabsInput } from './growth-tabs';

/**
 * Which optional growth tabs a user sees (spec 02 §2 "affiliate and broker tabs appear per flags"; the flags are
 * ours, decision 1400): affiliates and agents' direct users get the affiliate tab, partners and partners' direct
 * users the broker tab; a normal user or a visitor neither.
 */
export function growthTabFlags(agency: AgencyType | null): GrowthTabsInput {
  return {
    showAffiliate: agency === 'affiliate' || agency === 'agentsDirect',
    showBroker: agency === 'partner' || agency === 'partnerDirect',
  };
}
