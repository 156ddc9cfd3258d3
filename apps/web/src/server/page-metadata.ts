import 'server-only';
import { buildAlternates, localizePath, mapLanguage } from '@exchange/i18n';
import { getSiteConfig, type SiteKey } from '@exchange/site-config';
import { defineMessages } from '@formatjs/intl';
import type { Metadata } from 'next';
import { mergeOgShow } from '@/lib/rules/og-show';
import { getRequestContext, type RequestContext } from './request-context';
import { serverClient } from './server-client';

/**
 * Search texts of the pages (issue 14 item 5): each indexable page has a localized title and meta description.
 * The layout's title template appends the brand (`%s · Brand`), so no title here is the bare brand.
 */
export const seoMessages = defineMessages({
  homeTitle: { id: 'web.seo.home.title', defaultMessage: 'Buy, sell and trade Bitcoin and crypto' },
  homeDescription: {
    id: 'web.seo.home.description',
    defaultMessage:
      'Buy, sell and trade Bitcoin, Ethereum and hundreds of other cryptocurrencies on spot and futures markets with deep liquidity and multi-layer security.',
  },
  loginDescription: {
    id: 'web.seo.login.description',
    defaultMessage: 'Log in to your account to trade crypto, deposit and withdraw funds, and manage your security settings.',
  },
  signupDescription: {
    id: 'web.seo.signup.description',
    defaultMessage: 'Create your free account in a minute and start buying, selling and trading Bitcoin and other cryptocurrencies.',
  },
  tradeDescription: {
    id: 'web.seo.trade.description',
    defaultMessage: 'Trade {pair} on the spot market: live price chart, order book and quick orders from the chart.',
  },
  futuresDescription: {
    id: 'web.seo.futures.description',
    defaultMessage:
      'Trade {contract} perpetual futures: live chart, your positions and liquidation prices, and quick orders from the chart.',
  },
});

/** The social preview image of a site (rendered once at build time by `app/static/brand/[file]/route.tsx`). */
export const ogImagePath = (site: SiteKey) => `/static/brand/og-${site}.png`;

export interface PageMetadataInput {
  site: SiteKey;
  locale: string;
  /** The page's localized title (the layout's template adds the brand). */
  title: string;
  description: string;
  /** The path without the locale prefix; defaults to the request's path (from the proxy). */
  path?: string;
  /**
   * Ask og_show (spec 03 §7, server side) for the page's campaign preview and merge it into Open Graph and the
   * social card (decision 1320); inside the page budget (decision 0810), a failure keeps the static data.
   */
  ogShow?: boolean;
}

/** og_show for a page: `url` is its path in the page's locale (e.g. `/ar/rewards_hub`); null when it fails. */
async function fetchOgShow(ctx: RequestContext, url: string) {
  try {
    return await serverClient(ctx).call('ogShow', { url });
  } catch {
    return null;
  }
}

/**
 * A page's search and social metadata: title, description, canonical and one hreflang per served locale (the
 * hreflang rule `buildAlternates`, decision 0805), Open Graph `og:url` (the canonical) and `og:image` (the site's).
 * Only pages call this: the 404 response carries no canonical and no alternates.
 */
export async function pageMetadata({ site, locale, title, description, path, ogShow = false }: PageMetadataInput): Promise<Metadata> {
  const ctx = await getRequestContext();
  const origin = ctx.origin;
  const siteHosts = process.env['SITE_HOSTS'];
  const { canonical, languages } = buildAlternates({ site, locale, path: path ?? ctx.pathname, origin, siteHosts });
  const config = getSiteConfig(site);
  const staticOg = { title, description, image: `${origin}${ogImagePath(site)}` };
  const og = ogShow
    ? mergeOgShow(staticOg, await fetchOgShow(ctx, localizePath(site, locale, path ?? ctx.pathname)), origin, config.imageOrigins)
    : staticOg;
  return {
    title,
    description,
    alternates: { canonical, languages },
    openGraph: {
      type: 'website',
      siteName: config.ogSiteName,
      title: og.title,
      description: og.description,
      url: canonical,
      locale: mapLanguage(locale).replace('-', '_'),
      images: [{ url: og.image, width: 1200, height: 630, alt: config.name }],
    },
    twitter: { card: 'summary_large_image', title: og.title, description: og.description, images: [og.image] },
  };
}
