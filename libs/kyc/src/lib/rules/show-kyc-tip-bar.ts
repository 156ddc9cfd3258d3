import { KYC_VERIFIED, isVerified, kycUpgradePrompt, parseVerified, type VerifiedInput } from '@exchange/api';
import { SITE_IDS } from '@exchange/site-config';

/** Spec 02 §9: tip bar height 40 px. */
export const KYC_TIP_BAR_HEIGHT = 40;
/**
 * Session-storage key the app may use to remember a dismissal for the session (decision 0501). Here, not in
 * the component, so the app can read it without loading the bar's Chakra code (decision 0004).
 */
export const KYC_TIP_BAR_SESSION_KEY = 'kyc_tip_bar_dismissed';

export interface KycTipBarInput {
  /** The user's raw `verified` code; missing while the user is unknown. */
  verified: VerifiedInput;
  /** Sub-site id (spec 03 region ids: main 0, US 232, testnet 666, …). */
  site: number;
  /** The user closed the bar earlier in this browser session. */
  dismissedThisSession: boolean;
}

export type KycTipBarHiddenReason = 'unknown-user' | 'dismissed' | 'testnet' | 'us-verified-1' | 'kyc2-completed';

/** What the bar tells the user (issue 23 items 3 and 6): what their level cannot do yet, from the one rule (decision 1909). */
export type KycTipBarText = 'unlock-trading' | 'raise-limits';
export const kycTipBarText = (verified: VerifiedInput): KycTipBarText => kycUpgradePrompt(verified)?.topic ?? 'raise-limits';

/**
 * Why the sticky KYC tip bar is hidden (spec 02 §4), or null when it shows.
 * Hidden when KYC2 is completed, on the testnet site, on the US site when the verified level equals 1,
 * after a dismissal in this session, and while the user's level is unknown (decision 0501).
 * "Verified level equals 1" is read as KYC level 1 (code 2 in 03 §4's table), not the raw code 1 (level 2, which
 * KYC2-completed already hides everywhere): decision 1834 has both readings.
 */
export function kycTipBarHiddenReason({ verified, site, dismissedThisSession }: KycTipBarInput): KycTipBarHiddenReason | null {
  if (site === SITE_IDS.testnet) return 'testnet';
  const code = parseVerified(verified);
  if (code === null) return 'unknown-user';
  if (dismissedThisSession) return 'dismissed';
  if (site === SITE_IDS.us && code === KYC_VERIFIED.level1) return 'us-verified-1';
  if (isVerified(code)) return 'kyc2-completed';
  return null;
}

export function showKycTipBar(input: KycTipBarInput): boolean {
  return kycTipBarHiddenReason(input) === null;
}
