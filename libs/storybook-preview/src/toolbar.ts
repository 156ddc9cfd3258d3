import type { Preview } from '@storybook/react-vite';

/** Locales offered in the Storybook toolbar: English and Arabic (RTL) at least, plus the translated ones. */
export const STORY_LOCALES = ['en', 'ar', 'zh', 'tr', 'ja', 'es', 'ru'] as const;

/**
 * The locale and theme switches of every library's Storybook. (The composed Storybook shows no toolbar of its refs:
 * Storybook does not pass a host's globals into composed Storybooks, so reviewers switch locales in a library's own
 * Storybook or in the combined one.)
 */
export const toolbar = {
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
} satisfies Pick<Preview, 'globalTypes' | 'initialGlobals'>;
