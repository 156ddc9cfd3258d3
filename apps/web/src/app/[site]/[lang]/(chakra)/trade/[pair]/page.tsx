import { pairLabel, resolveTradeRoute, tradeLabels } from '@exchange/chart/server';
import { localizePath } from '@exchange/i18n';
import type { MessageDescriptor } from '@formatjs/intl';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { FundPasswordTradeView } from '@/components/trade-fund-password';
import { pageMessages } from '@/messages';
import { gatedPage } from '@/server/gated-page';
import { resolvePageParams } from '@/server/page-params';
import { getServerIntl } from '@/server/server-intl';
import { listedSymbols, tradeSiteContext } from '@/server/trade-page-data';

/** The page title takes the pair (declared before typed messages; read as a plain descriptor). */
const TITLE: MessageDescriptor = pageMessages.tradeTitle;

type Params = { pair: string };

export async function generateMetadata({ params }: { params: Promise<{ site: string; lang: string } & Params> }): Promise<Metadata> {
  const p = await params;
  const { locale } = resolvePageParams(p);
  const resolved = resolveTradeRoute({ market: 'spot', pair: p.pair }, await listedSymbols('spot'));
  if (resolved.kind !== 'ok') return {};
  const intl = await getServerIntl(locale);
  return { title: intl.formatMessage(TITLE, { pair: pairLabel(resolved.symbol) }) };
}

/** `/trade/{BASE}_{QUOTE}`: the spot trade view of a listed pair (decision 0413); unknown or malformed pairs are a 404. */
export default gatedPage<Params>(async ({ site, locale, params }) => {
  const resolved = resolveTradeRoute({ market: 'spot', pair: params.pair }, await listedSymbols('spot'));
  if (resolved.kind === 'not-found') notFound();
  if (resolved.kind === 'redirect') permanentRedirect(localizePath(site, locale, resolved.path));
  const [context, intl] = await Promise.all([tradeSiteContext(site, locale), getServerIntl(locale)]);
  return <FundPasswordTradeView context={context} symbol={resolved.symbol} labels={tradeLabels(intl, resolved.symbol)} />;
});
