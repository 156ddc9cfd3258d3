import type { StorybookConfig } from '@storybook/react-vite';

// The shared preset adds the app's providers, the sandbox's handlers and the locale and theme switches from
// libs/storybook-preview by path (decision 1700): nothing here imports another project.
const preset = new URL('../../storybook-preview/preset.mjs', import.meta.url).pathname;

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: [{ name: preset, options: { appPreview: true } }, 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
};

export default config;
