import { KYC_VERIFIED, kycAbilities, type KycAbilities, type KycApplication, type VerifiedInput } from '@exchange/api';

/** The two upgrade pages the specs name: /myaccount/kyc2 (levels 1 and 2, spec 02 §2) and /myaccount/kyc3_v1 (03 §2). */
export type KycUpgradePage = 'kyc2' | 'kyc3';

export type KycUpgradeView =
  /** The multi-step form for the next level; `rejected` carries the reviewer's reason of the last try. */
  | { kind: 'form'; level: 1 | 2 | 3; target: number; rejected: string | null }
  | { kind: 'under-review'; level: 1 | 2 | 3 | null }
  /** The next level is asked for on the other page (level 2 done: kyc3_v1; below level 2 on kyc3_v1: kyc2). */
  | { kind: 'elsewhere'; page: KycUpgradePage; level: 1 | 2 | 3 }
  /** Level 3 or company: nothing to upgrade. */
  | { kind: 'top' };

const CODE_OF_LEVEL = { 1: KYC_VERIFIED.level1, 2: KYC_VERIFIED.level2, 3: KYC_VERIFIED.level3 } as const;
const LEVEL_OF_CODE: Readonly<Record<number, 1 | 2 | 3>> = { [KYC_VERIFIED.level1]: 1, [KYC_VERIFIED.level2]: 2, [KYC_VERIFIED.level3]: 3 };

/**
 * What an upgrade page shows (issue 23 item 6, decision 1866), from the one level rule (`kycAbilities`, decision 1834):
 * an application under review shows its state on either page; otherwise the form for the next level on its page
 * (levels 1 and 2 on kyc2, level 3 on kyc3_v1), a pointer to the other page, or nothing left to do.
 */
export function decideKycUpgradeView(verified: VerifiedInput, application: KycApplication | null, page: KycUpgradePage): KycUpgradeView {
  if (application?.status === 'under_review') return { kind: 'under-review', level: LEVEL_OF_CODE[application.target] ?? null };
  const abilities: KycAbilities = kycAbilities(verified);
  const next = abilities.nextLevel;
  if (next === null) return { kind: 'top' };
  const home: KycUpgradePage = next === 3 ? 'kyc3' : 'kyc2';
  if (home !== page) return { kind: 'elsewhere', page: home, level: next };
  const target = CODE_OF_LEVEL[next];
  const rejected = application?.status === 'rejected' && application.target === target ? application.reason || '' : null;
  return { kind: 'form', level: next, target, rejected };
}
