import * as z from 'zod/mini';
import { amount, count, flag, label, num, orDefault, text } from './primitives';

/** Spec 03 §3 "User info default shape" plus the prompt fields of spec 02 §3. */
export const userInfoSchema = z.looseObject({
  uid: label,
  country: count,
  /** The KYC level number (spec 01 §3 "verified"). */
  verified: count,
  is_sub: flag,
  nickname_source: label,
  user_info: orDefault(
    z.looseObject({
      avatar: text,
      birthday: text,
      from_channel: text,
      nft_id: label,
      nick: text,
      nick_en: text,
      sex: label,
      uid: label,
    }),
    { avatar: '', birthday: '', from_channel: '', nft_id: '', nick: '', nick_en: '', sex: '', uid: '' },
  ),
  kyc_status: count,
  tier: count,
  phone: text,
  email: text,
  third_part_login: z.optional(z.unknown()),
  encrypted_uid: text,
  flag: label,
  login2: label,
  is_risk_user: flag,
  show_kyc_upgrade_notice: flag,
  risk_user_guide_msg: text,
  risk_user_guide_be_closed: flag,
  risk_user_guide_url: text,
});
export type UserInfo = z.output<typeof userInfoSchema>;

/** Spec 03 §3 "Total-assets response"; amounts stay text. */
export const totalFundsSchema = z.looseObject({ total_btc: amount, total_usd: amount });
export type TotalFunds = z.output<typeof totalFundsSchema>;

/** Spec 03 §3 "KYC status response". */
export const kycStatusSchema = z.looseObject({ kyc_status: num });
export type KycStatus = z.output<typeof kycStatusSchema>;

/** Spec 01 §3 "VIP tier: trial, holding tier and expire_time". */
export const vipTierSchema = z.looseObject({
  trial: orDefault(z.looseObject({ tier: count }), { tier: 0 }),
  tier: count,
  expire_time: count,
});
export type VipTier = z.output<typeof vipTierSchema>;

/** The `get_user_tier` named endpoint (spec 03 §7). */
export const userTierSchema = z.looseObject({ tier: count });
export type UserTier = z.output<typeof userTierSchema>;

/** Spec 01 §3: 1 one hour, 2 every time, 0 never. */
export const fundPasswordFrequencyValue = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type FundPasswordFrequencyValue = z.output<typeof fundPasswordFrequencyValue>;
export const fundPasswordFrequencySchema = z.looseObject({ frequency: z.pipe(num, fundPasswordFrequencyValue) });
export type FundPasswordFrequency = { frequency: FundPasswordFrequencyValue | null };

/** Spec 03 §3 "Sub-user type": type 1 normal, 4 managed; sub_type 6 bugs, 7 asset management. */
export const subUserTypeSchema = z.looseObject({ type: count, sub_type: count });
export type SubUserType = z.output<typeof subUserTypeSchema>;

/** Spec 03 §3 "Rebate user info"; agency_type 0 normal, 1 affiliate/agent, 2 agents direct, 3 partners, 4 partner direct. */
export const rebateUserInfoSchema = z.looseObject({ kol_code: text, encrypted_uid: text, agency_type: count });
export type RebateUserInfo = z.output<typeof rebateUserInfoSchema>;

/** Sandbox-only login answer (decision 0200). */
export const sessionSchema = z.looseObject({ uid: label, nickname: text });
export type Session = z.output<typeof sessionSchema>;
