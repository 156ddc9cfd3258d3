export { KYC_VERIFIED, kycLevel, isVerified, parseVerified, unfinishedKyc2 } from './lib/rules/kyc-level';
export type { KycLevel, KycVerifiedCode, VerifiedInput } from './lib/rules/kyc-level';
export { KYC_TIP_BAR_HEIGHT, KYC_TIP_BAR_SESSION_KEY, showKycTipBar, kycTipBarHiddenReason } from './lib/rules/show-kyc-tip-bar';
export type { KycTipBarInput, KycTipBarHiddenReason } from './lib/rules/show-kyc-tip-bar';
export {
  DEFAULT_RISK_GUIDE_COOKIE,
  KYC_UPGRADE_NOTICE_COOKIE,
  KYC_UPGRADE_NOTICE_INTERVAL_MS,
  decideKycModal,
  isFlagSet,
  parseGuideFrequencyHours,
} from './lib/rules/decide-kyc-modal';
export type { FlagInput, KycCookieWrite, KycModalDecision, KycModalInput, KycModalKind } from './lib/rules/decide-kyc-modal';
export { IOS_NEW_KYC_ENTRY_MIN_BUILD, KYC2_WEB_PATH, KYC_HOME_PATH, kycUpgradeTarget } from './lib/rules/kyc-upgrade-target';
export type { AppPlatform, KycUpgradeTarget, KycUpgradeTargetInput } from './lib/rules/kyc-upgrade-target';
export { safeHref } from './lib/rules/safe-href';
export { KycTipBar } from './lib/components/kyc-tip-bar/kyc-tip-bar';
export type { KycTipBarEvent, KycTipBarProps } from './lib/components/kyc-tip-bar/kyc-tip-bar';
export { KycNoticeModal, KYC_NOTICE_OVERLAY_ID } from './lib/components/kyc-notice-modal/kyc-notice-modal';
export type { KycNoticeModalProps } from './lib/components/kyc-notice-modal/kyc-notice-modal';
export { kycMessages } from './lib/messages';
