import type { AgreementStatus, IpCheck } from '@exchange/api';
import type { ComplianceCheck } from '@exchange/api';
import { PERSONAS, PERSONA_NAMES, type Persona, type PersonaName as SandboxPersonaName } from '@exchange/sandbox';
import type { ComplianceUser } from '../lib/rules/decide-compliance-overlays';
import { coolingDownStorageKey } from '../lib/rules/decide-cooling-down-reminder';
import type { StoredValues } from '../lib/rules/stored-values';
import type { DeclarationStatus } from '../lib/rules/turkey-declaration';
import { apiCheck } from './api-shapes';

/** Every sandbox persona (`@exchange/sandbox`): the table reads the very data the sandbox answers with. */
export const SANDBOX_PERSONAS: readonly SandboxPersonaName[] = PERSONA_NAMES;

/**
 * Rule-level personas that are not in the sandbox, so that every notice of the spec appears in the table
 * (the sandbox covers the region prompts with `main-ip-visitor`, `eu-ip-visitor` and `uk-limited`).
 */
export const COMPLIANCE_EXTRA_PERSONAS = [
  'us-ip-visitor',
  'jp-ip-visitor',
  'ae-ip-visitor',
  'au-ip-visitor',
  'restricted-feature-tips',
  'account-conflict',
  'ip-limit-nl',
  'brazil-user',
  'ltw-user',
] as const;

export type SandboxPersona = SandboxPersonaName;
export type ComplianceExtraPersona = (typeof COMPLIANCE_EXTRA_PERSONAS)[number];
export type PersonaName = SandboxPersona | ComplianceExtraPersona;

export interface PersonaContext {
  /** What the persona is for (the sandbox's one-line description, or the spec clause of an extra). */
  summary: string;
  user: ComplianceUser;
  check: ComplianceCheck;
  /** The user-agreement status call's data (03 §7). */
  agreement?: AgreementStatus;
  /** The Turkey declaration status (03 §7): 1 need sign, 2 signed. */
  declaration?: DeclarationStatus;
  ipCheck?: IpCheck;
}

/** A sandbox persona as the compliance rules see it: login, the compliance check and the blocking calls' answers. */
export function personaContextOf(persona: Persona): PersonaContext {
  const { account } = persona;
  return {
    summary: persona.description,
    user:
      account === null
        ? { isLogin: false }
        : { isLogin: true, uid: account.userInfo.uid, verified: account.userInfo.verified, country: account.userInfo.country },
    check: persona.compliance,
    ...(account === null ? {} : { agreement: account.agreement, declaration: account.declaration }),
    ipCheck: persona.ipCheck,
  };
}

const visitor: ComplianceUser = { isLogin: false };
const user = (uid: number): ComplianceUser => ({ isLogin: true, uid, verified: 1, country: 0 });
/** Like the sandbox's buildCompliance: every flag off unless the persona says otherwise (decision 0311). */
const open = (over: Record<string, unknown> = {}): ComplianceCheck => apiCheck({ tips: { enable: false }, ...over });
const regionIp = (flag: 'is_us_toast' | 'is_jp_toast' | 'is_ae_toast' | 'is_au_ip'): ComplianceCheck => open({ limit: { [flag]: true } });

const EXTRA_CONTEXTS: Readonly<Record<ComplianceExtraPersona, PersonaContext>> = {
  'us-ip-visitor': {
    summary: 'Not in the sandbox: visitor whose IP is in the US (is_us_toast).',
    user: visitor,
    check: regionIp('is_us_toast'),
  },
  'jp-ip-visitor': {
    summary: 'Not in the sandbox: visitor whose IP is in Japan (is_jp_toast).',
    user: visitor,
    check: regionIp('is_jp_toast'),
  },
  'ae-ip-visitor': {
    summary: 'Not in the sandbox: visitor whose IP is in the UAE (is_ae_toast).',
    user: visitor,
    check: regionIp('is_ae_toast'),
  },
  'au-ip-visitor': {
    summary: 'Not in the sandbox: visitor whose IP is in Australia (is_au_ip).',
    user: visitor,
    check: regionIp('is_au_ip'),
  },
  'restricted-feature-tips': {
    summary:
      'Not in the sandbox: derivatives restricted with tips on (menu codes + is_show_compliance_tips, 01 §4): their pages show the tips.',
    user: user(90012),
    check: open({ menu: ['futures', 'delivery', 'options', 'margin', 'copy_trading'], limit: { is_show_compliance_tips: true } }),
  },
  'account-conflict': {
    summary: 'Not in the sandbox: account held by another regional site (limit_country_user_status 3, 01 §8).',
    user: user(90013),
    check: open({ toast: { limit_country_user_status: 3 } }),
  },
  'ip-limit-nl': {
    summary: 'Not in the sandbox: IP in the Netherlands (is_nl_limit → IP-limit tip, 01 §8).',
    user: user(90014),
    check: open({ limit: { is_nl_limit: true } }),
  },
  'brazil-user': {
    summary: 'Not in the sandbox: Brazil toast (limit.brazil_toast).',
    user: user(90015),
    check: open({ limit: { brazil_toast: true } }),
  },
  'ltw-user': {
    summary: 'Not in the sandbox: LTW toast (limit.ltw_toast).',
    user: user(90016),
    check: open({ limit: { ltw_toast: true } }),
  },
};

/** The compliance inputs of every persona: the sandbox's own data, then the rule-level extras. */
export const PERSONA_CONTEXTS: Readonly<Record<PersonaName, PersonaContext>> = {
  ...(Object.fromEntries(SANDBOX_PERSONAS.map((name) => [name, personaContextOf(PERSONAS[name])])) as Record<
    SandboxPersona,
    PersonaContext
  >),
  ...EXTRA_CONTEXTS,
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
          scenario(persona, {
            label: 'hk-user (dismissed 23 h ago)',
            stored: { local: { compliance_hk_dialog_at: String(TABLE_NOW - 23 * HOUR) } },
          }),
          scenario(persona, {
            label: 'hk-user (dismissed 25 h ago)',
            stored: { local: { compliance_hk_dialog_at: String(TABLE_NOW - 25 * HOUR) } },
          }),
        ];
      case 'cooling-down': {
        const key = coolingDownStorageKey(PERSONAS['cooling-down'].account?.userInfo.uid);
        return [
          scenario(persona, { label: 'cooling-down (never dismissed)' }),
          scenario(persona, { label: 'cooling-down (dismissed 23 h ago)', stored: { local: { [key]: String(TABLE_NOW - 23 * HOUR) } } }),
          scenario(persona, { label: 'cooling-down (dismissed 25 h ago)', stored: { local: { [key]: String(TABLE_NOW - 25 * HOUR) } } }),
        ];
      }
      case 'main-ip-visitor':
        return [
          scenario(persona, { label: 'main-ip-visitor (nothing stored)' }),
          scenario(persona, {
            label: 'main-ip-visitor ("Stay here" on the EU site)',
            stored: { cookie: { compliance_region_stay: 'eu:main' } },
          }),
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
