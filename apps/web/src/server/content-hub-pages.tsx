import 'server-only';
import type { ArticleKind } from '@exchange/api';
import {
  AlphaBoard,
  AlphaTokenView,
  AppUpdateNotice,
  ArticleList,
  ArticleView,
  EtfView,
  GlossaryView,
  HowToBuyView,
  MarketDataView,
  PricePredictionView,
  contentMessages,
  contentPageMessages,
  guideCoinOf,
  type ContentPageKey,
  type GuideCoin,
} from '@exchange/content';
import { isAppFeatureAvailable } from '@exchange/native-app';
import type { Metadata } from 'next';
import type { GatedPageInput } from './gated-page';
import { NotFoundPage, notFoundMetadata } from './not-found-page';
import { pageMetadata } from './page-metadata';
import { resolvePageParams } from './page-params';
import { getRequestContext } from './request-context';
import { serverClient } from './server-client';
import { getServerIntl } from './server-intl';
import { buildSiteContext } from './site-context';

/** The content hub's pages (issue 25 items 4 and 5, decision 1902): one server helper per kind of page. */

type MetadataProps = { params: Promise<{ site: string; lang: string } & Record<string, string | string[] | undefined>> };

/** Search metadata of a list or landing page: its localized title and lead (canonical and hreflang by `pageMetadata`). */
export function contentListMetadata(key: ContentPageKey) {
  return async function generateMetadata({ params }: MetadataProps): Promise<Metadata> {
    const { site, locale } = resolvePageParams(await params);
    const intl = await getServerIntl(locale);
    const page = contentPageMessages[key];
    return pageMetadata({ site, locale, title: intl.formatMessage(page.title), description: intl.formatMessage(page.lead) });
  };
}

const slugOf = (params: Record<string, unknown>): string => (typeof params['slug'] === 'string' ? params['slug'] : '');

/** Search metadata of an article: its own title and summary; an unknown article gets the 404 view's. */
export function articleMetadata(kind: ArticleKind) {
  return async function generateMetadata({ params }: MetadataProps): Promise<Metadata> {
    const p = await params;
    const { site, locale } = resolvePageParams(p);
    const article = await loadArticle(kind, slugOf(p), locale);
    if (!article) return notFoundMetadata(locale);
    return pageMetadata({ site, locale, title: article.title, description: article.summary });
  };
}

async function loadArticle(kind: ArticleKind, slug: string, locale: string) {
  if (!/^[a-z0-9][a-z0-9-]{0,79}$/.test(slug)) return null;
  const answer = await serverClient(await getRequestContext()).callResult('contentArticle', { kind, slug, lang: locale });
  return answer.ok ? answer.data : null;
}

/** A content list (news, blog, learn, wiki, events, help with its `q` search, announcements) or the glossary. */
export async function renderArticleList(kind: ArticleKind, { site, locale, searchParams }: GatedPageInput) {
  const q = typeof searchParams['q'] === 'string' ? searchParams['q'].slice(0, 60) : '';
  const answer = await serverClient(await getRequestContext()).callResult('contentArticles', {
    kind,
    lang: locale,
    ...(kind === 'help' && q !== '' ? { q } : {}),
  });
  const articles = answer.ok ? answer.data : [];
  if (kind === 'glossary') return <GlossaryView site={site} locale={locale} terms={articles} />;
  return <ArticleList site={site} locale={locale} kind={kind} articles={articles} query={kind === 'help' ? q : undefined} />;
}

/** One article, with the trade match's calls to action; an unknown slug is the 404 view. */
export async function renderArticle(kind: ArticleKind, { site, locale, params }: GatedPageInput<{ slug?: string }>, slug = slugOf(params)) {
  const article = await loadArticle(kind, slug, locale);
  if (!article) return <NotFoundPage />;
  const intl = await getServerIntl(locale);
  const actions =
    kind === 'announcement' && slug === 'trade-match'
      ? [
          { label: intl.formatMessage(contentMessages.joinTradeMatch), path: '/trade/BTC_USDT' },
          { label: intl.formatMessage(contentMessages.tradeMatchFutures), path: '/futures/usdt/BTC_USDT' },
        ]
      : [];
  return <ArticleView site={site} locale={locale} kind={kind} article={article} actions={actions} />;
}

async function tickers(market?: 'spot' | 'futures') {
  const answer = await serverClient(await getRequestContext()).callResult('marketTickers', market ? { market } : {});
  return answer.ok ? answer.data : null;
}

export async function renderMarketData({ site, locale }: GatedPageInput) {
  return <MarketDataView site={site} locale={locale} tickers={await tickers()} />;
}

export async function renderEtf({ site, locale }: GatedPageInput) {
  return <EtfView site={site} locale={locale} tickers={await tickers('spot')} />;
}

/** Price prediction of a coin (`/price-prediction/{coin}`; the index page shows BTC's). */
export async function renderPricePrediction(
  { site, locale, params }: GatedPageInput<{ coin?: string }>,
  fallback: GuideCoin | null = null,
) {
  const coin = guideCoinOf(params.coin) ?? fallback;
  if (!coin) return <NotFoundPage />;
  const list = await tickers('spot');
  const price = list?.find((t) => t.symbol === `${coin}_USDT`)?.last ?? null;
  return <PricePredictionView site={site} locale={locale} coin={coin} price={price} year={new Date().getUTCFullYear()} />;
}

export async function renderHowToBuy({ site, locale, params }: GatedPageInput<{ coin?: string }>) {
  if (params.coin === undefined) return <HowToBuyView site={site} locale={locale} coin={null} />;
  const coin = guideCoinOf(params.coin);
  return coin ? <HowToBuyView site={site} locale={locale} coin={coin} /> : <NotFoundPage />;
}

/** Spec 03 §6: inside the native app, alpha and pilot need the app's minimum version; on the web they are not gated. */
async function nativeGate(feature: 'alpha' | 'pilot', site: GatedPageInput['site'], locale: string) {
  const context = buildSiteContext(site, locale, await getRequestContext());
  return { context, allowed: isAppFeatureAvailable(feature, context.nativeApp ?? null) };
}

export async function renderAlphaBoard({ site, locale }: GatedPageInput, variant: 'alpha' | 'pilot') {
  const gate = await nativeGate(variant, site, locale);
  if (!gate.allowed) return <AppUpdateNotice feature={variant} />;
  const answer = await serverClient(await getRequestContext()).callResult('alphaTokens', {});
  return <AlphaBoard site={site} locale={locale} tokens={answer.ok ? answer.data : []} variant={variant} />;
}

const tokenOf = (params: Record<string, unknown>) => (typeof params['token'] === 'string' ? params['token'].toUpperCase() : '');

export async function renderAlphaToken({ site, locale, params }: GatedPageInput<{ token?: string }>) {
  const gate = await nativeGate('alpha', site, locale);
  if (!gate.allowed) return <AppUpdateNotice feature="alpha" />;
  const answer = await serverClient(await getRequestContext()).callResult('alphaTokens', {});
  const token = answer.ok ? answer.data.find((t) => t.token === tokenOf(params)) : undefined;
  if (!token) return <NotFoundPage />;
  return <AlphaTokenView site={site} locale={locale} token={token} isLoggedIn={gate.context.user.isLoggedIn} />;
}

/** `/alpha/{token}`'s metadata: "PEPE · Alpha" and the token's name. */
export async function alphaTokenMetadata({ params }: MetadataProps): Promise<Metadata> {
  const p = await params;
  const { site, locale } = resolvePageParams(p);
  const intl = await getServerIntl(locale);
  const token = tokenOf(p);
  if (!/^[A-Z0-9]{2,12}$/.test(token)) return notFoundMetadata(locale);
  return pageMetadata({
    site,
    locale,
    title: `${token} · ${intl.formatMessage(contentPageMessages.alpha.title)}`,
    description: intl.formatMessage(contentPageMessages.alpha.lead),
  });
}
