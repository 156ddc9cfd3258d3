import 'server-only';
import { IN_APP_USER_AGENT_TOKEN } from '@exchange/native-app';

/**
 * The native apps' webview identifies itself with the user-agent token `ExchangeApp` followed by the app version
 * (decision 0800; the spec names the in-app webview as a condition but not how it is recognised). Which app and build
 * (and the `exchange_app` cookie, the second signal) is `detectNativeApp` of @exchange/native-app (decision 1150).
 */

const pattern = new RegExp(`(?:^|[\\s;(])${IN_APP_USER_AGENT_TOKEN}/\\d`, 'i');

/** Whether a request comes from the native app's webview (the download banner is hidden there, spec 01 §4). */
export function isInAppWebview(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && pattern.test(userAgent);
}
