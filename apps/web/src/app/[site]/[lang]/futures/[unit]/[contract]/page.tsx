import type { MessageDescriptor } from '@formatjs/intl';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { localizePath } from '@exchange/i18n';
import { ComplianceTipsView } from '../../../../../../components/compliance-tips-view';
import { pairLabel, resolveFuturesContract } from '../../../../../../components/trade-data';
import { TradeView } from '../../../../../../components/trade-view';
import { pageMessages } from '../../../../../../messages';
import { enforceCompliance } from '../../../../../../server/compliance';
import { resolvePageParams } from '../../../../../../server/page-params';
import { getServerIntl } from '../../../../../../server/server-intl';
import { loadListedSymbols, tradeAccess, tradeLabels } from '../../../trade/trade-page-data';

/** The page title takes the contract (declared before typed messages; read as a plain descriptor). */
const TITLE: MessageDescriptor = pageMessages.futuresTitle;

interface PageProps {
  params: Promise<{ site: string; lang: string; unit: string; contract: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const p = await params;
  const { locale } = resolvePageParams(p);
  const resolved = resolveFuturesContract(p.unit, p.contract, await loadListedSymbols('futures'));
  if (resolved.kind !== 'ok') return {};
  const intl = await getServerIntl(locale);
  return { title: intl.formatMessage(TITLE, { contract: pairLabel(resolved.symbol) }) };
}

/**
 * `/futures/{unit}/{contract}` (e.g. /futures/usdt/BTC_USDT): the perpetual's chart with the position line
 * and the liquidation histogram. Compliance first: a restricted futures feature never renders.
 */
export default async function FuturesPage({ params }: PageProps) {
  const p = await params;
  const { site, locale } = resolvePageParams(p);
  const gate = await enforceCompliance(site, locale);
  if (gate.kind === 'tips') return <ComplianceTipsView site={site} locale={locale} />;
  const resolved = resolveFuturesContract(p.unit, p.contract, await loadListedSymbols('futures'));
  if (resolved.kind === 'not-found') notFound();
  if (resolved.kind === 'redirect') permanentRedirect(localizePath(site, locale, resolved.path));
  const [access, labels] = await Promise.all([
    tradeAccess(site, locale, `/futures/${resolved.symbol.settle}/${resolved.symbol.symbol}`),
    tradeLabels(locale, resolved.symbol),
  ]);
  return <TradeView symbol={resolved.symbol} locale={locale} labels={labels} {...access} />;
}
