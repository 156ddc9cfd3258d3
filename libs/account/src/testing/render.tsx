import { ExchangeClientProvider } from '@exchange/api';
import { createFixtureClient, type FixtureClient, type FixtureData } from '@exchange/api/testing';
import { AppProviders } from '@exchange/ui';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * Render inside the app's providers (Chakra, react-intl in English with default messages, overlay queue).
 * Same as renderWithProviders of @exchange/ui/testing, whose barrel also loads the Storybook preview
 * (msw-storybook-addon, ESM only) that Jest cannot parse under the shared preset.
 */
export function renderWithAppProviders(ui: ReactElement, options: RenderOptions = {}) {
  return render(ui, {
    wrapper: ({ children }) => (
      <AppProviders locale="en" messages={{}}>
        {children}
      </AppProviders>
    ),
    ...options,
  });
}

/** Like renderWithAppProviders, with an exchange client answering from `fixtures` (no network, an isolated SWR cache). */
export function renderWithApi(ui: ReactElement, fixtures: FixtureData = {}): ReturnType<typeof render> & { client: FixtureClient } {
  const client = createFixtureClient(fixtures);
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
