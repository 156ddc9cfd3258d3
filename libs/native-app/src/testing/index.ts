// Fixtures for tests and stories of @exchange/native-app, imported as @exchange/native-app/testing.
import type { RecordedBridgeCall } from '../lib/bridge/fake-bridge';
import type { NativeAppInfo } from '../lib/rules/native-app-info';

/** A user agent of each app (the `ExchangeApp/<build>` token, decision 1150), either side of iOS's 202306151200. */
export const fixtureUserAgents = {
  android: 'Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36 ExchangeApp/658020',
  iosOld: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 ExchangeApp/202306151100',
  iosNew: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 ExchangeApp/202306151200',
} as const;

export const fixtureApps = {
  android: { platform: 'android', build: 658020 },
  iosOld: { platform: 'ios', build: 202306151100 },
  iosNew: { platform: 'ios', build: 202306151200 },
} as const satisfies Record<string, NativeAppInfo>;

/** One recorded call of each receiver. */
export const fixtureBridgeCalls: readonly RecordedBridgeCall[] = [
  { platform: 'android', receiver: 'ExchangeAndroid', message: '{"action":"openKyc"}' },
  { platform: 'ios', receiver: 'exchangeBridge', message: '{"action":"openKyc","version":2}' },
  { platform: 'ios', receiver: 'openKYC', message: '{}' },
];
