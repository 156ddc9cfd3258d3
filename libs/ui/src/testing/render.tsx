import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../lib/providers/app-providers';

/** Render inside the app's providers (English, no catalog: default messages). */
export function renderWithProviders(ui: ReactElement, { locale = 'en', ...options }: RenderOptions & { locale?: string } = {}) {
  return render(ui, {
    wrapper: ({ children }) => (
      <AppProviders locale={locale} messages={{}}>
        {children}
      </AppProviders>
    ),
    ...options,
  });
}
