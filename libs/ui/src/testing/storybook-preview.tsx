import type { Decorator, Preview } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useEffect } from 'react';
import type { MessageFormatElement } from 'react-intl';
import { action } from 'storybook/actions';
import { AppProviders } from '../lib/providers/app-providers';

/** Locales offered in the Storybook toolbar: English and Arabic (RTL) at least, plus the translated ones. */
export const STORY_LOCALES = ['en', 'ar', 'zh', 'tr', 'ja', 'es', 'ru'] as const;

export type StoryMessages = Record<string, Readonly<Record<string, string | MessageFormatElement[]>>>;

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

const withProviders =
  (messages: StoryMessages): Decorator =>
  (Story, context) => {
    const locale = String(context.globals['locale'] ?? 'en');
    const theme = String(context.globals['theme'] ?? 'light');
    const dir = locale.startsWith('ar') ? 'rtl' : 'ltr';
    useEffect(() => {
      const html = document.documentElement;
      html.lang = locale;
      html.dir = dir;
      html.classList.toggle('dark', theme === 'dark');
      html.classList.toggle('light', theme !== 'dark');
      html.style.colorScheme = theme;
    }, [locale, dir, theme]);
    return (
      <AppRouterContext.Provider value={storyRouter}>
        <AppProviders locale={locale} messages={messages[locale] ?? {}}>
          <div dir={dir}>
            <Story />
          </div>
        </AppProviders>
      </AppRouterContext.Provider>
    );
  };

/** The Storybook preview every UI and feature library uses: Chakra + react-intl + overlay queue + MSW sandbox + a stub app router. */
export function createPreview({ handlers = [], messages = {} }: { handlers?: RequestHandler[]; messages?: StoryMessages } = {}): Preview {
  return {
    loaders: [mswLoader()],
    decorators: [withProviders(messages)],
    parameters: {
      msw: { handlers },
      controls: { expanded: true },
      layout: 'padded',
    },
    globalTypes: {
      locale: {
        description: 'Locale (ar is right-to-left)',
        toolbar: { title: 'Locale', icon: 'globe', items: [...STORY_LOCALES], dynamicTitle: true },
      },
      theme: {
        description: 'Colour mode',
        toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
      },
    },
    initialGlobals: { locale: 'en', theme: 'light' },
  };
}
