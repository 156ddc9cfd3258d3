import { buildAccount, definePersona } from './persona';

/** The fund password every sandbox account has unless its persona says otherwise (decision 0910). */
export const SANDBOX_FUND_PASSWORD = 'fund-pass';

export const fundpassUnset = definePersona({
  name: 'fundpass-unset',
  description: 'Logged-in user without a fund password: the frequency read is refused, the security page offers "Set up".',
  account: buildAccount('10101', 'no-fundpass'),
});

export const fundpassEveryTime = definePersona({
  name: 'fundpass-every-time',
  description: 'Fund password asked every time (frequency 2).',
  account: buildAccount('10102', 'fundpass-every', { fundPasswordFrequency: 2 }),
});

export const fundpassNever = definePersona({
  name: 'fundpass-never',
  description: 'Fund password never asked (frequency 0). The one-hour frequency (1) is every other account, e.g. user-kyc2.',
  account: buildAccount('10103', 'fundpass-never', { fundPasswordFrequency: 0 }),
});

export const subAccountNormal = definePersona({
  name: 'sub-account-normal',
  description: 'Normal sub-account (type 1, sub_type 6 bugs): the security page shows its type.',
  account: buildAccount('20003', 'normal-sub', { userInfo: { is_sub: true }, subUserType: { type: 1, sub_type: 6 } }),
});

export const subAccountRefused = definePersona({
  name: 'sub-account-refused',
  description: 'Sub-account whose type check fails (non-zero code): a warning toast on the account pages, then the homepage after 2 s.',
  account: buildAccount('20004', 'refused-sub', { userInfo: { is_sub: true }, subUserType: { type: 4, sub_type: 7 } }),
});

export const vipTrial = definePersona({
  name: 'vip-trial',
  description: 'VIP trial only (holding tier 0, trial tier 5) on the main site: the VIP 5 badge; no badge off the main site.',
  account: buildAccount('10006', 'vip-trial', { vip: { trial: { tier: 5 }, tier: 0, expire_time: 1893456000 } }),
});

export const vipTop = definePersona({
  name: 'vip-top',
  description: 'VIP 16 holder: the highest badge.',
  account: buildAccount('10007', 'vip-top', {
    userInfo: { tier: 16 },
    vip: { trial: { tier: 0 }, tier: 16, expire_time: 1893456000 },
    userTier: 16,
  }),
});

/** Persona → its fund password (null: none set); every other account has SANDBOX_FUND_PASSWORD. */
export const FUND_PASSWORDS: Readonly<Record<string, string | null>> = { 'fundpass-unset': null };

/** Persona → the refusal its sub-user-type check answers with (spec 03 §8). */
export const SUB_USER_TYPE_REFUSALS: Readonly<Record<string, { code: number; message: string }>> = {
  'sub-account-refused': { code: 40003, message: 'This sub-account cannot use this page. Contact the main account.' },
};

export const fundPasswordOf = (personaName: string): string | null =>
  Object.prototype.hasOwnProperty.call(FUND_PASSWORDS, personaName) ? (FUND_PASSWORDS[personaName] ?? null) : SANDBOX_FUND_PASSWORD;
