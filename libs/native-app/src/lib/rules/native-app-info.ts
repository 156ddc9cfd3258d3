/** The native apps the site runs inside (spec 02 §4: Android and iOS). */
export type AppPlatform = 'android' | 'ios';

/** Which native app the page runs in, and its build (Android version code / iOS build number; null when unreadable). */
export interface NativeAppInfo {
  platform: AppPlatform;
  build: number | null;
}

/**
 * The native apps' web views end their user agent with this token and the app's build, e.g. `ExchangeApp/202306151200`
 * (decision 1150); the platform comes from the user agent's own Android / iPhone / iPad / iPod tokens.
 */
export const IN_APP_USER_AGENT_TOKEN = 'ExchangeApp';

/**
 * The second signal (decision 1150): a cookie `exchange_app=<platform>-<build>` (e.g. `ios-202306151200`) that a
 * web view may set in its cookie store instead; the sandbox native shell sets it for its iframe, whose user agent
 * cannot be changed.
 */
export const NATIVE_APP_COOKIE = 'exchange_app';

const TOKEN = new RegExp(`(?:^|[\\s;(])${IN_APP_USER_AGENT_TOKEN}/(\\d{1,15})(?![\\d.])`, 'i');
const COOKIE_VALUE = /^(android|ios)-(\d{1,15})$/;

/** A build number as digits only (up to 15, so it stays a safe integer); anything else → null. */
export function parseAppBuild(value: number | string | null | undefined): number | null {
  const text = typeof value === 'number' ? (Number.isSafeInteger(value) && value >= 0 ? String(value) : '') : (value ?? '').trim();
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

function platformFromUserAgent(userAgent: string): AppPlatform | null {
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  if (/\b(?:iPhone|iPad|iPod)\b/i.test(userAgent)) return 'ios';
  return null;
}

/** `ios-202306151200` → { platform: 'ios', build: 202306151200 }; anything else (hostile or empty) → null. */
export function parseNativeAppCookie(value: string | null | undefined): NativeAppInfo | null {
  if (typeof value !== 'string') return null;
  let text = value.trim();
  try {
    text = decodeURIComponent(text);
  } catch {
    return null;
  }
  const match = COOKIE_VALUE.exec(text.toLowerCase());
  if (!match) return null;
  return { platform: match[1] as AppPlatform, build: parseAppBuild(match[2]) };
}

/** The cookie value for an app: `ios-202306151200`. */
export function formatNativeAppCookie(app: NativeAppInfo): string {
  return `${app.platform}-${app.build ?? 0}`;
}

export interface DetectNativeAppInput {
  userAgent: string | null | undefined;
  /** The `exchange_app` cookie's value, if any. */
  cookie?: string | null;
}

/**
 * Whether the page runs inside the native app's web view, and which (spec 01 §4 "in-app webview", 02 §4): the user
 * agent's `ExchangeApp/<build>` token with an Android or iOS device token first, else the `exchange_app` cookie.
 * A token on an unknown device (desktop) is not the app. Anything unreadable → null (the web).
 */
export function detectNativeApp({ userAgent, cookie }: DetectNativeAppInput): NativeAppInfo | null {
  if (typeof userAgent === 'string') {
    const match = TOKEN.exec(userAgent);
    const platform = match ? platformFromUserAgent(userAgent) : null;
    if (match && platform) return { platform, build: parseAppBuild(match[1]) };
  }
  return parseNativeAppCookie(cookie);
}
