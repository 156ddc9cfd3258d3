import {
  sendBridgeCommand,
  type BridgeErrorReporter,
  type BridgeResult,
  type BridgeWindow,
  type NativeAppInfo,
} from '@exchange/native-app';
import { KYC2_WEB_PATH, kycUpgradeTarget } from '../rules/kyc-upgrade-target';

export interface UpgradeKycInput {
  /** The native app the page runs in (SiteContext.nativeApp), or null on the web. */
  app: NativeAppInfo | null | undefined;
  /** Goes to a path of this site (localised by the caller). */
  navigateWeb: (path: string) => void;
  win?: BridgeWindow;
  report?: BridgeErrorReporter;
}

/** What "upgrade" did: the bridge result in the app, `web` when it went to /myaccount/kyc2. */
export type UpgradeKycOutcome = Exclude<BridgeResult, 'unavailable'> | 'web';

/**
 * Spec 02 §4 "On upgrade": kycUpgradeTarget decides; in the native app the native KYC page opens through the bridge
 * (the iOS build picks the old or new entry), and a failure is only logged (spec 02 §8). A page that says it is in
 * the app but has no bridge (a stale `exchange_app` cookie) goes to /myaccount/kyc2 like the web (decision 1150).
 */
export function upgradeKyc({ app, navigateWeb, win, report }: UpgradeKycInput): UpgradeKycOutcome {
  const target = kycUpgradeTarget({ inApp: app != null, platform: app?.platform, iosBuild: app?.build });
  if (target.kind === 'native') {
    const result = sendBridgeCommand(win ?? window, { action: 'openKyc', platform: target.platform, entry: target.entry }, report);
    if (result !== 'unavailable') return result;
  }
  navigateWeb(KYC2_WEB_PATH);
  return 'web';
}
