import 'server-only';
import { buildAlternates, isNoindex, localizePath, siteLocales } from '@exchange/i18n';
import { footerLinks, isSitePath, resolveSiteFromHost, siteOrigin, type SiteKey } from '@exchange/site-config';
import type { MetadataRoute } from 'next';
import { matchContentPage } from './content-pages';

/** The site a robots.txt or sitemap.xml request is for (the same Host rule as the proxy). */
export function siteOfHost(host: string | null | undefined, siteHosts = process.env['SITE_HOSTS']): SiteKey {
  return resolveSiteFromHost(host, siteHosts);
}

/** A site's configured origin (`SITE_HOSTS`, else `https://<webSiteDomain>`): never the request's host (decision 0805). */
export function configuredOrigin(site: SiteKey, siteHosts = process.env['SITE_HOSTS']): string {
  return siteOrigin(site, { siteHosts });
}

/**
 * Issue 25's pages (decision 1904): the content hub and discovery pages on every site; the products (alpha, pilot,
 * convert, earn, copy trading, launch) on main and Turkey, whose 404 lists carry them. Convert, earn, copy trading
 * and launch are built beside this (their own libraries); the lead merges them.
 */
export const CONTENT_HUB_SITEMAP_PATHS: readonly string[] = [
  '/news',
  '/learn',
  '/blog',
  '/wiki',
  '/glossary',
  '/upcoming-events',
  '/help',
  '/crypto-market-data',
  '/price-prediction',
  '/how-to-buy',
];
export const PRODUCT_SITEMAP_PATHS: readonly string[] = [
  '/alpha',
  '/alpha/PEPE',
  '/pilot',
  '/etf',
  '/announcements/trade-match',
  '/convert',
  '/converter',
  '/simple-earn',
  '/lend-earn',
  '/hodl',
  '/copytrading',
  '/launchpool',
  '/candy-drop',
  '/startup',
  '/premint',
  '/pre-market',
  '/strategybot',
];

/** Pages a search engine should find on every site, plus the site's own information and legal pages (its footer). */
export function indexablePaths(site: SiteKey): string[] {
  const fixed = [
    '/',
    '/login',
    '/signup',
    '/trade/BTC_USDT',
    '/futures/usdt/BTC_USDT',
    ...CONTENT_HUB_SITEMAP_PATHS,
    ...(site === 'main' || site === 'tr' ? PRODUCT_SITEMAP_PATHS : []),
  ];
  const content = footerLinks(site, { isLoggedIn: false, declarationSigned: false })
    .map((l) => l.href)
    .filter((href) => isSitePath(href) && matchContentPage(href) !== null);
  return [...new Set([...fixed, ...content])];
}

export function robotsFor(site: SiteKey, origin: string): MetadataRoute.Robots {
  return {
    rules: [
      { userAgent: '*', allow: '/', disallow: ['/api/', '/apiweb/', '/json_svr/', '/_sandbox', '/myaccount/', '/state_compliance_tips'] },
    ],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}

/** Every indexable page of the site in each of its indexable locales, with the page's hreflang alternates. */
export function sitemapFor(site: SiteKey, origin: string, siteHosts = process.env['SITE_HOSTS']): MetadataRoute.Sitemap {
  const locales = siteLocales(site).filter((l) => !isNoindex(site, l));
  return indexablePaths(site).flatMap((path) =>
    locales.map((locale) => {
      const { canonical, languages } = buildAlternates({ site, locale, path: localizePath(site, locale, path), origin, siteHosts });
      return {
        url: canonical,
        alternates: { languages },
        changeFrequency: path === '/' ? 'daily' : 'weekly',
        priority: path === '/' ? 1 : 0.6,
      };
    }),
  );
}
