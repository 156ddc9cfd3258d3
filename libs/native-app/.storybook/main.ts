import type { StorybookConfig } from '@storybook/react-vite';

const shared = (file: string) => new URL(`../../../tools/storybook/${file}`, import.meta.url).pathname;

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: [shared('preset.mjs'), 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: [shared('public')],
};

export default config;
