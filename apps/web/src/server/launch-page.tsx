import 'server-only';
import { isLoggedInFromCookies, parseCookieHeader } from '@exchange/api/server';
import { localizeHref } from '@exchange/i18n';
import { CandyDropView, CopyTradingView, LaunchpoolView, PreMarketView, StartupView, StrategyBotView, TraderView } from '@exchange/launch';
import type { SiteKey } from '@exchange/site-config';
import { defineMessages, type MessageDescriptor } from '@formatjs/intl';
import type { Metadata } from 'next';
import { PageShell } from '@/components/ui-client';
import type { GatedPageInput } from './gated-page';
import { pageMetadata } from './page-metadata';
import { resolvePageParams } from './page-params';
import { getRequestContext } from './request-context';
import { getServerIntl } from './server-intl';

/** The copy-trading and launch product pages (issue 25 items 2 and 4, decision 1898), one entry each. */
export type LaunchPage =
  'copytrading' | 'trader' | 'launchpool' | 'candy-drop' | 'startup' | 'startup-detail' | 'premint' | 'pre-market' | 'strategybot';

const m = defineMessages({
  copytradingTitle: { id: 'web.launch.copytradingTitle', defaultMessage: 'Copy trading' },
  copytradingDescription: {
    id: 'web.launch.copytradingDescription',
    defaultMessage:
      'Follow lead traders with a verified track record: pick one by ROI, PnL and win rate, set your amount and stop-loss, stop any time.',
  },
  traderTitle: { id: 'web.launch.traderTitle', defaultMessage: 'Lead trader' },
  traderDescription: {
    id: 'web.launch.traderDescription',
    defaultMessage: 'Performance, open positions and followers of a lead trader, and the follow settings.',
  },
  launchpoolTitle: { id: 'web.launch.launchpoolTitle', defaultMessage: 'Launchpool' },
  launchpoolDescription: {
    id: 'web.launch.launchpoolDescription',
    defaultMessage: 'Stake USDT or BTC and earn new tokens by the hour before they list. Unstake any time.',
  },
  candyTitle: { id: 'web.launch.candyTitle', defaultMessage: 'Candy Drop' },
  candyDescription: {
    id: 'web.launch.candyDescription',
    defaultMessage: 'Complete simple trading tasks and share the token prize pool of new projects.',
  },
  startupTitle: { id: 'web.launch.startupTitle', defaultMessage: 'Startup' },
  startupDescription: {
    id: 'web.launch.startupDescription',
    defaultMessage: 'Commit USDT to token sales of vetted projects; allocations are pro rata when a sale is oversubscribed.',
  },
  premintTitle: { id: 'web.launch.premintTitle', defaultMessage: 'Premint' },
  premintDescription: {
    id: 'web.launch.premintDescription',
    defaultMessage: 'Points and pre-tokens of projects before their token generation event.',
  },
  preMarketTitle: { id: 'web.launch.preMarketTitle', defaultMessage: 'Pre-Market' },
  preMarketDescription: {
    id: 'web.launch.preMarketDescription',
    defaultMessage: 'Trade new tokens before they are listed for spot trading; positions settle into the listed token.',
  },
  botTitle: { id: 'web.launch.botTitle', defaultMessage: 'Trading bots' },
  botDescription: {
    id: 'web.launch.botDescription',
    defaultMessage: 'Run grid and DCA strategies around the clock: start from a popular setup and stop any time.',
  },
});

const TEXT: Record<LaunchPage, { title: MessageDescriptor; description: MessageDescriptor; path: (id: string) => string }> = {
  copytrading: { title: m.copytradingTitle, description: m.copytradingDescription, path: () => '/copytrading' },
  trader: { title: m.traderTitle, description: m.traderDescription, path: (id) => `/copytrading/trader/futures/${encodeURIComponent(id)}` },
  launchpool: { title: m.launchpoolTitle, description: m.launchpoolDescription, path: () => '/launchpool' },
  'candy-drop': { title: m.candyTitle, description: m.candyDescription, path: () => '/candy-drop' },
  startup: { title: m.startupTitle, description: m.startupDescription, path: () => '/startup' },
  'startup-detail': { title: m.startupTitle, description: m.startupDescription, path: (id) => `/startup/${encodeURIComponent(id)}` },
  premint: { title: m.premintTitle, description: m.premintDescription, path: () => '/premint' },
  'pre-market': { title: m.preMarketTitle, description: m.preMarketDescription, path: () => '/pre-market' },
  strategybot: { title: m.botTitle, description: m.botDescription, path: () => '/strategybot' },
};

/** `generateMetadata` of a launch page: title, description, canonical and hreflang (pageMetadata). */
export const launchMetadata =
  (page: LaunchPage) =>
  async ({ params }: { params: Promise<{ site: string; lang: string; id?: string }> }): Promise<Metadata> => {
    const p = await params;
    const { site, locale } = resolvePageParams(p);
    const intl = await getServerIntl(locale);
    const text = TEXT[page];
    return pageMetadata({
      site,
      locale,
      title: intl.formatMessage(text.title),
      description: intl.formatMessage(text.description),
      path: text.path(p.id ?? ''),
    });
  };

const idOf = (value: unknown): string => (typeof value === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(value) ? value : '');

function view(page: LaunchPage, site: SiteKey, locale: string, input: GatedPageInput<Record<string, unknown>>, isLoggedIn: boolean) {
  const loginHref = localizeHref({ site, locale, path: '/login' });
  const id = idOf(input.params['id']);
  switch (page) {
    case 'copytrading':
      return (
        <CopyTradingView
          site={site}
          locale={locale}
          mode={input.searchParams['mode'] === 'spot' ? 'spot' : 'futures'}
          isLoggedIn={isLoggedIn}
        />
      );
    case 'trader':
      return (
        <TraderView
          site={site}
          locale={locale}
          id={id}
          follow={input.searchParams['follow'] === '1'}
          isLoggedIn={isLoggedIn}
          loginHref={loginHref}
        />
      );
    case 'launchpool':
      return <LaunchpoolView isLoggedIn={isLoggedIn} loginHref={loginHref} />;
    case 'candy-drop':
      return <CandyDropView isLoggedIn={isLoggedIn} loginHref={loginHref} />;
    case 'startup':
      return <StartupView site={site} locale={locale} isLoggedIn={isLoggedIn} loginHref={loginHref} />;
    case 'startup-detail':
      return <StartupView site={site} locale={locale} id={id} isLoggedIn={isLoggedIn} loginHref={loginHref} />;
    case 'premint':
      return <PreMarketView kind="premint" />;
    case 'pre-market':
      return <PreMarketView kind="pre-market" />;
    case 'strategybot':
      return <StrategyBotView isLoggedIn={isLoggedIn} loginHref={loginHref} />;
  }
}

/** The page body of a launch page, behind the gate (gatedPage already ran the compliance check). */
export async function renderLaunchPage(page: LaunchPage, input: GatedPageInput<Record<string, unknown>>) {
  const { site, locale } = input;
  const intl = await getServerIntl(locale);
  const isLoggedIn = isLoggedInFromCookies(parseCookieHeader((await getRequestContext()).cookieHeader));
  const text = TEXT[page];
  return (
    <PageShell title={intl.formatMessage(text.title)} description={intl.formatMessage(text.description)}>
      {view(page, site, locale, input, isLoggedIn)}
    </PageShell>
  );
}
