import * as z from 'zod/mini';
import { count, flag, label, list, num, orDefault, text } from './primitives';

/** `{ key, link }` of compliance texts (spec 01 §3, spec 02 §3). */
export const textLinkSchema = z.looseObject({ key: text, link: text });
export type TextLink = z.output<typeof textLinkSchema>;

/** Spec 01 §3 "Compliance check" limit flags. */
export const complianceLimitSchema = z.looseObject({
  is_uk_limit: flag,
  is_nl_limit: flag,
  is_italy_limit: flag,
  is_show_compliance_tips: flag,
  is_blocked_country: flag,
  limit_country: label,
  brazil_toast: flag,
  ltw_toast: flag,
  is_uzbekistan_toast: flag,
  is_us_toast: flag,
  is_main: flag,
  is_uk_ip: flag,
  is_au_ip: flag,
  is_jp_toast: flag,
  is_ae_toast: flag,
  is_eu_toast: flag,
});
export type ComplianceLimit = z.output<typeof complianceLimitSchema>;

/** Spec 01 §3 "KYC toast". */
export const kycToastSchema = z.looseObject({
  show_kyc_upgrade_notice: flag,
  is_risk_user: flag,
  /** 0 means every time; otherwise a cookie lasts that many hours (spec 01 §4). */
  risk_user_guide_frequency: count,
  risk_user_guide_cookie_key: text,
});
export type KycToast = z.output<typeof kycToastSchema>;

const EMPTY_KYC_TOAST: KycToast = {
  show_kyc_upgrade_notice: false,
  is_risk_user: false,
  risk_user_guide_frequency: 0,
  risk_user_guide_cookie_key: '',
};

export const complianceToastSchema = z.looseObject({
  is_hk_user: flag,
  is_withdraw_only_user: flag,
  limit_country_user_status: count,
  kyc_toast: orDefault(kycToastSchema, EMPTY_KYC_TOAST),
});
export type ComplianceToast = z.output<typeof complianceToastSchema>;

/** Spec 02 §3 "Compliance tip"; path holds any of register, home, login. */
export const complianceTipsSchema = z.looseObject({
  enable: flag,
  path: list(z.string()),
  options: orDefault(z.looseObject({ maxCount: count }), { maxCount: 0 }),
  title: text,
  content: text,
  text_link: list(textLinkSchema),
  ok_button: text,
  ok_button_router: text,
});
export type ComplianceTips = z.output<typeof complianceTipsSchema>;

export const EMPTY_LIMIT: ComplianceLimit = complianceLimitSchema.parse({});
export const EMPTY_TOAST: ComplianceToast = complianceToastSchema.parse({});
export const EMPTY_TIPS: ComplianceTips = complianceTipsSchema.parse({});

/**
 * Spec 03 §3 "Business compliance reminder" (content, ok_button, cancel_button, ok_button_router): the 24-hour
 * cooling-down reminder, carried by the compliance check's `business.reminder` (decision 0310). `end_time`
 * (Unix seconds) is when the user's cooling-down period ends; 0 or missing means "not sent".
 */
export const coolingDownReminderSchema = z.looseObject({
  content: text,
  ok_button: text,
  cancel_button: text,
  ok_button_router: text,
  end_time: count,
});
export type CoolingDownReminder = z.output<typeof coolingDownReminderSchema>;

/** Spec 01 §3 "Business compliance item" (footer tips) and spec 02 §3 "Business compliance message". */
export const businessComplianceItemSchema = z.looseObject({
  content: text,
  title: text,
  ok_button: text,
  cancel_button: text,
  ok_button_router: text,
  text_link: list(textLinkSchema),
  no_close_button: flag,
  type: label,
});
export type BusinessComplianceItem = z.output<typeof businessComplianceItemSchema>;

/**
 * Spec 01 §3 "Compliance check" → business: the business-compliance top notice's fields (spec 02 §4, any shape
 * kept) plus the cooling-down `reminder`. A malformed reminder is dropped (no reminder), never the whole check.
 * `notice` is the same object read as a business-compliance item (null when it does not have that shape), so the
 * page reads the notice without parsing it again (decision 1950: no schema code in a page's first load).
 */
export const complianceBusinessSchema = z.pipe(
  z.looseObject({
    reminder: z.catch(z.nullish(coolingDownReminderSchema), null),
  }),
  z.transform((business) => {
    const notice = z.safeParse(businessComplianceItemSchema, business);
    const read: typeof business & { notice?: BusinessComplianceItem | null } = { ...business, notice: notice.success ? notice.data : null };
    return read;
  }),
);
export type ComplianceBusiness = z.output<typeof complianceBusinessSchema>;

/**
 * Spec 01 §3 "Compliance check" and spec 03 §3 "Menu-config response": menu (feature codes), business,
 * limit, toast, tips. Menu codes may come as numbers; they are kept as text.
 */
export const complianceCheckSchema = z.looseObject({
  menu: list(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  business: orDefault(complianceBusinessSchema, {}),
  limit: orDefault(complianceLimitSchema, EMPTY_LIMIT),
  toast: orDefault(complianceToastSchema, EMPTY_TOAST),
  tips: orDefault(complianceTipsSchema, EMPTY_TIPS),
});
export type ComplianceCheck = z.output<typeof complianceCheckSchema>;

/** Spec 03 §3 "Declaration status": 1 need sign, 2 signed. */
export const declarationStatusSchema = z.looseObject({ status: z.pipe(num, z.union([z.literal(1), z.literal(2)])) });
export type DeclarationStatus = z.output<typeof declarationStatusSchema>;

/** Spec 03 §3 "User agreement status": status 1 means show. */
export const agreementStatusSchema = z.looseObject({ status: count, content: text, submit_button: text });
export type AgreementStatus = z.output<typeof agreementStatusSchema>;

/** Spec 03 §7 ip-penetration/check answer; result 2 upgrade, 3 or 0 VPN tip, 4 detection, 1 pass (decision 0202). */
export const ipCheckSchema = z.looseObject({
  result: num,
  title: text,
  content: text,
  button: text,
  url: text,
  token: text,
  closable: flag,
});
export type IpCheck = z.output<typeof ipCheckSchema>;
