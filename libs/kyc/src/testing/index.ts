import type { KycModalInput } from '../lib/rules/decide-kyc-modal';

export { renderWithAppProviders } from './render';

/** KYC toast fields (spec 01 §3) of a user who should see the upgrade notice. */
export const upgradeNoticeToast: Pick<
  KycModalInput,
  'is_risk_user' | 'show_kyc_upgrade_notice' | 'risk_user_guide_frequency' | 'risk_user_guide_cookie_key'
> = {
  is_risk_user: false,
  show_kyc_upgrade_notice: true,
  risk_user_guide_frequency: 0,
  risk_user_guide_cookie_key: '',
};

/** KYC toast fields of a risk user whose guide shows once a day. */
export const riskUserToast: Pick<
  KycModalInput,
  'is_risk_user' | 'show_kyc_upgrade_notice' | 'risk_user_guide_frequency' | 'risk_user_guide_cookie_key'
> = {
  is_risk_user: true,
  show_kyc_upgrade_notice: true,
  risk_user_guide_frequency: 24,
  risk_user_guide_cookie_key: 'risk_user_guide_20240601',
};

/** User-info prompt fields (spec 02 §3) of a risk user. */
export const riskUserGuide = {
  risk_user_guide_msg: 'We noticed unusual activity on your account. Please complete identity verification to keep using all features.',
  risk_user_guide_be_closed: true,
  risk_user_guide_url: '/help/risk-guide',
};
