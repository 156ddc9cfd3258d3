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
