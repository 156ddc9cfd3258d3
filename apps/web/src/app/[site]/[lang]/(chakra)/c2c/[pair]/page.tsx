import { isLoggedInFromCookies, parseCookieHeader } from '@exchange/api/server';
import { P2pMarketView } from '@exchange/wallet';
import { defineMessages, type MessageDescriptor } from '@formatjs/intl';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/ui-client';
import { gatedPage } from '@/server/gated-page';
import { moneyLinks } from '@/server/money-links';
import { resolvePageParams } from '@/server/page-params';
import { getRequestContext } from '@/server/request-context';
import { getServerIntl } from '@/server/server-intl';

const m = defineMessages({
  title: { id: 'web.p2p.title', defaultMessage: 'P2P trading: {crypto} with {fiat}' },
  description: { id: 'web.p2p.description', defaultMessage: 'Buy and sell {crypto} directly with verified merchants.' },
});
const TITLE: MessageDescriptor = m.title;
const DESCRIPTION: MessageDescriptor = m.description;

/** `/c2c/USDT_EUR` → USDT and EUR; `/c2c/market` (01 §2 drawer) → USDT with USD. Anything else: 404. */
function parsePair(pair: string): { crypto: string; fiat: string } | null {
  if (pair === 'market') return { crypto: 'USDT', fiat: 'USD' };
  const match = /^([A-Z0-9]{2,10})_([A-Z]{3})$/.exec(pair.toUpperCase());
  return match && match[1] && match[2] ? { crypto: match[1], fiat: match[2] } : null;
}

export async function generateMetadata({ params }: { params: Promise<{ site: string; lang: string; pair: string }> }): Promise<Metadata> {
  const p = await params;
  const pair = parsePair(p.pair);
  if (!pair) return {};
  const intl = await getServerIntl(resolvePageParams(p).locale);
  return { title: intl.formatMessage(TITLE, pair), robots: { index: false } };
}

/** `/c2c/USDT_{fiat}` (02 §2; issue 22): merchant offers, filters, an order waiting for payment. */
export default gatedPage<{ pair: string }>(async ({ site, locale, params }) => {
  const pair = parsePair(params.pair);
  if (!pair) notFound();
  const intl = await getServerIntl(locale);
  const isLoggedIn = isLoggedInFromCookies(parseCookieHeader((await getRequestContext()).cookieHeader));
  return (
    <PageShell title={intl.formatMessage(TITLE, pair)} description={intl.formatMessage(DESCRIPTION, pair)}>
      <P2pMarketView crypto={pair.crypto} fiat={pair.fiat} isLoggedIn={isLoggedIn} links={moneyLinks(site, locale)} />
    </PageShell>
  );
});
