import { isLoggedInFromCookies, parseCookieHeader } from '@exchange/api/server';
import { localizePath } from '@exchange/i18n';
import type { Metadata } from 'next';
import { HomeView } from '@/components/home-view';
import { pageMessages } from '@/messages';
import { gatedPage, type GatedPageInput } from '@/server/gated-page';
import { pageMetadata, seoMessages } from '@/server/page-metadata';
import { resolvePageParams } from '@/server/page-params';
import { getRequestContext } from '@/server/request-context';
import { getServerIntl } from '@/server/server-intl';
import { serverClient } from '@/server/shell-data';
import { buildSiteContext } from '@/server/site-context';

export async function generateMetadata({ params }: { params: Promise<{ site: string; lang: string }> }): Promise<Metadata> {
  const { site, locale } = resolvePageParams(await params);
  const intl = await getServerIntl(locale);
  return pageMetadata({
    site,
    locale,
    path: '/',
    title: intl.formatMessage(seoMessages.homeTitle),
    description: intl.formatMessage(seoMessages.homeDescription),
    // The home page's campaign preview (decision 1320).
    ogShow: true,
  });
}

const toNumber = (value: string): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** Home: what the exchange is, the way in, and the platform figures (zeros when the call fails, spec 03 §8). */
async function HomePage({ site, locale }: GatedPageInput) {
  const ctx = await getRequestContext();
  const [intl, stats] = await Promise.all([getServerIntl(locale), serverClient(ctx).call('homeStats')]);
  const isLoggedIn = isLoggedInFromCookies(parseCookieHeader(ctx.cookieHeader));
  const figures = [
    {
      label: pageMessages.statVolume,
      value: intl.formatNumber(toNumber(stats.trading_volume), { style: 'currency', currency: 'USD', notation: 'compact' }),
    },
    { label: pageMessages.statCoins, value: intl.formatNumber(toNumber(stats.curr_count)) },
    { label: pageMessages.statUsers, value: intl.formatNumber(toNumber(stats.user_register_count), { notation: 'compact' }) },
    {
      label: pageMessages.statReserve,
      value: intl.formatNumber(toNumber(stats.total_reserve_rate) / 100, { style: 'percent', maximumFractionDigits: 0 }),
    },
  ];
  const cta = isLoggedIn
    ? { label: intl.formatMessage(pageMessages.homeTrade), href: localizePath(site, locale, '/trade/BTC_USDT') }
    : { label: intl.formatMessage(pageMessages.homeSignUp), href: localizePath(site, locale, '/signup') };
  return (
    <HomeView
      title={intl.formatMessage(pageMessages.homeTitle)}
      lead={intl.formatMessage(pageMessages.homeLead)}
      cta={cta}
      statsTitle={intl.formatMessage(pageMessages.homeStatsTitle)}
      figures={figures.map((f) => ({ key: f.label.id, label: intl.formatMessage(f.label), value: f.value }))}
      context={buildSiteContext(site, locale, ctx)}
    />
  );
}

export default gatedPage(HomePage);
