import type { SiteKey } from '@exchange/site-config';

/**
 * Input types of the compliance rules. They mirror the spec's field names (01 §3, 02 §3, 03 §3) and
 * are deliberately wide (every field optional and nullable, flags as boolean | number | string) so the
 * api's zod-inferred types are structurally assignable to them. Rules read them through the helpers in
 * `values.ts`, which never throw.
 */

/** A site key (`SiteKey` of @exchange/site-config); other strings are tolerated and get the documented fallback. */
export type SiteKeyLike = SiteKey | (string & Record<never, never>);

/** A server flag: true, 1, '1' and 'true' mean on; anything else means off. */
export type ServerFlag = boolean | number | string | null | undefined;

export interface TextLink {
  key?: string | null;
  link?: string | null;
}

/** 01 §3 "Compliance check" → limit. */
export interface ComplianceLimit {
  is_uk_limit?: ServerFlag;
  is_nl_limit?: ServerFlag;
  is_italy_limit?: ServerFlag;
  is_show_compliance_tips?: ServerFlag;
  is_blocked_country?: ServerFlag;
  limit_country?: string | number | null;
  brazil_toast?: ServerFlag;
  ltw_toast?: ServerFlag;
  is_uzbekistan_toast?: ServerFlag;
  is_us_toast?: ServerFlag;
  is_main?: ServerFlag;
  is_uk_ip?: ServerFlag;
  is_au_ip?: ServerFlag;
  is_jp_toast?: ServerFlag;
  is_ae_toast?: ServerFlag;
  is_eu_toast?: ServerFlag;
}

/** 01 §3 "KYC toast" (read by the KYC library; carried here so the check's shape is complete). */
export interface KycToast {
  show_kyc_upgrade_notice?: ServerFlag;
  is_risk_user?: ServerFlag;
  risk_user_guide_frequency?: number | string | null;
  risk_user_guide_cookie_key?: string | null;
}

/** 01 §3 "Compliance check" → toast. */
export interface ComplianceToast {
  is_hk_user?: ServerFlag;
  is_withdraw_only_user?: ServerFlag;
  limit_country_user_status?: number | string | null;
  kyc_toast?: KycToast | null;
}

/** 02 §3 "Compliance tip". */
export interface ComplianceTip {
  enable?: ServerFlag;
  /** Any of register, home, login. */
  path?: ReadonlyArray<string> | null;
  options?: { maxCount?: number | string | null } | null;
  title?: string | null;
  content?: string | null;
  text_link?: ReadonlyArray<TextLink> | null;
  ok_button?: string | null;
  ok_button_router?: string | null;
}

/** 01 §3 "Business compliance item" / 02 §3 "Business compliance message". */
export interface BusinessComplianceItem {
  content?: string | null;
  title?: string | null;
  ok_button?: string | null;
  cancel_button?: string | null;
  ok_button_router?: string | null;
  text_link?: ReadonlyArray<TextLink> | null;
  no_close_button?: ServerFlag;
  type?: string | number | null;
}

/** 03 §3 "Business compliance reminder" (the 24-hour cooling-down reminder), in the check's `business.reminder` (decision 0310). */
export interface BusinessComplianceReminder {
  content?: string | null;
  ok_button?: string | null;
  cancel_button?: string | null;
  ok_button_router?: string | null;
  /** When the user's cooling-down period ends (Unix seconds; milliseconds accepted); 0 or missing: not sent. */
  end_time?: number | string | null;
}

/** 01 §3 "Compliance check" → business: the top notice's item fields plus the cooling-down reminder. */
export interface ComplianceBusiness extends BusinessComplianceItem {
  reminder?: BusinessComplianceReminder | null;
}

/** 01 §3 "Compliance check" (03 §3 "Menu-config response"). */
export interface ComplianceCheck {
  /** Feature codes restricted for this user (see FEATURE_ROUTES). */
  menu?: ReadonlyArray<string | number> | null;
  business?: ComplianceBusiness | ReadonlyArray<BusinessComplianceItem> | null;
  limit?: ComplianceLimit | null;
  toast?: ComplianceToast | null;
  tips?: ComplianceTip | null;
}

/** Where a dismissal is remembered. */
export type StorageArea = 'local' | 'session' | 'cookie';

/** Raw stored values, as read from each storage area (strings, never parsed by the caller). */
export interface StoredValues {
  local?: Readonly<Record<string, string | null | undefined>>;
  session?: Readonly<Record<string, string | null | undefined>>;
  cookie?: Readonly<Record<string, string | null | undefined>>;
}

/** What to store, where and for how long. `ttlMs: null` means "for the life of that storage area". */
export interface StorageWrite {
  storageKey: string;
  value: string;
  ttlMs: number | null;
  storage: StorageArea;
}

/** The user facts the compliance rules read (01 §3 "User info"). */
export interface ComplianceUser {
  isLogin?: boolean | null;
  uid?: string | number | null;
  country?: string | number | null;
  verified?: number | string | null;
}
