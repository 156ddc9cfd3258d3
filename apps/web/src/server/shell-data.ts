import 'server-only';
import { shouldFetchUserInfo } from '@exchange/account/server';
import {
  CURR_FIAT_COOKIE,
  applyFiatChoice,
  parseCookieHeader,
  prefetchFallback,
  swrKey,
  type HeaderCommonData,
  type PrefetchRequest,
} from '@exchange/api/server';
import { localizeHref } from '@exchange/i18n';
import {
  SITE_IDS,
  SITE_KEYS,
  footerCopyright,
  footerLinks,
  getSiteConfig,
  monitoringEndpoint,
  regionSwitches,
  siteOrigin,
  type FooterLink,
  type RegionSwitches,
  type SiteKey,
} from '@exchange/site-config';
import type { SiteContext } from '@exchange/ui';
import { loadComplianceCheck } from './compliance';
import { exchangeApiOrigin } from './exchange-origin';
import { experimentOverrides, experimentsFromCookies, type ExperimentOverride, type Experiments } from './experiments';
import type { RequestContext } from './request-context';
import { serverClient } from './server-client';
import { buildSiteContext } from './site-context';

export { serverClient };

export interface ShellData {
  /**
   * The one narrow context every domain layer gets (issue 9, decision 0800): site, locale, user, theme, path,
   * site origins, in-app webview. Built here on the server (`buildSiteContext`); the chrome only keeps its theme
   * in step on the client. The layers read their site's settings (`anti`, `hiddenAppDownload`) from
   * `@exchange/site-config` themselves.
   */
  context: SiteContext;
  siteName: string;
  logo: { light: string; dark: string };
  hiddenThemeSwitch: boolean;
  hiddenLangAndRate: boolean;
  /** Every region switch of the site (spec 03 §3, §6): the chrome applies them (issue 12 item 7). */
  switches: RegionSwitches;
  /** Spec 03 §3: the site hides the referral programme (the account menu drops its entry). */
  hiddenReferral: boolean;
  header: HeaderCommonData;
  footer: { links: FooterLink[]; copyright: string };
  loginHref: string;
  signupHref: string;
  /** SWR fallback: the data the page's client hooks start from. */
  fallback: Record<string, unknown>;
  /** The monitoring collector's OTLP/HTTP logs URL from the site config (decision 1823), or null: monitoring off. */
  monitoringEndpoint: string | null;
  sandbox: {
    personas: string[];
    current: string;
    sites: { key: string; href: string }[];
    /** The experiments the reviewer may pin from the toolbar (decision 1311). */
    experiments?: ExperimentOverride[];
  } | null;
  /**
   * Where the browser's realtime client connects (issue 20): the site's `ws` hosts (spec 03 §3) against a real
   * exchange, the embedded sandbox's socket path on this origin otherwise.
   */
  realtimeUrls: string[];
  /** The one server fact a layer needs that its context does not carry: the promotions layer's experiment value. */
  experiments: Experiments;
}

/** Everything the header, footer and toolbar need before first paint. Never throws: calls fall back. */
export async function loadShellData(site: SiteKey, locale: string, ctx: RequestContext): Promise<ShellData> {
  const config = getSiteConfig(site);
  const cookies = parseCookieHeader(ctx.cookieHeader);
  const context = buildSiteContext(site, locale, ctx);
  const isLoggedIn = context.user.isLoggedIn;
  const client = serverClient(ctx);
  const needsDeclaration = isLoggedIn && site === 'tr';
  const prefetch: PrefetchRequest[] = [
    ['footerTips', { subSiteId: SITE_IDS[site] }],
    // Spec 01 §7: the login user info is skipped on the 404, signup, auth, login reset/rebind and bind pages. The
    // context's path is `/404` on the 404 view (an unknown path, an unlisted pair: decision 1952), so the server asks
    // exactly where the layers ask.
    ...(isLoggedIn && shouldFetchUserInfo(context.pathname) ? [['userInfo'] satisfies PrefetchRequest] : []),
  ];
  // The compliance check is the page layer's (one call per request, shared with enforceCompliance).
  const [serverHeader, declaration, compliance, fallback] = await Promise.all([
    client.call('headerCommonData'),
    needsDeclaration ? client.callResult('declarationStatus') : Promise.resolve(null),
    loadComplianceCheck(),
    prefetchFallback(client, prefetch),
  ]);
  // Issue 22 (01 §3): the fiat chosen in the header's currency menu, remembered in a cookie, drives every estimate.
  const header = applyFiatChoice(serverHeader, cookies[CURR_FIAT_COOKIE]);
  fallback[swrKey('headerCommonData')] = header;
  if (compliance.ok) fallback[swrKey('complianceCheck')] = compliance.data;
  if (declaration?.ok) fallback[swrKey('declarationStatus')] = declaration.data;
  const siteHosts = process.env['SITE_HOSTS'];
  const usLoginOrigin = siteOrigin('us', { requestOrigin: ctx.origin, siteHosts });
  const experiments = experimentsFromCookies(cookies, { search: ctx.search });
  const embedded = exchangeApiOrigin() ? null : await import('@/sandbox/embedded');
  const sandbox = !embedded
    ? null
    : {
        ...embedded.sandboxInfo(cookies),
        sites: SITE_KEYS.map((key) => ({ key, href: context.siteOrigins[key] })),
        experiments: experimentOverrides(experiments),
      };
  return {
    context,
    siteName: config.name,
    logo: config.logo,
    hiddenThemeSwitch: config.hiddenThemeSwitch,
    hiddenLangAndRate: config.hiddenLangAndRate,
    switches: regionSwitches(site),
    hiddenReferral: config.hiddenReferral,
    header,
    footer: {
      links: footerLinks(site, { isLoggedIn, declarationSigned: declaration?.ok === true && declaration.data.status === 2 }),
      copyright: footerCopyright(site, new Date().getUTCFullYear()),
    },
    loginHref: localizeHref({ site, locale, path: '/login', usLoginOrigin }),
    signupHref: localizeHref({ site, locale, path: '/signup', usLoginOrigin }),
    fallback,
    monitoringEndpoint: monitoringEndpoint({
      MONITORING_OTLP_ENDPOINT: process.env['MONITORING_OTLP_ENDPOINT'],
      EXCHANGE_API_ORIGIN: process.env['EXCHANGE_API_ORIGIN'],
    }),
    sandbox,
    realtimeUrls: embedded ? [embedded.SANDBOX_REALTIME_PATH] : [...config.ws],
    experiments,
  };
}
