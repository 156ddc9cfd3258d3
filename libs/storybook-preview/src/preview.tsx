import '@exchange/ui/fonts.css';
import { loadMessages, type Messages } from '@exchange/i18n';
import { sandboxHandlers } from '@exchange/sandbox';
import { AppProviders } from '@exchange/ui';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useEffect } from 'react';
import { action } from 'storybook/actions';
import { SWRConfig } from 'swr';
import { toolbar } from './toolbar';

/**
 * The one Storybook preview of every library that renders with the app's providers (decision 1700). The shared
 * preset (`preset.mjs`, option `appPreview`) adds this file to a Storybook's `previewAnnotations` by path: no library
 * imports it, so the project graph has no edge from a product library to the sandbox through its Storybook.
 */

const localeOf = (globals: Record<string, unknown>): string => String(globals['locale'] ?? 'en');

/**
 * A stand-in for Next's app router (stories run outside Next): `useRouter()` works, and navigation only shows up in
 * the Actions panel, so a layer that redirects (e.g. the account sub-user guard) never leaves the story.
 */
const storyRouter: AppRouterInstance = {
  back: action('router.back'),
  forward: action('router.forward'),
  refresh: action('router.refresh'),
  push: action('router.push'),
  replace: action('router.replace'),
  prefetch: () => undefined,
};

/**
 * The compiled catalog of the locale the story shows, loaded on demand: `loadMessages` dynamic-imports that one
 * locale's catalog (and English under it), so the first chunk holds none of them. Loaders run again when a global
 * changes, so switching the toolbar's locale loads the next catalog before the story re-renders.
 */
export const messagesLoader: Loader = async ({ globals }) => ({ messages: await loadMessages(localeOf(globals)) });

/** A fresh SWR cache per mounted story: a story never sees data another story fetched (stories share one page). */
const newCache = () => new Map();

/** Keeps `<html>` in step with the story's locale and theme, as the app's root layout does. */
function DocumentAttributes({ locale, dir, theme }: { locale: string; dir: 'rtl' | 'ltr'; theme: string }) {
  useEffect(() => {
    const html = document.documentElement;
    html.lang = locale;
    html.dir = dir;
    html.classList.toggle('dark', theme === 'dark');
    html.classList.toggle('light', theme !== 'dark');
    html.style.colorScheme = theme;
  }, [locale, dir, theme]);
  return null;
}

const withProviders: Decorator = (Story, context) => {
  const locale = localeOf(context.globals);
  const theme = String(context.globals['theme'] ?? 'light');
  const dir = locale.startsWith('ar') ? 'rtl' : 'ltr';
  const messages = (context.loaded['messages'] as Messages | undefined) ?? {};
  return (
    <AppRouterContext.Provider value={storyRouter}>
      <DocumentAttributes locale={locale} dir={dir} theme={theme} />
      <SWRConfig value={{ provider: newCache }}>
        <AppProviders locale={locale} messages={messages}>
          <div dir={dir}>
            <Story />
          </div>
        </AppProviders>
      </SWRConfig>
    </AppRouterContext.Provider>
  );
};

/** Chakra + react-intl + overlay queue + MSW sandbox + a stub app router, with locale and theme switches. */
const preview: Preview = {
  loaders: [mswLoader(), messagesLoader],
  decorators: [withProviders],
  parameters: {
    msw: { handlers: sandboxHandlers },
    controls: { expanded: true },
    layout: 'padded',
  },
  ...toolbar,
};

export default preview;
