import { createServerExchangeClient, isLoggedInFromCookies, parseCookieHeader, prefetchFallback, swrKey, type HeaderCommonData } from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import { SITE_KEYS, footerCopyright, footerLinks, getSiteConfig, siteOrigin, type FooterLink, type SiteKey } from '@exchange/site-config';
import { exchangeBaseUrl, exchangeFetch } from './exchange-fetch';
import { exchangeApiOrigin } from './exchange-origin';
import type { RequestContext } from './request-context';

export interface ShellData {
  siteName: string;
  logo: { light: string; dark: string };
  hiddenThemeSwitch: boolean;
  hiddenLangAndRate: boolean;
  header: HeaderCommonData;
  user: { isLoggedIn: boolean; nickname: string | null };
  footer: { links: FooterLink[]; copyright: string };
  loginHref: string;
  signupHref: string;
  pathname: string;
  search: string;
  /** SWR fallback: the data the page's client hooks start from. */
  fallback: Record<string, unknown>;
  sandbox: { personas: string[]; current: string; sites: { key: string; href: string }[] } | null;
}

/** A client for this request only (its de-dup cache must not be shared between users). */
export function serverClient(ctx: RequestContext) {
  return createServerExchangeClient({
    fetch: exchangeFetch,
    origin: exchangeBaseUrl(),
    cookieHeader: ctx.cookieHeader,
    userAgent: ctx.userAgent,
    clientIp: ctx.clientIp,
  });
}

/** Everything the header, footer and toolbar need before first paint. Never throws: calls fall back. */
export async function loadShellData(site: SiteKey, locale: string, ctx: RequestContext): Promise<ShellData> {
  const config = getSiteConfig(site);
  const cookies = parseCookieHeader(ctx.cookieHeader);
  const isLoggedIn = isLoggedInFromCookies(cookies);
  const client = serverClient(ctx);
  const needsDeclaration = isLoggedIn && site === 'tr';
  const [header, declaration, fallback] = await Promise.all([
    client.call('headerCommonData'),
    needsDeclaration ? client.call('declarationStatus') : Promise.resolve(null),
    prefetchFallback(client, isLoggedIn ? [['userInfo'], ['complianceCheck']] : [['complianceCheck']]),
  ]);
  fallback[swrKey('headerCommonData')] = header;
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
  return {
    siteName: config.name,
    logo: config.logo,
    hiddenThemeSwitch: config.hiddenThemeSwitch,
    hiddenLangAndRate: config.hiddenLangAndRate,
    header,
    user: { isLoggedIn, nickname },
    footer: {
      links: footerLinks(site, { isLoggedIn, declarationSigned: declaration?.status === 2 }),
      copyright: footerCopyright(site, new Date().getUTCFullYear()),
    },
    loginHref: localizeHref({ site, locale, path: '/login', usLoginOrigin }),
    signupHref: localizeHref({ site, locale, path: '/signup', usLoginOrigin }),
    pathname: ctx.pathname,
    search: ctx.search,
    fallback,
    sandbox,
  };
}

