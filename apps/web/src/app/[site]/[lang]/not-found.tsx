import { localizePath } from '@exchange/i18n';
import { getSiteConfig, isSafeRedirect, notFoundLinks, showTrendingStories } from '@exchange/site-config';
import { NotFoundIsland } from '@/components/not-found-island';
import { headers } from 'next/headers';
import { notFoundLinkMessages, pageMessages } from '@/messages';
import { REQUEST_HEADERS } from '@/server/request-headers';
import { resolvePageParams } from '@/server/page-params';
import { getServerIntl } from '@/server/server-intl';

/**
 * Spec 01 §2 404 page: headline, return-home link to the language prefix or to a validated `redirect`
 * target (an internal path or an origin in the site's `anti` allow-list; anything else is ignored),
 * helpful links in up to three columns, trending stories on main and US only.
 */
export default async function NotFound() {
  const h = await headers();
  const { site, locale } = resolvePageParams({ site: h.get(REQUEST_HEADERS.site) ?? 'main', lang: h.get(REQUEST_HEADERS.locale) ?? '' });
  const intl = await getServerIntl(locale);
  const search = new URLSearchParams(h.get(REQUEST_HEADERS.search) ?? '');
  const requested = search.get('redirect');
  const safe = requested
    ? isSafeRedirect(requested, { anti: getSiteConfig(site).anti, origin: h.get(REQUEST_HEADERS.origin) ?? undefined })
    : null;
  const homeHref = safe ?? localizePath(site, locale, '/');
  const links = notFoundLinks(site).map((l) => ({
    label: intl.formatMessage(notFoundLinkMessages[l.id]),
    href: l.newTab ? l.href : localizePath(site, locale, l.href),
    newTab: l.newTab,
  }));
  const trending = showTrendingStories(site)
    ? [
        { title: intl.formatMessage(notFoundLinkMessages.trendingBitcoin), href: localizePath(site, locale, '/news') },
        { title: intl.formatMessage(notFoundLinkMessages.trendingStablecoins), href: localizePath(site, locale, '/learn') },
        { title: intl.formatMessage(notFoundLinkMessages.trendingSecurity), href: localizePath(site, locale, '/blog') },
      ]
    : undefined;
  return (
    <NotFoundIsland
      headline={intl.formatMessage(pageMessages.notFoundTitle)}
      homeHref={homeHref}
      links={links}
      trendingStories={trending}
    />
  );
}
