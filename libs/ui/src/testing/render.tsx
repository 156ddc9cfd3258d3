import { render, screen, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { AppProviders } from '../lib/providers/app-providers';

export interface RenderWithProvidersOptions<Extra extends object> extends Omit<RenderOptions, 'wrapper'> {
  /** The locale (default English; no catalog: default messages). */
  locale?: string;
  /**
   * A provider around the app's providers and what it adds to the result, e.g. `fixtureApi(fixtures)` of
   * `@exchange/api/testing` (`{ client, outer }`: the result then has `client`).
   */
  with?: Extra & { outer: (props: { children: ReactNode }) => ReactNode };
}

/**
 * The one testing render helper (decision 1710): `ui` inside the app's providers (Chakra, react-intl, overlay
 * queue, toasts), optionally inside `with.outer` (an exchange client); the result carries `with`'s other fields.
 */
export function renderWithProviders<Extra extends object = Record<never, never>>(
  ui: ReactElement,
  { locale = 'en', with: around, ...options }: RenderWithProvidersOptions<Extra> = {},
): RenderResult & Omit<Extra, 'outer'> {
  const Outer = around?.outer ?? (({ children }: { children: ReactNode }) => children);
  const result = render(ui, {
    wrapper: ({ children }) => (
      <Outer>
        <AppProviders locale={locale} messages={{}}>
          {children}
        </AppProviders>
      </Outer>
    ),
    ...options,
  });
  if (around === undefined) return result as RenderResult & Omit<Extra, 'outer'>;
  const { outer: _outer, ...extra } = around;
  return { ...result, ...extra };
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
