import { buildAccount, definePersona, vipPopupPlan } from './persona';

export const userKyc2 = definePersona({
  name: 'user-kyc2',
  description: 'Logged-in user with KYC level 2 and no restrictions: the quiet baseline, no notices.',
  account: buildAccount('10001', 'kyc2-user'),
});

export const userKyc0 = definePersona({
  name: 'user-kyc0',
  description: 'Logged-in user with KYC level 0: sticky KYC tip bar and verification prompts.',
  account: buildAccount('10002', 'kyc0-user', { userInfo: { verified: 0 } }),
});

export const riskUser = definePersona({
  name: 'risk-user',
  description: 'Risk user: the "Dear User" risk modal every time (risk_user_guide_frequency 0), ahead of any KYC upgrade notice.',
  account: buildAccount('10003', 'risk-user', {
    userInfo: {
      is_risk_user: true,
      risk_user_guide_msg: 'Your account needs additional verification.',
      risk_user_guide_url: '/myaccount/kyc_home',
    },
  }),
  compliance: {
    toast: { kyc_toast: { is_risk_user: true, risk_user_guide_frequency: 0, risk_user_guide_cookie_key: 'sandbox_risk_guide' } },
  },
});

export const kycUpgrade = definePersona({
  name: 'kyc-upgrade',
  description: 'KYC level 1 user asked to upgrade: the KYC upgrade notice once per 12 hours.',
  account: buildAccount('10004', 'kyc1-user', { userInfo: { verified: 2, show_kyc_upgrade_notice: true } }),
  compliance: { toast: { kyc_toast: { show_kyc_upgrade_notice: true } } },
});

export const subAccount = definePersona({
  name: 'sub-account',
  description: 'Managed sub-account (type 4, sub_type 7 asset management): sub-account flags and chat flag.',
  account: buildAccount('20002', 'managed-sub', {
    userInfo: { is_sub: true },
    subUserType: { type: 4, sub_type: 7 },
  }),
});

export const vip = definePersona({
  name: 'vip',
  description: 'VIP 3 holder on a VIP trial (trial tier 2): VIP badge, trial flag and the VIP page popup (VIP_UPGRADED).',
  account: buildAccount('10005', 'vip-user', {
    userInfo: { tier: 3 },
    vip: { trial: { tier: 2 }, tier: 3, expire_time: 1893456000 },
    userTier: 3,
    rebate: { kol_code: 'VIPKOL', encrypted_uid: 'enc-10005', agency_type: 1 },
  }),
  marketing: { vipPopup: vipPopupPlan(3, 'VIP_UPGRADED') },
});
