import type { IpCheckResult } from '../lib/rules/ip-check';
import type { BusinessComplianceReminder, ComplianceCheck, ComplianceUser, StoredValues } from '../lib/rules/types';
import type { UserAgreementStatusResponse } from '../lib/rules/user-agreement';

/** The sandbox personas of the foundation issue (the sandbox engineer writes equivalent data; the lead reconciles). */
export const SANDBOX_PERSONAS = [
  'visitor',
  'user-kyc2',
  'user-kyc0',
  'uk-limited',
  'blocked-country',
  'restricted-feature',
  'withdraw-only',
  'hk-user',
  'uzbekistan-user',
  'risk-user',
  'kyc-upgrade',
  'turkey-declaration',
  'agreement-pending',
  'ip-check-upgrade',
  'ip-check-vpn',
  'ip-check-detected',
  'sub-account',
  'vip',
] as const;

/** Extra personas this library needs so that every notice of the spec appears in the table (proposed to the sandbox). */
export const COMPLIANCE_EXTRA_PERSONAS = [
  'uk-ip-visitor',
  'eu-ip-visitor',
  'us-ip-visitor',
  'jp-ip-visitor',
  'ae-ip-visitor',
  'au-ip-visitor',
  'global-ip-visitor',
  'no-region-visitor',
  'restricted-location-visitor',
  'account-conflict',
  'ip-limit-nl',
  'brazil-user',
  'ltw-user',
  'cooling-down',
] as const;

export type SandboxPersona = (typeof SANDBOX_PERSONAS)[number];
export type ComplianceExtraPersona = (typeof COMPLIANCE_EXTRA_PERSONAS)[number];
export type PersonaName = SandboxPersona | ComplianceExtraPersona;

export interface PersonaContext {
  /** What the persona is for, with the spec clause. */
  summary: string;
  user: ComplianceUser;
  check: ComplianceCheck;
  reminder?: BusinessComplianceReminder;
  agreement?: UserAgreementStatusResponse;
  /** Turkey declaration status response (03 §7). */
  declaration?: { code: number; data: { status: number } };
  ipCheck?: IpCheckResult;
}

const visitor: ComplianceUser = { isLogin: false };
const user = (uid: number, verified = 1, country: number | null = null): ComplianceUser => ({ isLogin: true, uid, verified, country });
/** Like the sandbox's buildCompliance: `is_main` is on unless a persona says otherwise (a visitor of the global region). */
const open = (over: ComplianceCheck = {}): ComplianceCheck => ({ menu: [], business: null, tips: { enable: false }, toast: {}, ...over, limit: { is_main: true, ...over.limit } });
const regionIp = (flag: 'is_uk_ip' | 'is_eu_toast' | 'is_us_toast' | 'is_jp_toast' | 'is_ae_toast' | 'is_au_ip'): ComplianceCheck => open({ limit: { is_main: false, [flag]: true } });

/** The compliance inputs of every persona (01 §3 field names; verified uses 03 §4's levels: 1 = KYC level 2, 0 = level 0). */
export const PERSONA_CONTEXTS: Readonly<Record<PersonaName, PersonaContext>> = {
  visitor: { summary: 'Anonymous visitor of the global region, nothing restricted.', user: visitor, check: open() },
  'user-kyc2': { summary: 'Logged-in user with KYC level 2 (verified 1).', user: user(10002, 1), check: open() },
  'user-kyc0': { summary: 'Logged-in user without KYC (verified 0); KYC prompts belong to @exchange/kyc.', user: user(10000, 0), check: open() },
  'uk-limited': {
    summary: 'UK-limited user in the UK (01 §4 UK modal for Chinese locales, 01 §8 UK notice); derivatives restricted with tips on.',
    user: user(10182, 1, 182),
    check: open({
      menu: ['futures', 'delivery', 'options', 'margin', 'copy_trading'],
      limit: { is_uk_limit: true, is_uk_ip: true, limit_country: 'GB', is_show_compliance_tips: true },
    }),
  },
  'blocked-country': {
    summary: 'User from a prohibited country (01 §4: a blocked country always redirects; 01 §8 "I Acknowledge").',
    user: user(30002),
    check: open({ limit: { is_blocked_country: true, limit_country: 'CU' } }),
  },
  'restricted-feature': {
    summary: 'Menu holds the futures code and tips are off (01 §4): /futures redirects, /trade stays open.',
    user: user(10003),
    check: open({ menu: ['futures'], limit: { is_show_compliance_tips: false } }),
  },
  'withdraw-only': { summary: 'Withdraw-only user (01 §8 only-withdraw tip with create-ticket).', user: user(10004), check: open({ toast: { is_withdraw_only_user: true } }) },
  'hk-user': { summary: 'Hong Kong user (01 §4 HK dialog repeating after 24 h).', user: user(10071), check: open({ toast: { is_hk_user: true }, limit: { limit_country: 'HK' } }) },
  'uzbekistan-user': { summary: 'Uzbekistan user (01 §4 dialog shown once; deadline 1 April 2024 00:00 UTC).', user: user(10860), check: open({ limit: { is_uzbekistan_toast: true, limit_country: 'UZ' } }) },
  'risk-user': {
    summary: 'Risk user; the risk modal belongs to @exchange/kyc (no compliance notice).',
    user: user(10005, 2),
    check: open({ toast: { kyc_toast: { is_risk_user: true, risk_user_guide_frequency: 0, risk_user_guide_cookie_key: 'risk_guide' } } }),
  },
  'kyc-upgrade': {
    summary: 'KYC upgrade notice due; belongs to @exchange/kyc (no compliance notice).',
    user: user(10006, 2),
    check: open({ toast: { kyc_toast: { show_kyc_upgrade_notice: true } } }),
  },
  'turkey-declaration': {
    summary: 'Logged-in Turkey user who has not signed the declaration (03 §4, fetched on the Turkey site only).',
    user: user(10177, 1, 177),
    check: open(),
    declaration: { code: 0, data: { status: 1 } },
  },
  'agreement-pending': {
    summary: 'User agreement status 1 (03 §4: shown, no outside-click dismissal).',
    user: user(10007),
    check: open(),
    agreement: { code: 0, data: { status: 1, content: 'We have updated our User Agreement. Please read and accept it to continue.', submit_button: 'I Agree' } },
  },
  'ip-check-upgrade': { summary: 'IP check result 2, closable (03 §4 upgrade-identity modal).', user: user(10008), check: open(), ipCheck: { result: 2, closable: true, token: 'tok-upgrade' } },
  'ip-check-vpn': { summary: 'IP check result 3 (03 §4 VPN tip).', user: user(10009), check: open(), ipCheck: { result: 3, closable: false, token: 'tok-vpn' } },
  'ip-check-detected': { summary: 'IP check result 4 (03 §4 non-closable detection modal).', user: user(10010), check: open(), ipCheck: { result: 4, closable: false } },
  'sub-account': { summary: 'Sub-account; no compliance notice of its own.', user: user(10011), check: open() },
  vip: { summary: 'VIP user; no compliance notice of its own.', user: user(10012), check: open() },

  'uk-ip-visitor': { summary: 'Visitor whose IP is in the UK (is_uk_ip).', user: visitor, check: regionIp('is_uk_ip') },
  'eu-ip-visitor': { summary: 'Visitor whose IP is in the EU (is_eu_toast).', user: visitor, check: regionIp('is_eu_toast') },
  'us-ip-visitor': { summary: 'Visitor whose IP is in the US (is_us_toast).', user: visitor, check: regionIp('is_us_toast') },
  'jp-ip-visitor': { summary: 'Visitor whose IP is in Japan (is_jp_toast).', user: visitor, check: regionIp('is_jp_toast') },
  'ae-ip-visitor': { summary: 'Visitor whose IP is in the UAE (is_ae_toast).', user: visitor, check: regionIp('is_ae_toast') },
  'au-ip-visitor': { summary: 'Visitor whose IP is in Australia (is_au_ip).', user: visitor, check: regionIp('is_au_ip') },
  'global-ip-visitor': { summary: 'Visitor of the global region (only is_main): offered main on a regional site.', user: visitor, check: open({ limit: { is_main: true } }) },
  'no-region-visitor': { summary: 'Visitor with every region flag off (is_main false): no region prompt anywhere.', user: visitor, check: open({ limit: { is_main: false } }) },
  'restricted-location-visitor': {
    summary: 'Visitor from a restricted location (01 §8 "I Got it"); the compliance tip is on (02 §4 modal).',
    user: visitor,
    check: open({
      limit: { limit_country: 'Malaysia' },
      tips: { enable: true, path: ['register', 'home', 'login'], options: { maxCount: 2 }, title: 'Notice', content: 'Please read the Risk Disclosure before you continue.', text_link: [{ key: 'Risk Disclosure', link: '/user-agreement' }], ok_button: 'I Got it' },
    }),
  },
  'account-conflict': { summary: 'Logged-in user whose KYC country conflicts (limit_country_user_status 2, 01 §8).', user: user(10013), check: open({ toast: { limit_country_user_status: 2 } }) },
  'ip-limit-nl': { summary: 'IP in the Netherlands (is_nl_limit → IP-limit tip, 01 §8).', user: user(10014), check: open({ limit: { is_nl_limit: true } }) },
  'brazil-user': { summary: 'Brazil toast (limit.brazil_toast).', user: user(10015), check: open({ limit: { brazil_toast: true } }) },
  'ltw-user': { summary: 'LTW toast (limit.ltw_toast).', user: user(10016), check: open({ limit: { ltw_toast: true } }) },
  'cooling-down': {
    summary: 'First-time investor in the 24-hour cooling-down period (03 §2 reminder).',
    user: user(10017),
    check: open(),
    reminder: { content: 'You are in a 24-hour cooling-down period before your first investment.', ok_button: 'View details', cancel_button: 'Cancel', ok_button_router: '/myaccount/profile' },
  },
};

/** The fixed clock of the persona table: 15 January 2025 12:00 UTC (after the Uzbekistan deadline). */
export const TABLE_NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const HOUR = 3_600_000;

export interface PersonaScenario {
  label: string;
  persona: PersonaName;
  locale: string;
  now: number;
  stored: StoredValues;
}

const scenario = (persona: PersonaName, over: Partial<PersonaScenario> = {}): PersonaScenario => ({
  label: persona,
  persona,
  locale: 'en',
  now: TABLE_NOW,
  stored: {},
  ...over,
});

/** Every persona once (English, fixed clock, nothing stored), plus the locales and times that matter. */
export const PERSONA_SCENARIOS: readonly PersonaScenario[] = [
  ...[...SANDBOX_PERSONAS, ...COMPLIANCE_EXTRA_PERSONAS].flatMap((persona): PersonaScenario[] => {
    switch (persona) {
      case 'uk-limited':
        return [scenario(persona, { label: 'uk-limited (en)' }), scenario(persona, { label: 'uk-limited (zh)', locale: 'zh' })];
      case 'hk-user':
        return [
          scenario(persona, { label: 'hk-user (never dismissed)' }),
          scenario(persona, { label: 'hk-user (dismissed 23 h ago)', stored: { local: { compliance_hk_dialog_at: String(TABLE_NOW - 23 * HOUR) } } }),
          scenario(persona, { label: 'hk-user (dismissed 25 h ago)', stored: { local: { compliance_hk_dialog_at: String(TABLE_NOW - 25 * HOUR) } } }),
        ];
      case 'uzbekistan-user':
        return [
          scenario(persona, { label: 'uzbekistan-user (15 Mar 2024, before the deadline)', now: Date.UTC(2024, 2, 15, 12) }),
          scenario(persona, { label: 'uzbekistan-user (after the deadline)' }),
          scenario(persona, { label: 'uzbekistan-user (after, already seen)', stored: { local: { compliance_uzbekistan_dialog: '1' } } }),
        ];
      default:
        return [scenario(persona)];
    }
  }),
];
