import type { StorybookConfig } from '@storybook/react-vite';

// The shared preset (aliases, a lighter build, MSW's worker); this library's stories render plain React, without the
// shared app preview (decision 1700).
const preset = new URL('../../storybook-preview/preset.mjs', import.meta.url).pathname;

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: [preset, 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
};

export default config;
