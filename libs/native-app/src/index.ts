// The native app seam (issue 11 item 3): detection, the bridge, the link opener, deep links, version gates, KYC help links.
export { IN_APP_USER_AGENT_TOKEN, NATIVE_APP_COOKIE, detectNativeApp, parseAppBuild } from './lib/rules/native-app-info';
export type { AppPlatform, NativeAppInfo } from './lib/rules/native-app-info';
export { APP_FEATURE_MIN_VERSION, isAppFeatureAvailable, isAppVersionAtLeast } from './lib/rules/app-version';
export type { AppFeature } from './lib/rules/app-version';
export { IOS_NEW_BRIDGE_MIN_BUILD, bridgeEntryOf, iosBridgeEntry } from './lib/rules/bridge-call';
export type { BridgeCommand, BridgeEntry } from './lib/rules/bridge-call';
export { sendBridgeCommand } from './lib/bridge/native-bridge';
export type { BridgeErrorReporter, BridgeResult, BridgeWindow } from './lib/bridge/native-bridge';
export { openLink } from './lib/bridge/open-link';
export type { OpenLinkOptions } from './lib/bridge/open-link';
export { chooseLinkTarget } from './lib/rules/link-target';
export type { LinkTarget } from './lib/rules/link-target';
export { NATIVE_DEEP_LINK_SCHEME, nativeDeepLink, parseNativeDeepLink, webDeepLink } from './lib/rules/deep-link';
export { kycHelpLink } from './lib/rules/kyc-help-link';
export { parseNativeShellParams } from './lib/rules/native-shell-params';
