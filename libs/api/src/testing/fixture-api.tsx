import type { ReactNode } from 'react';
import { ExchangeClientProvider } from '../lib/api/exchange-client-provider';
import { createFixtureClient, type FixtureClient, type FixtureData } from './fixture-client';

/** Calls to fail, by kind (createFixtureClient's second argument). */
export type FixtureFailures = Parameters<typeof createFixtureClient>[1];

export interface FixtureApi {
  client: FixtureClient;
  /** The client's provider with an isolated SWR cache (no deduping), to wrap around the app's providers. */
  outer: (props: { children: ReactNode }) => ReactNode;
}

/**
 * A fixture exchange client and its provider for a test (decision 1710): pass `outer` to `renderWithProviders` of
 * `@exchange/ui/testing` (`renderWithProviders(ui, { outer })`), which wraps it around the app's providers.
 */
export function fixtureApi(fixtures: FixtureData = {}, failures: FixtureFailures = {}): FixtureApi {
  const client = createFixtureClient(fixtures, failures);
  const outer = ({ children }: { children: ReactNode }) => (
    <ExchangeClientProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
    </ExchangeClientProvider>
  );
  return { client, outer };
}
