import 'server-only';
import { shouldFetchUserInfo } from '@exchange/account';
import {
  isLoggedInFromCookies,
  parseCookieHeader,
  prefetchFallback,
  swrKey,
  type HeaderCommonData,
  type PrefetchRequest,
} from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import type { SiteContext } from '@exchange/ui';
import {
  SITE_IDS,
  SITE_KEYS,
  footerCopyright,
  footerLinks,
  getSiteConfig,
  siteOrigin,
  type FooterLink,
  type SiteKey,
} from '@exchange/site-config';
import { loadComplianceCheck } from './compliance';
import { exchangeApiOrigin } from './exchange-origin';
import { experimentsFromCookies, type Experiments } from './experiments';
import { isInAppWebview } from './in-app-webview';
import type { RequestContext } from './request-context';
import { serverClient } from './server-client';

export { serverClient };

export interface ShellData {
  /**
   * The one narrow context every domain layer gets (issue 9, decision 0800): site, locale, user, theme, path,
   * site origins, in-app webview. Built here on the server; the chrome keeps only its theme in step on the client.
   */
  context: SiteContext;
  siteName: string;
  logo: { light: string; dark: string };
  hiddenThemeSwitch: boolean;
  hiddenLangAndRate: boolean;
  header: HeaderCommonData;
  user: { isLoggedIn: boolean; nickname: string | null; uid: string | null };
  footer: { links: FooterLink[]; copyright: string };
  loginHref: string;
  signupHref: string;
  pathname: string;
  search: string;
  /** SWR fallback: the data the page's client hooks start from. */
  fallback: Record<string, unknown>;
  sandbox: { personas: string[]; current: string; sites: { key: string; href: string }[] } | null;
  /** Region id of the site (spec 03 §3), for the calls and rules keyed by sub-site. */
  subSiteId: number;
  /** Every site's origin (SITE_HOSTS-aware), for the region-switch prompts' Switch Site links. */
  siteOrigins: Record<SiteKey, string>;
  /** Origins server links may point to (the site's `anti`). */
  allowOrigins: readonly string[];
  /** The site's hiddenAppDownload switch (spec 03 §3 flags). */
  hiddenAppDownload: boolean;
  /** The page is shown in the native app's webview (decision 0800). */
  inAppWebview: boolean;
  experiments: Experiments;
}

/** Everything the header, footer and toolbar need before first paint. Never throws: calls fall back. */
export async function loadShellData(site: SiteKey, locale: string, ctx: RequestContext): Promise<ShellData> {
  const config = getSiteConfig(site);
  const cookies = parseCookieHeader(ctx.cookieHeader);
  const isLoggedIn = isLoggedInFromCookies(cookies);
  const client = serverClient(ctx);
  const needsDeclaration = isLoggedIn && site === 'tr';
  const prefetch: PrefetchRequest[] = [
    ['footerTips', { subSiteId: SITE_IDS[site] }],
    // Spec 01 §7: the login user info is skipped on the 404, signup, auth, login reset/rebind and bind pages.
    ...(isLoggedIn && shouldFetchUserInfo(ctx.pathname) ? [['userInfo'] satisfies PrefetchRequest] : []),
  ];
  // The compliance check is the page layer's (one call per request, shared with enforceCompliance).
  const [header, declaration, compliance, fallback] = await Promise.all([
    client.call('headerCommonData'),
    needsDeclaration ? client.callResult('declarationStatus') : Promise.resolve(null),
    loadComplianceCheck(),
    prefetchFallback(client, prefetch),
  ]);
  fallback[swrKey('headerCommonData')] = header;
  if (compliance.ok) fallback[swrKey('complianceCheck')] = compliance.data;
  if (declaration?.ok) fallback[swrKey('declarationStatus')] = declaration.data;
  const siteHosts = process.env['SITE_HOSTS'];
  const usLoginOrigin = siteOrigin('us', { requestOrigin: ctx.origin, siteHosts });
  const sandbox = exchangeApiOrigin()
    ? null
    : {
        ...(await import('../sandbox/embedded')).sandboxInfo(cookies),
        sites: SITE_KEYS.map((key) => ({ key, href: siteOrigin(key, { requestOrigin: ctx.origin, siteHosts }) })),
      };
  let nickname: string | null = null;
  try {
    nickname = cookies['nickname'] ? decodeURIComponent(cookies['nickname']) : null;
  } catch {
    nickname = cookies['nickname'] ?? null;
  }
  const user = { isLoggedIn, nickname, uid: isLoggedIn ? (cookies['uid'] ?? null) : null };
  const siteOrigins = Object.fromEntries(
    SITE_KEYS.map((key) => [key, siteOrigin(key, { requestOrigin: ctx.origin, siteHosts })]),
  ) as Record<SiteKey, string>;
  const inAppWebview = isInAppWebview(ctx.userAgent);
  return {
    context: { site, locale, user, theme: ctx.theme, pathname: ctx.pathname, search: ctx.search, siteOrigins, inAppWebview },
    siteName: config.name,
    logo: config.logo,
    hiddenThemeSwitch: config.hiddenThemeSwitch,
    hiddenLangAndRate: config.hiddenLangAndRate,
    header,
    user,
    footer: {
      links: footerLinks(site, { isLoggedIn, declarationSigned: declaration?.ok === true && declaration.data.status === 2 }),
      copyright: footerCopyright(site, new Date().getUTCFullYear()),
    },
    loginHref: localizeHref({ site, locale, path: '/login', usLoginOrigin }),
    signupHref: localizeHref({ site, locale, path: '/signup', usLoginOrigin }),
    pathname: ctx.pathname,
    search: ctx.search,
    fallback,
    sandbox,
    subSiteId: SITE_IDS[site],
    siteOrigins,
    allowOrigins: config.anti,
    hiddenAppDownload: config.hiddenAppDownload,
    inAppWebview,
    experiments: experimentsFromCookies(cookies),
  };
}
