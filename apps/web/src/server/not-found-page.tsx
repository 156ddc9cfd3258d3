import 'server-only';
import { localizePath } from '@exchange/i18n';
import {
  getSiteConfig,
  isSafeRedirect,
  notFoundLinks,
  pickTrendingStories,
  showTrendingStories,
  type NotFoundLinkId,
  type TrendingStoryLink,
} from '@exchange/site-config';
import type { MessageDescriptor } from '@formatjs/intl';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { NotFoundIsland } from '@/components/not-found-island';
import { NotFoundMarker } from '@/components/not-found-marker';
import { notFoundLinkMessages, pageMessages } from '@/messages';
import { resolvePageParams } from './page-params';
import { getRequestContext } from './request-context';
import { REQUEST_HEADERS } from './request-headers';
import { serverClient } from './server-client';
import { getServerIntl } from './server-intl';

/** The label of each helpful link (the site-config rule gives ids and paths). */
const LINK_LABELS: Readonly<Record<NotFoundLinkId, MessageDescriptor>> = notFoundLinkMessages;

/** The 404 view's metadata: the localized title, never indexed, no canonical or alternates (decision 0805). */
export async function notFoundMetadata(locale: string): Promise<Metadata> {
  const intl = await getServerIntl(locale);
  return { title: intl.formatMessage(pageMessages.notFoundTitle), robots: { index: false, follow: true } };
}

/**
 * Spec 01 §2 404 page: headline, return-home link to the language prefix or to a validated `redirect`
 * target (an internal path or an origin in the site's `anti` allow-list; anything else is ignored),
 * helpful links in up to three columns, trending stories on main and US only (from the content call, else the
 * fixed list, decision 1402). Rendered by the catch-all route for unknown paths (answered 404 by the proxy,
 * decision 0806) and by `not-found.tsx` for `notFound()`.
 */
export async function NotFoundPage() {
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
    label: intl.formatMessage(LINK_LABELS[l.id]),
    href: l.newTab ? l.href : localizePath(site, locale, l.href),
    newTab: l.newTab,
  }));
  // Trending stories come from the content call for this site and locale; the fixed list (leading to the pages that
  // answer them) is the documented fallback when the call fails or gives nothing usable (decision 1402).
  let trending: TrendingStoryLink[] | undefined;
  if (showTrendingStories(site)) {
    const fixed = [
      {
        title: intl.formatMessage(notFoundLinkMessages.trendingBitcoin),
        href: localizePath(site, locale, '/news/bitcoin-futures-open-interest'),
      },
      {
        title: intl.formatMessage(notFoundLinkMessages.trendingStablecoins),
        href: localizePath(site, locale, '/news/stablecoin-supply-fourth-month'),
      },
      {
        title: intl.formatMessage(notFoundLinkMessages.trendingSecurity),
        href: localizePath(site, locale, '/blog/passkeys-protect-accounts'),
      },
    ];
    const answer = await serverClient(await getRequestContext()).callResult('trendingStories', { site, lang: locale });
    trending = pickTrendingStories(
      answer.ok ? answer.data : null,
      fixed,
      (path) => localizePath(site, locale, path),
      getSiteConfig(site).anti,
    ).stories;
  }
  return (
    <>
      <NotFoundMarker />
      <NotFoundIsland
        headline={intl.formatMessage(pageMessages.notFoundTitle)}
        homeHref={homeHref}
        links={links}
        trendingStories={trending}
      />
    </>
  );
}
