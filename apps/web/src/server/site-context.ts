import 'server-only';
import { isLoggedInFromCookies, parseCookieHeader } from '@exchange/api/server';
import { NATIVE_APP_COOKIE, detectNativeApp } from '@exchange/native-app';
import { SITE_KEYS, siteOrigin, type SiteKey } from '@exchange/site-config';
import type { SiteContext } from '@exchange/ui';
import { isInAppWebview } from './in-app-webview';
import { isUnlistedTradePath } from './listed-symbols-cache';
import type { RequestContext } from './request-context';
import { isUnknownPagePath } from './routing';

/** The nickname cookie, percent-decoded (a malformed escape keeps the raw value). */
function nicknameOf(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The one narrow context every domain layer gets (issue 9, decision 0800), built on the server from this request:
 * site, locale, the user from the session cookies, the colour preference, path and query, every site's origin
 * (from configuration and SITE_HOSTS, never from request headers) and whether the page is in the app's web view
 * (the user agent's token, or the `exchange_app` cookie; which app and build: decision 1150).
 * The layout hands it to the site chrome (`ShellData.context`); the trade pages hand it to the trade view.
 */
/** The path the layers see on the 404 view of an unknown path (01 §7's "404" of USER_INFO_SKIPPED_PATHS). */
export const NOT_FOUND_PATH = '/404';

/**
 * Whether this request renders the 404 view, as the proxy decides it before any page runs: a path no page serves, or
 * a trade or futures path of the right shape whose symbol the last published list lacks (decision 1431). A page that
 * finds nothing after its own call (an unknown article slug) is not known here (decision 1952).
 */
export const isNotFoundViewPath = (pathWithoutLocale: string): boolean =>
  isUnknownPagePath(pathWithoutLocale) || isUnlistedTradePath(pathWithoutLocale);

export function buildSiteContext(site: SiteKey, locale: string, ctx: RequestContext): SiteContext {
  const cookies = parseCookieHeader(ctx.cookieHeader);
  const isLoggedIn = isLoggedInFromCookies(cookies);
  const siteHosts = process.env['SITE_HOSTS'];
  const siteOrigins = Object.fromEntries(
    SITE_KEYS.map((key) => [key, siteOrigin(key, { requestOrigin: ctx.origin, siteHosts })]),
  ) as Record<SiteKey, string>;
  const nativeApp = detectNativeApp({ userAgent: ctx.userAgent, cookie: cookies[NATIVE_APP_COOKIE] });
  return {
    site,
    locale,
    user: {
      isLoggedIn,
      uid: isLoggedIn ? (cookies['uid'] ?? null) : null,
      nickname: isLoggedIn ? nicknameOf(cookies['nickname']) : null,
    },
    theme: ctx.theme,
    // Issue 23 item 7 (spec 01 §7): the 404 view is `/404` to the layers, so the ones that skip the login user info
    // there (every `useLoginUserInfo` caller) know it is a 404 and not some page of that path; an unlisted pair's
    // 404 view too (decision 1952).
    pathname: isNotFoundViewPath(ctx.pathname) ? NOT_FOUND_PATH : ctx.pathname,
    search: ctx.search,
    siteOrigins,
    inAppWebview: isInAppWebview(ctx.userAgent) || nativeApp !== null,
    nativeApp,
  };
}
