// @formatjs/intl, not react-intl: the app's server pages read growthPageMessages, and react-intl's entry is a client module.
import { defineMessages, type MessageDescriptor } from '@formatjs/intl';
import type { GrowthTabKey } from './rules/growth-tabs';

/** Growth tab labels (spec 02 §2 names the tabs; the wording is ours). */
export const referralMessages = defineMessages({
  growthTabsLabel: { id: 'referral.growthTabs.label', defaultMessage: 'Growth' },
  growthTabsRewards: { id: 'referral.growthTabs.rewards', defaultMessage: 'Rewards Hub' },
  growthTabsCompetition: { id: 'referral.growthTabs.competition', defaultMessage: 'Competition' },
  growthTabsReferral: { id: 'referral.growthTabs.referral', defaultMessage: 'Referral' },
  growthTabsAffiliate: { id: 'referral.growthTabs.affiliate', defaultMessage: 'Affiliate' },
  growthTabsBroker: { id: 'referral.growthTabs.broker', defaultMessage: 'Broker' },
});

const growthDescriptors = defineMessages({
  rewardsTitle: { id: 'referral.growth.rewardsTitle', defaultMessage: 'Rewards Hub' },
  rewardsLead: {
    id: 'referral.growth.rewardsLead',
    defaultMessage: 'Invite friends, join competitions and collect your rewards in one place.',
  },
  rewardsInviteTitle: { id: 'referral.growth.rewardsInviteTitle', defaultMessage: 'Invite friends' },
  rewardsInviteBody: {
    id: 'referral.growth.rewardsInviteBody',
    defaultMessage: 'Share your referral link and earn a part of your friends’ trading fees.',
  },
  rewardsCompetitionTitle: { id: 'referral.growth.rewardsCompetitionTitle', defaultMessage: 'Trading competitions' },
  rewardsCompetitionBody: { id: 'referral.growth.rewardsCompetitionBody', defaultMessage: 'Compete with other traders for prize pools.' },
  competitionTitle: { id: 'referral.growth.competitionTitle', defaultMessage: 'Competition Center' },
  competitionLead: { id: 'referral.growth.competitionLead', defaultMessage: 'Trading competitions with prize pools.' },
  competitionEmpty: { id: 'referral.growth.competitionEmpty', defaultMessage: 'No competition is running right now. Check back soon.' },
  referralTitle: { id: 'referral.growth.referralTitle', defaultMessage: 'Referral' },
  referralLead: {
    id: 'referral.growth.referralLead',
    defaultMessage: 'Invite friends with your code and earn rebates on their trading fees.',
  },
  affiliateTitle: { id: 'referral.growth.affiliateTitle', defaultMessage: 'Affiliate programme' },
  affiliateLead: { id: 'referral.growth.affiliateLead', defaultMessage: 'For creators and communities who bring traders to the exchange.' },
  brokerTitle: { id: 'referral.growth.brokerTitle', defaultMessage: 'Broker programme' },
  brokerLead: { id: 'referral.growth.brokerLead', defaultMessage: 'For partners who bring their own clients to the exchange.' },
  programmeMember: { id: 'referral.growth.programmeMember', defaultMessage: 'Your membership in this programme: {agency}' },
  signInPrompt: { id: 'referral.growth.signInPrompt', defaultMessage: 'Log in to see your referral code, your link and your rebates.' },
  signIn: { id: 'referral.growth.signIn', defaultMessage: 'Log in' },
  hiddenOnSite: { id: 'referral.growth.hiddenOnSite', defaultMessage: 'The referral programme is not offered on this site.' },
  codeLabel: { id: 'referral.overview.codeLabel', defaultMessage: 'Your referral code' },
  linkLabel: { id: 'referral.overview.linkLabel', defaultMessage: 'Your referral link' },
  noCode: { id: 'referral.overview.noCode', defaultMessage: 'Your referral code is not available right now. Please try again later.' },
  copyLink: { id: 'referral.overview.copyLink', defaultMessage: 'Copy link' },
  copyCode: { id: 'referral.overview.copyCode', defaultMessage: 'Copy code' },
  copied: { id: 'referral.overview.copied', defaultMessage: 'Copied' },
  copyFailed: { id: 'referral.overview.copyFailed', defaultMessage: 'Could not copy. Select the text and copy it yourself.' },
  shareLink: { id: 'referral.overview.shareLink', defaultMessage: 'Share my link' },
  rebateTitle: { id: 'referral.overview.rebateTitle', defaultMessage: 'Rebate info' },
  agencyTypeLabel: { id: 'referral.overview.agencyTypeLabel', defaultMessage: 'Account type' },
  loading: { id: 'referral.overview.loading', defaultMessage: 'Loading your referral info…' },
  agencyNormal: { id: 'referral.agency.normal', defaultMessage: 'Regular user' },
  agencyAffiliate: { id: 'referral.agency.affiliate', defaultMessage: 'Affiliate (agent)' },
  agencyAgentsDirect: { id: 'referral.agency.agentsDirect', defaultMessage: 'Agent’s direct user' },
  agencyPartner: { id: 'referral.agency.partner', defaultMessage: 'Partner' },
  agencyPartnerDirect: { id: 'referral.agency.partnerDirect', defaultMessage: 'Partner’s direct user' },
  agencyNormalInfo: {
    id: 'referral.agency.normalInfo',
    defaultMessage: 'You earn a rebate on the trading fees of friends who sign up with your code.',
  },
  agencyAffiliateInfo: {
    id: 'referral.agency.affiliateInfo',
    defaultMessage: 'Affiliate rebates apply to every user who signs up with your code; see the affiliate tab.',
  },
  agencyAgentsDirectInfo: {
    id: 'referral.agency.agentsDirectInfo',
    defaultMessage: 'You joined through an agent; your referrals follow the agent’s rebate terms.',
  },
  agencyPartnerInfo: {
    id: 'referral.agency.partnerInfo',
    defaultMessage: 'Partner rebates apply to your clients’ trading; see the broker tab.',
  },
  agencyPartnerDirectInfo: {
    id: 'referral.agency.partnerDirectInfo',
    defaultMessage: 'You joined through a partner; your referrals follow the partner’s rebate terms.',
  },
  shareTitle: { id: 'referral.share.title', defaultMessage: 'Share' },
  shareCardTitle: { id: 'referral.share.cardTitle', defaultMessage: 'Join me and trade crypto' },
  shareRendering: { id: 'referral.share.rendering', defaultMessage: 'Creating your share image…' },
  shareImageAlt: { id: 'referral.share.imageAlt', defaultMessage: 'Share image: {cardTitle}, {cardHighlight}' },
  shareFailed: { id: 'referral.share.failed', defaultMessage: 'The share image could not be created. You can still copy the link.' },
  shareTimedOut: {
    id: 'referral.share.timedOut',
    defaultMessage: 'Creating the share image took too long (over 10 seconds). You can still copy the link.',
  },
  shareRetry: { id: 'referral.share.retry', defaultMessage: 'Try again' },
  shareDownload: { id: 'referral.share.download', defaultMessage: 'Download image' },
  shareNative: { id: 'referral.share.native', defaultMessage: 'Share in the app' },
  close: { id: 'referral.share.close', defaultMessage: 'Close' },
  growthCta: { id: 'referral.growth.cta', defaultMessage: 'Open' },
  positionCardTitle: { id: 'referral.sharePosition.cardTitle', defaultMessage: '{symbol} perpetual' },
  positionLabel: { id: 'referral.sharePosition.position', defaultMessage: 'Position' },
  positionLong: { id: 'referral.sharePosition.long', defaultMessage: 'Long {leverage}' },
  positionShort: { id: 'referral.sharePosition.short', defaultMessage: 'Short {leverage}' },
  positionLeverage: { id: 'referral.sharePosition.leverage', defaultMessage: '{leverage}x' },
  positionCross: { id: 'referral.sharePosition.cross', defaultMessage: 'Cross' },
  positionEntry: { id: 'referral.sharePosition.entry', defaultMessage: 'Entry price' },
  positionMark: { id: 'referral.sharePosition.mark', defaultMessage: 'Mark price' },
  positionCode: { id: 'referral.sharePosition.code', defaultMessage: 'Referral code' },
});

/** The growth pages (issue 12 item 4): titles, the referral overview, the share modal and the other tabs' content. */
export const growthMessages: { readonly [K in keyof typeof growthDescriptors]: MessageDescriptor } = growthDescriptors;

/** Each growth page's heading and lead (also its search title and description). */
export const growthPageMessages: Readonly<Record<GrowthTabKey, { title: MessageDescriptor; lead: MessageDescriptor }>> = {
  rewards: { title: growthMessages.rewardsTitle, lead: growthMessages.rewardsLead },
  competition: { title: growthMessages.competitionTitle, lead: growthMessages.competitionLead },
  referral: { title: growthMessages.referralTitle, lead: growthMessages.referralLead },
  affiliate: { title: growthMessages.affiliateTitle, lead: growthMessages.affiliateLead },
  broker: { title: growthMessages.brokerTitle, lead: growthMessages.brokerLead },
};
