import type { MessageDescriptor } from '@formatjs/intl';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { localizePath } from '@exchange/i18n';
import { ComplianceTipsView } from '../../../../../components/compliance-tips-view';
import { pairLabel, resolveSpotPair } from '../../../../../components/trade-data';
import { TradeView } from '../../../../../components/trade-view';
import { pageMessages } from '../../../../../messages';
import { enforceCompliance } from '../../../../../server/compliance';
import { resolvePageParams } from '../../../../../server/page-params';
import { getServerIntl } from '../../../../../server/server-intl';
import { loadListedSymbols, tradeAccess, tradeLabels } from '../trade-page-data';

/** The page title takes the pair (declared before typed messages; read as a plain descriptor). */
const TITLE: MessageDescriptor = pageMessages.tradeTitle;

interface PageProps {
  params: Promise<{ site: string; lang: string; pair: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const p = await params;
  const { locale } = resolvePageParams(p);
  const resolved = resolveSpotPair(p.pair, await loadListedSymbols('spot'));
  if (resolved.kind !== 'ok') return {};
  const intl = await getServerIntl(locale);
  return { title: intl.formatMessage(TITLE, { pair: pairLabel(resolved.symbol) }) };
}

/** `/trade/{BASE}_{QUOTE}`: the spot chart of a listed pair (issue 4 "In the app"); unknown or malformed pairs are a 404. */
export default async function TradePage({ params }: PageProps) {
  const p = await params;
  const { site, locale } = resolvePageParams(p);
  const gate = await enforceCompliance(site, locale);
  if (gate.kind === 'tips') return <ComplianceTipsView site={site} locale={locale} />;
  const resolved = resolveSpotPair(p.pair, await loadListedSymbols('spot'));
  if (resolved.kind === 'not-found') notFound();
  if (resolved.kind === 'redirect') permanentRedirect(localizePath(site, locale, resolved.path));
  const [access, labels] = await Promise.all([
    tradeAccess(site, locale, `/trade/${resolved.symbol.symbol}`),
    tradeLabels(locale, resolved.symbol),
  ]);
  return <TradeView symbol={resolved.symbol} locale={locale} labels={labels} {...access} />;
}
