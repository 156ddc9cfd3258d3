import { ExchangeClientProvider } from '@exchange/api';
import { createFixtureClient, type FixtureClient, type FixtureData } from '@exchange/api/testing';
import { AppProviders } from '@exchange/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * Render inside the app's providers (Chakra, react-intl in English with default messages, overlay queue) with
 * an exchange client answering from `fixtures` (no network, an isolated SWR cache), as the layer runs in the app.
 */
export function renderWithApi(
  ui: ReactElement,
  fixtures: FixtureData = {},
  failures: Parameters<typeof createFixtureClient>[1] = {},
): ReturnType<typeof render> & { client: FixtureClient } {
  const client = createFixtureClient(fixtures, failures);
  const result = render(ui, {
    wrapper: ({ children }) => (
      <ExchangeClientProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <AppProviders locale="en" messages={{}}>
          {children}
        </AppProviders>
      </ExchangeClientProvider>
    ),
  });
  return { ...result, client };
}
