import { isLoggedInFromCookies, parseCookieHeader } from '@exchange/api/server';
import { localizePath } from '@exchange/i18n';
import { isAppFeatureAvailable } from '@exchange/native-app';
import { ALPHA_BANNER_CLOSED_AT_KEY, homeBannerSlots } from '@exchange/promotions';
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

/** The device id the marketing calls send (spec 03 §7 device_id): the fingerprint cookie, as the client sends it. */
const DEVICE_ID_COOKIE = 'finger_print';

/**
 * Home: what the exchange is, the way in, and the platform figures (zeros when the call fails, spec 03 §8). The
 * server asks the banners' two calls too, with the client's inputs, and keeps the room of the banners that will
 * show (decision 1820): the banners arrive after hydration without moving the hero.
 */
async function HomePage({ site, locale }: GatedPageInput) {
  const ctx = await getRequestContext();
  const cookies = parseCookieHeader(ctx.cookieHeader);
  const client = serverClient(ctx);
  const deviceId = cookies[DEVICE_ID_COOKIE];
  const device = deviceId ? { device_id: deviceId } : {};
  const context = buildSiteContext(site, locale, ctx);
  const [intl, stats, plan, header] = await Promise.all([
    getServerIntl(locale),
    client.call('homeStats'),
    client.call('targetedPopupPlan', { position: 'index', resource_type: 4, ...device }),
    client.call('headerCommonData'),
  ]);
  const alphaAllowed = isAppFeatureAvailable('alpha', context.nativeApp);
  const alpha = alphaAllowed
    ? await client.call('alphaUserPlans', { resource_type: 5, currency: header.curr_fiat, ...device })
    : { card: [], currency: '' };
  const reserve = homeBannerSlots({ plan, alpha, alphaClosedAt: cookies[ALPHA_BANNER_CLOSED_AT_KEY], alphaAllowed, now: Date.now() });
  const isLoggedIn = isLoggedInFromCookies(cookies);
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
      context={context}
      bannerSlots={reserve}
    />
  );
}

export default gatedPage(HomePage);
