export {
  INVITE_CODE_CHANNEL_ONLY,
  REFERRAL_COOKIE,
  REFERRAL_COOKIE_CHANGED_EVENT,
  REFERRAL_COOKIE_MAX_AGE,
  decideReferralCookies,
  readReferralQuery,
} from './lib/rules/referral-cookies';
export type {
  QueryInput,
  ReferralCookieDecision,
  ReferralCookieInput,
  ReferralCookieName,
  ReferralCookieWrite,
  ReferralQuery,
  VerifyInviteInput,
} from './lib/rules/referral-cookies';
export { AGENCY_TYPE, agencyType } from './lib/rules/agency-type';
export type { AgencyType, RebateUserInfo } from './lib/rules/agency-type';
export { GROWTH_TAB_CHANNEL, GROWTH_TAB_PATHS, activeGrowthTab, growthTabHref, growthTabs } from './lib/rules/growth-tabs';
export type { GrowthTab, GrowthTabKey, GrowthTabsInput, MainGrowthTab } from './lib/rules/growth-tabs';
export { applyReferralCookies, readCookies, syncReferralCookies } from './lib/browser/referral-cookie-adapter';
export type {
  ApplyReferralCookiesOptions,
  ReferralCookieChangedDetail,
  SyncReferralCookiesInput,
} from './lib/browser/referral-cookie-adapter';
export { GrowthTabs } from './lib/components/growth-tabs/growth-tabs';
export type { GrowthTabsProps } from './lib/components/growth-tabs/growth-tabs';
export { referralMessages } from './lib/messages';
