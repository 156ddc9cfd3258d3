import { ExchangeClientProvider, type ReceivedAnalyticsEvent } from '@exchange/api';
import { createFixtureClient, type FixtureClient, type FixtureData } from '@exchange/api/testing';
import { AppProviders, type SiteContext } from '@exchange/ui';
import { fixtureSiteContext } from '@exchange/ui/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AnalyticsProvider } from '../lib/layer/analytics-provider';

/** A visitor on the main site (bigData on). */
export const analyticsSiteContext: SiteContext = fixtureSiteContext;

/** A small funnel as the sandbox keeps it: the download banner shown, clicked; the KYC tip bar shown. */
export const receivedEvents: ReceivedAnalyticsEvent[] = [
  { name: 'download_banner_view', at: 1_764_028_800_000, session: 's-1', props: { site: 0 }, receivedAt: 1_764_028_802_000 },
  { name: 'download_banner_click', at: 1_764_028_805_000, session: 's-1', props: { site: 0 }, receivedAt: 1_764_028_807_000 },
  { name: 'kyc_tip_bar_view', at: 1_764_028_810_000, session: 's-1', props: { site: 0, verified: 0 }, receivedAt: 1_764_028_812_000 },
];

/** Renders inside the app's providers, an exchange client answering from `fixtures`, and an AnalyticsProvider. */
export function renderWithAnalytics(
  ui: ReactElement,
  { fixtures = {}, context = analyticsSiteContext, bigData }: { fixtures?: FixtureData; context?: SiteContext; bigData?: boolean } = {},
): ReturnType<typeof render> & { client: FixtureClient } {
  const client = createFixtureClient({ analyticsCollect: { accepted: true }, ...fixtures });
  const result = render(ui, {
    wrapper: ({ children }) => (
      <ExchangeClientProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <AppProviders locale="en" messages={{}}>
          <AnalyticsProvider context={context} bigData={bigData}>
            {children}
          </AnalyticsProvider>
        </AppProviders>
      </ExchangeClientProvider>
    ),
  });
  return { ...result, client };
}
