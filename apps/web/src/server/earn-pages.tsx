import 'server-only';
import type { EarnKind } from '@exchange/api';
import { isLoggedInFromCookies, parseCookieHeader } from '@exchange/api/server';
import { ConverterView, ConvertView, EarnView, type EarnLinks } from '@exchange/earn';
import { localizeHref } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { defineMessages, type MessageDescriptor } from '@formatjs/intl';
import type { Metadata } from 'next';
import { PageShell } from '@/components/ui-client';
import type { GatedPageInput } from './gated-page';
import { pageMetadata } from './page-metadata';
import { resolvePageParams } from './page-params';
import { getRequestContext } from './request-context';
import { getServerIntl } from './server-intl';

/** The convert and earn pages (issue 25 items 1 and 3, decision 1894): their routes, titles and leads. */
export type EarnPageKey = 'convert' | 'converter' | EarnKind;

export const EARN_PAGE_PATHS: Record<EarnPageKey, string> = {
  convert: '/convert',
  converter: '/converter',
  simple: '/simple-earn',
  lend: '/lend-earn',
  hodl: '/hodl',
};

const m = defineMessages({
  convertTitle: { id: 'web.earnPages.convertTitle', defaultMessage: 'Convert' },
  convertLead: {
    id: 'web.earnPages.convertLead',
    defaultMessage: 'Swap one coin for another at a fixed quote: no order book, no trading fee.',
  },
  converterTitle: { id: 'web.earnPages.converterTitle', defaultMessage: 'Crypto converter' },
  converterLead: {
    id: 'web.earnPages.converterLead',
    defaultMessage: 'See what any amount of a coin is worth in another, at live reference prices.',
  },
  simpleTitle: { id: 'web.earnPages.simpleTitle', defaultMessage: 'Simple Earn' },
  simpleLead: {
    id: 'web.earnPages.simpleLead',
    defaultMessage: 'Earn interest on your idle coins: flexible or locked, redeem when you need them.',
  },
  lendTitle: { id: 'web.earnPages.lendTitle', defaultMessage: 'Lend Earn' },
  lendLead: {
    id: 'web.earnPages.lendLead',
    defaultMessage: 'Lend your coins to margin borrowers and earn a higher rate for a short term.',
  },
  hodlTitle: { id: 'web.earnPages.hodlTitle', defaultMessage: 'HODL' },
  hodlLead: { id: 'web.earnPages.hodlLead', defaultMessage: 'Lock coins you hold for the long term and earn the highest rates.' },
});

const TEXT: Record<EarnPageKey, { title: MessageDescriptor; lead: MessageDescriptor }> = {
  convert: { title: m.convertTitle, lead: m.convertLead },
  converter: { title: m.converterTitle, lead: m.converterLead },
  simple: { title: m.simpleTitle, lead: m.simpleLead },
  lend: { title: m.lendTitle, lead: m.lendLead },
  hodl: { title: m.hodlTitle, lead: m.hodlLead },
};

/** Search metadata of one of these pages. */
export function earnMetadata(page: EarnPageKey) {
  return async function generateMetadata({ params }: { params: Promise<{ site: string; lang: string }> }): Promise<Metadata> {
    const { site, locale } = resolvePageParams(await params);
    const intl = await getServerIntl(locale);
    return pageMetadata({
      site,
      locale,
      title: intl.formatMessage(TEXT[page].title),
      description: intl.formatMessage(TEXT[page].lead),
      path: EARN_PAGE_PATHS[page],
    });
  };
}

const links = (site: SiteKey, locale: string, page: EarnPageKey): EarnLinks => ({
  login: localizeHref({ site, locale, path: `/login?redirect=${encodeURIComponent(EARN_PAGE_PATHS[page])}` }),
  signup: localizeHref({ site, locale, path: '/signup' }),
});
const coinParam = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' && /^[A-Za-z0-9]{2,10}$/.test(value) ? value.toUpperCase() : undefined;

/** A page's body inside its `gatedPage`: the heading and lead, then the earn library's view. */
export async function renderEarnPage(page: EarnPageKey, { site, locale, searchParams }: GatedPageInput) {
  const intl = await getServerIntl(locale);
  const isLoggedIn = isLoggedInFromCookies(parseCookieHeader((await getRequestContext()).cookieHeader));
  const href = (path: string) => localizeHref({ site, locale, path });
  const view =
    page === 'convert' ? (
      <ConvertView
        isLoggedIn={isLoggedIn}
        links={links(site, locale, page)}
        initialFrom={coinParam(searchParams['from'])}
        initialTo={coinParam(searchParams['to'])}
      />
    ) : page === 'converter' ? (
      <ConverterView convertHref={href('/convert')} />
    ) : (
      <EarnView
        kind={page}
        isLoggedIn={isLoggedIn}
        links={links(site, locale, page)}
        tabHrefs={{ simple: href('/simple-earn'), lend: href('/lend-earn'), hodl: href('/hodl') }}
      />
    );
  return (
    <PageShell title={intl.formatMessage(TEXT[page].title)} description={intl.formatMessage(TEXT[page].lead)}>
      {view}
    </PageShell>
  );
}
