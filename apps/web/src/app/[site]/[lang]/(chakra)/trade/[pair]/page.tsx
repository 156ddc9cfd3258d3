import { pairLabel, resolveTradeRoute, tradeLabels } from '@exchange/chart/server';
import { localizePath } from '@exchange/i18n';
import type { MessageDescriptor } from '@formatjs/intl';
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { FundPasswordTradeView } from '@/components/trade-fund-password';
import { pageMessages } from '@/messages';
import { chartingHost } from '@/server/charting-host';
import { gatedPage } from '@/server/gated-page';
import { NotFoundPage, notFoundMetadata } from '@/server/not-found-page';
import { pageMetadata, seoMessages } from '@/server/page-metadata';
import { resolvePageParams } from '@/server/page-params';
import { getServerIntl } from '@/server/server-intl';
import { listedSymbols, tradeSiteContext } from '@/server/trade-page-data';

/** The page title and description take the pair (declared before typed messages; read as plain descriptors). */
const TITLE: MessageDescriptor = pageMessages.tradeTitle;
const DESCRIPTION: MessageDescriptor = seoMessages.tradeDescription;

type Params = { pair: string };

export async function generateMetadata({ params }: { params: Promise<{ site: string; lang: string } & Params> }): Promise<Metadata> {
  const p = await params;
  const { site, locale } = resolvePageParams(p);
  const resolved = resolveTradeRoute({ market: 'spot', pair: p.pair }, await listedSymbols('spot'));
  // A path of no page's shape or an unlisted symbol: the 404 view's metadata (title, noindex, no canonical; decision 1431).
  if (resolved.kind === 'not-found') return notFoundMetadata(locale);
  if (resolved.kind !== 'ok') return {};
  const intl = await getServerIntl(locale);
  const values = { pair: pairLabel(resolved.symbol) };
  // Title, description, canonical, hreflang and Open Graph like every indexable page (decision 0805).
  return pageMetadata({
    site,
    locale,
    title: intl.formatMessage(TITLE, values),
    description: intl.formatMessage(DESCRIPTION, values),
  });
}

/** `/trade/{BASE}_{QUOTE}`: the spot trade view of a listed pair (decision 0413); unknown or malformed pairs are a 404. */
export default gatedPage<Params>(async ({ site, locale, params }) => {
  const resolved = resolveTradeRoute({ market: 'spot', pair: params.pair }, await listedSymbols('spot'));
  // Never notFound() (Next 16 would send its empty error document): the 404 view renders here inside the site's
  // layout, answered 404 by the proxy for a path of no page's shape and for an unlisted symbol (decision 1431).
  if (resolved.kind === 'not-found') return <NotFoundPage />;
  if (resolved.kind === 'redirect') permanentRedirect(localizePath(site, locale, resolved.path));
  const [context, intl] = await Promise.all([tradeSiteContext(site, locale), getServerIntl(locale)]);
  return (
    <FundPasswordTradeView
      context={context}
      symbol={resolved.symbol}
      labels={tradeLabels(intl, resolved.symbol)}
      chartingHost={chartingHost()}
    />
  );
});
