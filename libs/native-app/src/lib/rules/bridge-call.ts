import { parseAppBuild, type AppPlatform, type NativeAppInfo } from './native-app-info';

/** Spec 01 §9 / 02 §9: iOS builds from 202306151200 on take the new native calls, older builds the old ones. */
export const IOS_NEW_BRIDGE_MIN_BUILD = 202306151200;

/** Which generation of the native calls an app understands. */
export type BridgeEntry = 'new' | 'legacy';

/**
 * The iOS call generation for a build (spec 02 §4): at or above 202306151200 → new; older, missing or unreadable
 * builds → legacy (older apps know only that one; decision 0503).
 */
export function iosBridgeEntry(build: number | string | null | undefined): BridgeEntry {
  const value = parseAppBuild(build);
  return value !== null && value >= IOS_NEW_BRIDGE_MIN_BUILD ? 'new' : 'legacy';
}

/** The call generation of an app: Android has one (new) set of calls (decision 0503), iOS switches by build. */
export const bridgeEntryOf = (app: NativeAppInfo): BridgeEntry => (app.platform === 'ios' ? iosBridgeEntry(app.build) : 'new');

/** What the page asks the native app to do (spec 02 §7: open the KYC page or a web URL). */
export type BridgeCommand =
  | { action: 'openKyc'; platform: AppPlatform; entry: BridgeEntry }
  | { action: 'openUrl'; platform: AppPlatform; entry: BridgeEntry; url: string };

/** The Android web view's injected object (`window.ExchangeAndroid.postMessage(json)`, decision 1150). */
export const ANDROID_BRIDGE_OBJECT = 'ExchangeAndroid';
/** The iOS script-message handlers (`window.webkit.messageHandlers.<name>.postMessage(body)`, decision 1150). */
export const IOS_BRIDGE_HANDLERS = { new: 'exchangeBridge', legacyKyc: 'openKYC', legacyUrl: 'openURL' } as const;

/** One message to one native receiver: where it goes and what it carries. */
export type BridgeCall =
  | { platform: 'android'; receiver: typeof ANDROID_BRIDGE_OBJECT; message: string }
  | { platform: 'ios'; receiver: string; message: Readonly<Record<string, unknown>> };

/**
 * The message a command becomes (decision 1150; the spec does not show the payload):
 * - Android: `ExchangeAndroid.postMessage('{"action":"openKyc"}')` / `'{"action":"openUrl","url":"…"}'` (JSON text);
 * - iOS new (build ≥ 202306151200): handler `exchangeBridge` with `{ action: 'openKyc', version: 2 }` or
 *   `{ action: 'openUrl', url }`;
 * - iOS legacy: handler `openKYC` with `{}`, handler `openURL` with `{ url }`.
 */
export function bridgeCallFor(command: BridgeCommand): BridgeCall {
  if (command.platform === 'android') {
    const body = command.action === 'openKyc' ? { action: 'openKyc' } : { action: 'openUrl', url: command.url };
    return { platform: 'android', receiver: ANDROID_BRIDGE_OBJECT, message: JSON.stringify(body) };
  }
  if (command.entry === 'new') {
    const message = command.action === 'openKyc' ? { action: 'openKyc', version: 2 } : { action: 'openUrl', url: command.url };
    return { platform: 'ios', receiver: IOS_BRIDGE_HANDLERS.new, message };
  }
  return command.action === 'openKyc'
    ? { platform: 'ios', receiver: IOS_BRIDGE_HANDLERS.legacyKyc, message: {} }
    : { platform: 'ios', receiver: IOS_BRIDGE_HANDLERS.legacyUrl, message: { url: command.url } };
}
