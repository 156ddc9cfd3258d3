import { ExchangeClientProvider, type EndpointName, type FailureKind } from '@exchange/api';
import { createFixtureClient, type FixtureClient, type FixtureData } from '@exchange/api/testing';
import { AppProviders } from '@exchange/ui';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

type Failures = Partial<Record<EndpointName, FailureKind>>;

/** The app's providers with an exchange client answering from `fixtures` (no network, an isolated SWR cache). */
export function ReferralTestProviders({
  client,
  children,
  locale = 'en',
}: {
  client: FixtureClient;
  children: ReactNode;
  locale?: string;
}) {
  return (
    <ExchangeClientProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AppProviders locale={locale} messages={{}}>
        {children}
      </AppProviders>
    </ExchangeClientProvider>
  );
}

/** Renders `ui` with an exchange client answering from `fixtures`, failing the calls in `failures`. */
export function renderWithApi(ui: ReactElement, fixtures: FixtureData = {}, failures: Failures = {}) {
  const client = createFixtureClient(fixtures, failures);
  const result = render(ui, { wrapper: ({ children }) => <ReferralTestProviders client={client}>{children}</ReferralTestProviders> });
  return { ...result, client };
}
