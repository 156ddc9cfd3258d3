import type { SiteKey } from '@exchange/site-config';
import type { ThemePreference } from '../rules/theme-from-cookie';

/**
 * The one narrow context the app hands every domain layer (issue 9, decision 0800): which site and locale the
 * page is on, who the visitor is, the colour preference and the few per-request facts only the server knows.
 * A layer fetches everything else itself through `@exchange/api` and reads its own storage.
 */
export interface SiteContext {
  site: SiteKey;
  /** The page's locale code (`en`, `zh`, `ar`, …), as in the path prefix. */
  locale: string;
  user: SiteUser;
  theme: ThemePreference;
  /** The current path without the locale prefix, and its query string (`?a=1` or ''), as the server saw them. */
  pathname: string;
  search: string;
  /** Every site's origin from configuration (never from request headers), for cross-site links. */
  siteOrigins: Readonly<Record<SiteKey, string>>;
  /** The page is shown inside the native app's web view. */
  inAppWebview: boolean;
  /**
   * Which native app, when `inAppWebview` (`detectNativeApp` of @exchange/native-app: platform and build; issue 11).
   * Absent or null on the web.
   */
  nativeApp?: { platform: 'android' | 'ios'; build: number | null } | null;
}

export interface SiteUser {
  isLoggedIn: boolean;
  uid: string | null;
  nickname: string | null;
}
