import { render, screen, type RenderOptions } from '@testing-library/react';
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

/**
 * The one element with `role` outside the toast stack: the providers render the toasts' live lists (`status`,
 * `alert`) on every page, so a component's own status or alert is the one that is not inside them.
 */
export function getByRoleOutsideToasts(role: 'status' | 'alert'): HTMLElement {
  const own = screen.getAllByRole(role).filter((element) => element.closest('[data-toast-region]') === null);
  if (own.length !== 1) throw new Error(`Expected one element with role "${role}" outside the toasts, found ${own.length}`);
  return own[0] as HTMLElement;
}
