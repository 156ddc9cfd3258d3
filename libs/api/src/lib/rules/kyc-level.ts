/**
 * KYC levels (spec 03 §4 "KYC levels"), the one table (decision 1710): the user-info `verified` and the KYC-status
 * `kyc_status` fields carry these codes; kyc, account and the sandbox read levels here. The code is not an ordinal:
 * 0 → level 0, 5 → level 0.5, 2 → level 1, 1 → level 2, 4 → level 3, 3 → company.
 */
export const KYC_VERIFIED = {
  level0: 0,
  level0_5: 5,
  level1: 2,
  level2: 1,
  level3: 4,
  company: 3,
} as const;

export type KycVerifiedCode = (typeof KYC_VERIFIED)[keyof typeof KYC_VERIFIED];
export type KycLevel = 0 | 0.5 | 1 | 2 | 3 | 'company';

const LEVEL_BY_CODE: ReadonlyMap<number, KycLevel> = new Map<number, KycLevel>([
  [KYC_VERIFIED.level0, 0],
  [KYC_VERIFIED.level0_5, 0.5],
  [KYC_VERIFIED.level1, 1],
  [KYC_VERIFIED.level2, 2],
  [KYC_VERIFIED.level3, 3],
  [KYC_VERIFIED.company, 'company'],
]);

/** The raw `verified` value as the server or a cookie may send it. */
export type VerifiedInput = number | string | null | undefined;

/** Parse a raw `verified` value to a known code, or null when it is missing or unknown. */
export function parseVerified(verified: VerifiedInput): KycVerifiedCode | null {
  if (verified === null || verified === undefined) return null;
  const text = typeof verified === 'number' ? String(verified) : verified.trim();
  if (!/^\d+$/.test(text)) return null;
  const code = Number(text);
  return LEVEL_BY_CODE.has(code) ? (code as KycVerifiedCode) : null;
}

/** The KYC level of a `verified` code; a missing or unknown code is level 0 (decision 0501). */
export function kycLevel(verified: VerifiedInput): KycLevel {
  const code = parseVerified(verified);
  return code === null ? 0 : (LEVEL_BY_CODE.get(code) ?? 0);
}

/**
 * Whether the user has verified to at least KYC level 1 (level 1, 2, 3 or company), the bar for money, convert, earn,
 * the launch products and Alpha (decisions 1840, 1895, 1898, 1903): one answer for the sandbox's refusals and the
 * pages' gates. Level 0.5 (unfinished) does not count.
 */
export const kycLevelOneOrAbove = (verified: VerifiedInput): boolean => {
  const level = kycLevel(verified);
  return level !== 0 && level !== 0.5;
};

/** The level as the pages show it ('0', '0.5', '1', '2', '3', 'company'); a missing or unknown code is '0'. */
export const kycLevelLabel = (verified: VerifiedInput): string => String(kycLevel(verified));

/** Verified means level 2, level 3 or company (codes 1, 4 and 3); every other value is not verified. */
export function isVerified(verified: VerifiedInput): boolean {
  const code = parseVerified(verified);
  return code === KYC_VERIFIED.level2 || code === KYC_VERIFIED.level3 || code === KYC_VERIFIED.company;
}

/**
 * Unfinished KYC2 (spec 01 §6): the user is known and below level 2 (codes 0, 5, 2).
 * An unknown or missing `verified` is not reported as unfinished: nothing is known yet (decision 0501).
 */
export function unfinishedKyc2(verified: VerifiedInput): boolean {
  const code = parseVerified(verified);
  return code !== null && !isVerified(code);
}

/**
 * What each KYC level may do (issue 23 item 6, decision 1834): the one rule every KYC message asks, so the tip bar,
 * the notice modal and the trade page never contradict each other. Level 0 may deposit crypto only; 0.5 and 1 may
 * also trade, and withdraw up to their daily limit; 2, 3 and company may do everything with the higher limits.
 * `nextLevel` is the level an upgrade prompt offers (null: nothing to upgrade on the web).
 */
export interface KycAbilities {
  level: KycLevel;
  deposit: boolean;
  trade: boolean;
  withdraw: boolean;
  /** Daily withdrawal limit in USD; 0: none allowed; null: no fixed limit (level 3, company). */
  dailyWithdrawUsd: number | null;
  nextLevel: 1 | 2 | 3 | null;
}

const ABILITIES: Readonly<Record<string, Omit<KycAbilities, 'level'>>> = {
  '0': { deposit: true, trade: false, withdraw: false, dailyWithdrawUsd: 0, nextLevel: 1 },
  '0.5': { deposit: true, trade: true, withdraw: true, dailyWithdrawUsd: 2_000, nextLevel: 1 },
  '1': { deposit: true, trade: true, withdraw: true, dailyWithdrawUsd: 50_000, nextLevel: 2 },
  '2': { deposit: true, trade: true, withdraw: true, dailyWithdrawUsd: 2_000_000, nextLevel: 3 },
  '3': { deposit: true, trade: true, withdraw: true, dailyWithdrawUsd: null, nextLevel: null },
  company: { deposit: true, trade: true, withdraw: true, dailyWithdrawUsd: null, nextLevel: null },
};

export function kycAbilities(verified: VerifiedInput): KycAbilities {
  const level = kycLevel(verified);
  return { level, ...(ABILITIES[String(level)] ?? ABILITIES['0']) } as KycAbilities;
}

/** What a KYC upgrade prompt is about (issue 23 item 3): unlock trading, or raise the limits. */
export type KycUpgradeTopic = 'unlock-trading' | 'raise-limits';

export interface KycUpgradePrompt {
  level: KycLevel;
  nextLevel: 1 | 2 | 3;
  topic: KycUpgradeTopic;
}

/**
 * The one answer every KYC prompt gives (issue 23 item 3, decision 1909), from `kycAbilities`: the user's level, the
 * next level and what it brings: "unlock-trading" only when the level may not trade (level 0), else "raise-limits".
 * Null when there is nothing to upgrade on the web (level 3, company): no prompt should then speak of an upgrade.
 */
export function kycUpgradePrompt(verified: VerifiedInput): KycUpgradePrompt | null {
  const abilities = kycAbilities(verified);
  if (abilities.nextLevel === null) return null;
  return { level: abilities.level, nextLevel: abilities.nextLevel, topic: abilities.trade ? 'raise-limits' : 'unlock-trading' };
}

/**
 * Whether an order may be placed at this KYC level (decision 1909), for the trade page's order form: `allowed` from
 * `kycAbilities(...).trade`; when not, the level to reach. The order form disables Buy / Sell and says "Verify to
 * level {requiredLevel} to trade" only when this says so, so it never contradicts the tip bar or the notice modal.
 */
export function kycTradeGate(verified: VerifiedInput): { allowed: true } | { allowed: false; level: KycLevel; requiredLevel: 1 | 2 | 3 } {
  const abilities = kycAbilities(verified);
  if (abilities.trade) return { allowed: true };
  return { allowed: false, level: abilities.level, requiredLevel: abilities.nextLevel ?? 1 };
}
