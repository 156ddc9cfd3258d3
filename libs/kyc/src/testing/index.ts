import { ENDPOINTS, EMPTY_COMPLIANCE, type ComplianceCheck, type KycToast, type UserInfo } from '@exchange/api';
import type { SiteContext } from '@exchange/ui';
import { fixtureSiteContext } from '@exchange/ui/testing';

/** The site context of a logged-in user on the main site in English. */
export const kycSiteContext: SiteContext = { ...fixtureSiteContext, user: { isLoggedIn: true, uid: '1001', nickname: 'kyc-user' } };

/** KYC toast (spec 01 §3) of a user who should see the upgrade notice. */
export const upgradeNoticeToast: KycToast = {
  is_risk_user: false,
  show_kyc_upgrade_notice: true,
  risk_user_guide_frequency: 0,
  risk_user_guide_cookie_key: '',
};

/** KYC toast of a risk user whose guide shows once a day. */
export const riskUserToast: KycToast = {
  is_risk_user: true,
  show_kyc_upgrade_notice: true,
  risk_user_guide_frequency: 24,
  risk_user_guide_cookie_key: 'risk_user_guide_20240601',
};

/** The compliance check answer carrying this KYC toast. */
export const complianceWithKycToast = (toast: KycToast): ComplianceCheck => ({
  ...EMPTY_COMPLIANCE,
  toast: { ...EMPTY_COMPLIANCE.toast, kyc_toast: toast },
});

/** A known user (uid set) with the given fields; level 1 (verified 2) by default. */
export const kycUser = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  ...ENDPOINTS.userInfo.fallback,
  uid: '1001',
  verified: 2,
  ...overrides,
});

/** User-info prompt fields (spec 02 §3) of a risk user. */
export const riskUserGuide = {
  risk_user_guide_msg: 'We noticed unusual activity on your account. Please complete identity verification to keep using all features.',
  risk_user_guide_be_closed: true,
  risk_user_guide_url: '/help/risk-guide',
} satisfies Partial<UserInfo>;
