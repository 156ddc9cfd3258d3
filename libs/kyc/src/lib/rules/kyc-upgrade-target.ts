import { IOS_NEW_BRIDGE_MIN_BUILD, iosBridgeEntry, type AppPlatform } from '@exchange/native-app';

/** Spec 02 §9: iOS builds from 202306151200 on open the new native KYC entry (the native app seam's one threshold). */
export const IOS_NEW_KYC_ENTRY_MIN_BUILD = IOS_NEW_BRIDGE_MIN_BUILD;
/** Spec 02 §2: upgrade target outside the native app. */
export const KYC2_WEB_PATH = '/myaccount/kyc2';
/** Spec 02 §2: default identity-verification landing. */
export const KYC_HOME_PATH = '/myaccount/kyc_home';

export interface KycUpgradeTargetInput {
  /** The page runs inside the native app's webview. */
  inApp: boolean;
  platform: AppPlatform | string | null | undefined;
  /** The iOS app's build number (e.g. 202306151200), as text or number. */
  iosBuild?: number | string | null;
}

export type KycUpgradeTarget =
  | { kind: 'native'; platform: 'android'; entry: 'new' }
  | { kind: 'native'; platform: 'ios'; entry: 'new' | 'legacy' }
  | { kind: 'web'; href: typeof KYC2_WEB_PATH };

/**
 * Where "upgrade" leads (spec 02 §4): in the native app, the native KYC page through the app bridge;
 * iOS builds at or above 202306151200 use the new entry, older or unreadable builds the legacy one.
 * Android has a single entry (decision 0503). Outside the app, or on an unknown platform: /myaccount/kyc2.
 */
export function kycUpgradeTarget({ inApp, platform, iosBuild }: KycUpgradeTargetInput): KycUpgradeTarget {
  if (inApp && platform === 'android') return { kind: 'native', platform: 'android', entry: 'new' };
  if (inApp && platform === 'ios') return { kind: 'native', platform: 'ios', entry: iosBridgeEntry(iosBuild) };
  return { kind: 'web', href: KYC2_WEB_PATH };
}
