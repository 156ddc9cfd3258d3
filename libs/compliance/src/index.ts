// Rules: pure decisions (spec 01 §4/§8, 02 §4/§5, 03 §4).
export { FEATURE_ROUTES, featureCodeForPath, matchesRoutePattern } from './lib/rules/feature-routes';
export type { FeatureRoute, RoutePattern } from './lib/rules/feature-routes';
export {
  COMMON_LEGAL_PATHS,
  LOGIN_PATH,
  STATE_COMPLIANCE_TIPS_PATH,
  isBlockedCountryExempt,
  isLegalDocumentPath,
  legalDocumentPaths,
} from './lib/rules/legal-documents';
export { legalDocumentHref } from './lib/rules/legal-document-href';
export type { LegalDocumentLink, LocalizeHref } from './lib/rules/legal-document-href';
export { decideComplianceRedirect } from './lib/rules/decide-compliance-redirect';
export type { ComplianceRedirect, ComplianceRedirectContext } from './lib/rules/decide-compliance-redirect';
export {
  MAIN_REGION_FLAG,
  REGIONAL_SITE_ABSENT_FEATURES,
  REGION_SITES,
  REGION_SWITCH_FLAGS,
  REGION_SWITCH_STORAGE_KEY,
  REGION_SWITCH_TTL_MS,
  buildSwitchTarget,
  decideRegionSwitch,
  targetLocale,
} from './lib/rules/region-switch';
export type { RegionSite, RegionSwitchContext, RegionSwitchDecision, SwitchTarget } from './lib/rules/region-switch';
export {
  HK_DIALOG_REPEAT_MS,
  HK_DIALOG_STORAGE_KEY,
  UK_CONSUMER_CUTOFF_MS,
  UZBEKISTAN_DEADLINE_MS,
  UZBEKISTAN_DIALOG_STORAGE_KEY,
  decideHkDialog,
  decideUzbekistanDialog,
} from './lib/rules/timed-notices';
export type { HkDialogDecision, UzbekistanDialogDecision, UzbekistanPhase } from './lib/rules/timed-notices';
export { COMPLIANCE_NOTICE_RANK, COMPLIANCE_PRIORITY, compliancePriority } from './lib/rules/overlay-priority';
export {
  LIMIT_COUNTRY_USER_STATUS,
  TICKETS_PATH,
  decideComplianceOverlays,
  sessionNoticeKey,
} from './lib/rules/decide-compliance-overlays';
export type { ComplianceOverlay, ComplianceOverlayKind, ComplianceOverlaysContext } from './lib/rules/decide-compliance-overlays';
export {
  COMPLIANCE_MODAL_SESSION_KEY,
  COMPLIANCE_TIP_PATHS,
  DEFAULT_MAX_COUNT,
  complianceModalCounterKey,
  countToday,
  decideComplianceModal,
  parseComplianceCounter,
} from './lib/rules/decide-compliance-modal';
export type { ComplianceModalContext, ComplianceModalDecision, ComplianceTipPathKey } from './lib/rules/decide-compliance-modal';
export {
  COOLING_DOWN_PERIOD_MS,
  coolingDownRoute,
  coolingDownStorageKey,
  decideCoolingDownReminder,
  reminderOf,
} from './lib/rules/decide-cooling-down-reminder';
export type { CoolingDownContext, CoolingDownDecision, CoolingDownHideReason } from './lib/rules/decide-cooling-down-reminder';
export { complianceStorageKeys } from './lib/rules/storage-keys';
export type { StorageKeyRef } from './lib/rules/storage-keys';
export {
  BUSINESS_DISMISS_TYPE,
  businessNoticeAction,
  normalizeFooterTips,
  pickBusinessNotice,
  showsCloseButton,
} from './lib/rules/business-compliance';
export type { FooterTipsResponse, NoticeAction } from './lib/rules/business-compliance';
export { isSafeLink, judgeLink } from './lib/rules/safe-link';
export type { LinkSafety } from './lib/rules/safe-link';
export { splitTextWithLinks } from './lib/rules/split-text-with-links';
export type { TextSegment } from './lib/rules/split-text-with-links';
export { SERVER_HTML_WHITELIST, containsHtml, sanitizeServerHtml } from './lib/rules/sanitize-server-html';
export { EU_UPCOMING_FEATURES, isEuUpcomingFeature, linkPath } from './lib/rules/eu-upcoming-feature';
export {
  IP_CHECK_POSTPONE_MS,
  IP_CHECK_TOKEN_EXPIRY_KEY,
  IP_CHECK_TOKEN_KEY,
  IP_CHECK_TOKEN_TTL_MS,
  IP_CHECK_TYPE,
  WEBRTC_TIMEOUT_MS,
  afterVpnTipCancel,
  decideIpCheckOverlay,
  decideIpCheckStep,
  ipCheckPostponeKey,
  ipCheckPostponeWrite,
  ipCheckTokenWrites,
  normalizeIpCheckResponse,
} from './lib/rules/ip-check';
export type { IpCheckOverlay, IpCheckRequest, IpCheckResult, IpCheckStep, IpCheckStepInput } from './lib/rules/ip-check';
export { USER_AGREEMENT_SCENE, decideUserAgreement } from './lib/rules/user-agreement';
export type { UserAgreementDecision, UserAgreementStatusResponse } from './lib/rules/user-agreement';
export {
  DECLARATION_STATUS,
  canConfirmDeclaration,
  isDeclarationSubmitted,
  normalizeDeclarationStatus,
  shouldFetchDeclaration,
  shouldShowDeclaration,
} from './lib/rules/turkey-declaration';
export type { DeclarationStatus } from './lib/rules/turkey-declaration';
export type {
  BusinessComplianceItem,
  BusinessComplianceReminder,
  ComplianceBusiness,
  ComplianceCheck,
  ComplianceLimit,
  ComplianceTip,
  ComplianceToast,
  ComplianceUser,
  KycToast,
  ServerFlag,
  SiteKeyLike,
  StorageArea,
  StorageWrite,
  StoredValues,
  TextLink,
} from './lib/rules/types';

// IP check flow and browser storage (side effects, dependency-injected).
export { DEFAULT_STUN_SERVERS, detectRealIps, extractCandidateIps } from './lib/ip-check/detect-real-ips';
export type { DetectRealIpsOptions, PeerConnectionCtor, PeerConnectionLike } from './lib/ip-check/detect-real-ips';
export { runIpCheck } from './lib/ip-check/run-ip-check';
export type { IpCheckOutcome, IpCheckStorage, RunIpCheckOptions } from './lib/ip-check/run-ip-check';
export { applyStorageWrite, parseCookieHeader, readBrowserStorage } from './lib/storage/browser-storage';
export type { BrowserStorageEnv } from './lib/storage/browser-storage';

// Components.
export { ComplianceDialog } from './lib/components/compliance-dialog/compliance-dialog';
export type { ComplianceDialogAction, ComplianceDialogProps } from './lib/components/compliance-dialog/compliance-dialog';
export { ComplianceOverlays } from './lib/components/compliance-overlays/compliance-overlays';
export type { ComplianceOverlaysProps } from './lib/components/compliance-overlays/compliance-overlays';
export { RegionSwitchPrompt } from './lib/components/region-switch-prompt/region-switch-prompt';
export type { RegionSwitchPromptProps } from './lib/components/region-switch-prompt/region-switch-prompt';
export { ComplianceNoticeDialog } from './lib/components/compliance-notice-dialog/compliance-notice-dialog';
export type { ComplianceNotice, ComplianceNoticeDialogProps } from './lib/components/compliance-notice-dialog/compliance-notice-dialog';
export { ComplianceTipsModal } from './lib/components/compliance-tips-modal/compliance-tips-modal';
export type { ComplianceTipsModalProps } from './lib/components/compliance-tips-modal/compliance-tips-modal';
export { BusinessComplianceNotice } from './lib/components/business-compliance-notice/business-compliance-notice';
export type { BusinessComplianceNoticeProps } from './lib/components/business-compliance-notice/business-compliance-notice';
export { FooterTips } from './lib/components/footer-tips/footer-tips';
export type { FooterTipsProps } from './lib/components/footer-tips/footer-tips';
export { SafeServerText } from './lib/components/safe-server-text/safe-server-text';
export type { SafeServerTextProps } from './lib/components/safe-server-text/safe-server-text';
export { UserAgreementModal } from './lib/components/user-agreement-modal/user-agreement-modal';
export type { UserAgreementModalProps } from './lib/components/user-agreement-modal/user-agreement-modal';
export { TurkeyDeclarationModal } from './lib/components/turkey-declaration-modal/turkey-declaration-modal';
export type { TurkeyDeclarationModalProps } from './lib/components/turkey-declaration-modal/turkey-declaration-modal';
export { CoolingDownReminder } from './lib/components/cooling-down-reminder/cooling-down-reminder';
export type { CoolingDownReminderProps } from './lib/components/cooling-down-reminder/cooling-down-reminder';
export { IpCheckModals, KYC_HOME_PATH } from './lib/components/ip-check-modals/ip-check-modals';
export type { IpCheckModalsProps } from './lib/components/ip-check-modals/ip-check-modals';
export { EuUpcomingFeatureModal } from './lib/components/eu-upcoming-feature-modal/eu-upcoming-feature-modal';
export type { EuUpcomingFeatureModalProps } from './lib/components/eu-upcoming-feature-modal/eu-upcoming-feature-modal';
export { StateComplianceTips } from './lib/components/state-compliance-tips/state-compliance-tips';
export type { StateComplianceTipsProps } from './lib/components/state-compliance-tips/state-compliance-tips';
