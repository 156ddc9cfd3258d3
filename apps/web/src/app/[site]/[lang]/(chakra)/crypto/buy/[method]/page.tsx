import { isLoggedInFromCookies, parseCookieHeader } from '@exchange/api/server';
import { localizeHref } from '@exchange/i18n';
import { BuyCryptoView } from '@exchange/wallet';
import { defineMessages, type MessageDescriptor } from '@formatjs/intl';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/ui-client';
import { gatedPage } from '@/server/gated-page';
import { moneyLinks } from '@/server/money-links';
import { resolvePageParams } from '@/server/page-params';
import { getRequestContext } from '@/server/request-context';
import { getServerIntl } from '@/server/server-intl';

/** 02 §2: the two buy routes and the payment method each one takes. */
const METHODS = { 'with-credit-card': 'card', 'with-bank-account': 'bank' } as const;
type Slug = keyof typeof METHODS;
const isSlug = (value: string): value is Slug => Object.prototype.hasOwnProperty.call(METHODS, value);

const m = defineMessages({
  card: { id: 'web.buyCrypto.cardTitle', defaultMessage: 'Buy crypto with a card' },
  bank: { id: 'web.buyCrypto.bankTitle', defaultMessage: 'Buy crypto with a bank account' },
  description: {
    id: 'web.buyCrypto.description',
    defaultMessage: 'Get a quote in your currency, pay and receive the coins in your spot account.',
  },
});
const TITLES: Record<'card' | 'bank', MessageDescriptor> = { card: m.card, bank: m.bank };
const DESCRIPTION: MessageDescriptor = m.description;

export async function generateMetadata({ params }: { params: Promise<{ site: string; lang: string; method: string }> }): Promise<Metadata> {
  const p = await params;
  const { locale } = resolvePageParams(p);
  if (!isSlug(p.method)) return {};
  const intl = await getServerIntl(locale);
  return { title: intl.formatMessage(TITLES[METHODS[p.method]]), robots: { index: false } };
}

/** `/crypto/buy/with-credit-card?method=card&fiat=…` and `/crypto/buy/with-bank-account?method=bank&fiat=…` (02 §2; issue 22). */
export default gatedPage<{ method: string }>(async ({ site, locale, params, searchParams }) => {
  if (!isSlug(params.method)) notFound();
  const method = METHODS[params.method];
  const fiatParam = typeof searchParams['fiat'] === 'string' ? searchParams['fiat'].toUpperCase() : '';
  const intl = await getServerIntl(locale);
  const isLoggedIn = isLoggedInFromCookies(parseCookieHeader((await getRequestContext()).cookieHeader));
  return (
    <PageShell title={intl.formatMessage(TITLES[method])} description={intl.formatMessage(DESCRIPTION)}>
      <BuyCryptoView
        method={method}
        fiat={/^[A-Z]{3}$/.test(fiatParam) ? fiatParam : 'USD'}
        isLoggedIn={isLoggedIn}
        links={moneyLinks(site, locale)}
        methodHrefs={{
          card: localizeHref({ site, locale, path: `/crypto/buy/with-credit-card?method=card${fiatParam ? `&fiat=${fiatParam}` : ''}` }),
          bank: localizeHref({ site, locale, path: `/crypto/buy/with-bank-account?method=bank${fiatParam ? `&fiat=${fiatParam}` : ''}` }),
        }}
      />
    </PageShell>
  );
});
