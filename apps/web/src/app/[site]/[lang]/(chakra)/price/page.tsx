import { MarketsView, marketsMessages } from '@exchange/chart';
import type { Metadata } from 'next';
import { gatedPage } from '@/server/gated-page';
import { pageMetadata } from '@/server/page-metadata';
import { resolvePageParams } from '@/server/page-params';
import { getRequestContext } from '@/server/request-context';
import { serverClient } from '@/server/server-client';
import { getServerIntl } from '@/server/server-intl';
import { listedSymbols } from '@/server/trade-page-data';

export async function generateMetadata({ params }: { params: Promise<{ site: string; lang: string }> }): Promise<Metadata> {
  const { site, locale } = resolvePageParams(await params);
  const intl = await getServerIntl(locale);
  return pageMetadata({
    site,
    locale,
    title: intl.formatMessage(marketsMessages.title),
    description: intl.formatMessage(marketsMessages.description),
    path: '/price',
  });
}

/**
 * `/price`: the Markets page (issue 14, decision 0813). The server loads the spot tickers and the pairs' price
 * decimals; the view refreshes the prices in the browser. A failed first load shows the view's error state.
 */
export default gatedPage(async ({ site, locale }) => {
  const client = serverClient(await getRequestContext());
  const [tickers, symbols] = await Promise.all([client.callResult('marketTickers', { market: 'spot' }), listedSymbols('spot')]);
  const pricePrecision = Object.fromEntries((symbols ?? []).map((s) => [s.symbol, s.price_precision]));
  return <MarketsView site={site} locale={locale} initialTickers={tickers.ok ? tickers.data : null} pricePrecision={pricePrecision} />;
});
