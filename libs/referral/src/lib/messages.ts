import { defineMessages } from 'react-intl';

/** Growth tab labels (spec 02 §2 names the tabs; the wording is ours). */
export const referralMessages = defineMessages({
  growthTabsLabel: { id: 'referral.growthTabs.label', defaultMessage: 'Growth' },
  growthTabsRewards: { id: 'referral.growthTabs.rewards', defaultMessage: 'Rewards Hub' },
  growthTabsCompetition: { id: 'referral.growthTabs.competition', defaultMessage: 'Competition' },
  growthTabsReferral: { id: 'referral.growthTabs.referral', defaultMessage: 'Referral' },
  growthTabsAffiliate: { id: 'referral.growthTabs.affiliate', defaultMessage: 'Affiliate' },
  growthTabsBroker: { id: 'referral.growthTabs.broker', defaultMessage: 'Broker' },
});
